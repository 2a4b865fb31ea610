import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CourseListItem } from '../../../api/main.ts';

// SPEC §3 "Trainee course status" and "Course type" labels, one for each value the API
// schema allows (api/main.ts), so every course shown has its label.
export const courseStatusLabels: Record<CourseListItem['status'], MessageDescriptor> = {
  NEW_COURSE: msg`New course`,
  APPLICATION_PROCESSING: msg`Application is being processed`,
  PASSING: msg({ message: 'In progress', context: 'course status' }),
  ALREADY_PASSED: msg`Completed`,
  AVAILABLE: msg`Open for applications`,
};

export const courseTypeLabels: Record<CourseListItem['type'], MessageDescriptor> = {
  FULL: msg`Full course`,
  BLITZ: msg`Blitz course`,
};
