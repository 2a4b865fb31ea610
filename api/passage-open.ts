import type { PassageStatus } from './exams.ts';

// SPEC §4 "Passage lifecycle" and §2 "Leaving a passage in progress or on break asks for
// confirmation and finishes the passage first": a passage is open while IN_PROGRESS or
// BREAK_TAKEN, ended once FINISHED or EXPIRED. One rule for the server (settling, the list
// of running passages, the calls that need an open passage) and the browser (the leave
// guard, the exam list's "another test is running", the intro's continue button).

/** The passage may still be answered or resumed: in progress or on a break. */
export const isPassageOpen = (status: PassageStatus): boolean => status === 'IN_PROGRESS' || status === 'BREAK_TAKEN';

/** The passage is over (finished or expired): nothing in it changes any more. */
export const isPassageEnded = (status: PassageStatus): boolean => !isPassageOpen(status);
