import type { PastTraining } from '../../../api/trainings.ts';

/**
 * SPEC §2 "past": the group's name unless the course is BLITZ; the holding dates from the
 * group's begin and end for FULL, otherwise from the blitz begin and end.
 */
export function pastView(training: PastTraining): { groupName: string | null; begin: number | null; end: number | null } {
  if (training.courseType === 'BLITZ') return { groupName: null, begin: training.blitzBeginTime, end: training.blitzEndTime };
  return { groupName: training.groupName, begin: training.groupBeginTime, end: training.groupEndTime };
}
