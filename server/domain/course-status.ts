// The trainee's status of a course in GET /api/main `courses` (SPEC §3 "Trainee course
// status"). SPEC names the values but not the rule; ours (docs/api.md):
//   PASSING                an ACCEPTED application whose training has not ended
//   APPLICATION_PROCESSING an application still being processed (NEW, PASSED_EXAM,
//                          EMAIL_NOT_CONFIRMED, NOT_PAID, PAID)
//   ALREADY_PASSED         an ACCEPTED application whose training has ended
//   NEW_COURSE             none of the above, and the course appeared in the last 30 days
//   AVAILABLE              none of the above (rejected applications allow a new one)
// A training ends at its group's end (FULL) or at the application's finish date (BLITZ);
// without either it is still running.

export type TraineeCourseStatus = 'NEW_COURSE' | 'APPLICATION_PROCESSING' | 'PASSING' | 'ALREADY_PASSED' | 'AVAILABLE';

export const PROCESSING_STATUSES = ['NEW', 'PASSED_EXAM', 'EMAIL_NOT_CONFIRMED', 'NOT_PAID', 'PAID'] as const;
export const REJECTED_STATUSES = ['REJECTED', 'NOT_PASSED_EXAM', 'AUTO_REJECT'] as const;
export const NEW_COURSE_MS = 30 * 24 * 60 * 60 * 1000;

export type ApplicationFacts = {
  status: string;
  /** When the training ends, epoch ms: group end (FULL) or finish date (BLITZ); null unknown. */
  endsAt: number | null;
};

export function isRejected(status: string): boolean {
  return (REJECTED_STATUSES as readonly string[]).includes(status);
}

export function traineeCourseStatus(applications: ApplicationFacts[], courseCreatedAt: number, now: number): TraineeCourseStatus {
  const accepted = applications.filter((a) => a.status === 'ACCEPTED');
  if (accepted.some((a) => a.endsAt === null || a.endsAt > now)) return 'PASSING';
  if (applications.some((a) => (PROCESSING_STATUSES as readonly string[]).includes(a.status))) return 'APPLICATION_PROCESSING';
  if (accepted.length) return 'ALREADY_PASSED';
  return now - courseCreatedAt < NEW_COURSE_MS ? 'NEW_COURSE' : 'AVAILABLE';
}

/**
 * recentGroupDate of a course list item: the begin of the group of the trainee's latest
 * application with a group; else the next group to begin; else the last one that began.
 */
export function recentGroupDate(applicationGroupBegins: number[], groupBegins: number[], now: number): number | null {
  if (applicationGroupBegins.length) return applicationGroupBegins[applicationGroupBegins.length - 1]!;
  const future = groupBegins.filter((t) => t >= now).sort((a, b) => a - b);
  if (future.length) return future[0]!;
  const past = groupBegins.filter((t) => t < now).sort((a, b) => b - a);
  return past[0] ?? null;
}
