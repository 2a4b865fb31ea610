import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// SPEC §3 "Trainee course status" and "Course type" labels.
export const courseStatusLabels: Record<string, MessageDescriptor> = {
  NEW_COURSE: msg`New course`,
  APPLICATION_PROCESSING: msg`Application is being processed`,
  PASSING: msg({ message: 'In progress', context: 'course status' }),
  ALREADY_PASSED: msg`Completed`,
  AVAILABLE: msg`Open for applications`,
};

export const courseTypeLabels: Record<string, MessageDescriptor> = {
  FULL: msg`Full course`,
  BLITZ: msg`Blitz course`,
};
