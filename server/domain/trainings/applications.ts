// Which of a trainee's applications are current (the dashboard's cards) and which are past
// (the past page), and who may open a group page (SPEC §2 "/", "past", "training/{applicationId}";
// §4 "Application status on the dashboard"; §6 "Only ACCEPTED applications open the group
// page"). Pure (docs/api.md "Trainings").

export type ApplicationDates = {
  status: string;
  courseType: string;
  groupBegin: number | null;
  groupEnd: number | null;
  acceptedAt: number | null;
  finishAt: number | null;
};

/** An application's dates from its row, its course's type and its group (null for a BLITZ one). */
export function applicationDates(
  app: { status: string; acceptedAt: Date | null; finishAt: Date | null },
  course: { type: string },
  group: { beginAt: Date; endAt: Date } | null,
): ApplicationDates {
  return {
    status: app.status,
    courseType: course.type,
    groupBegin: group?.beginAt.getTime() ?? null,
    groupEnd: group?.endAt.getTime() ?? null,
    acceptedAt: app.acceptedAt?.getTime() ?? null,
    finishAt: app.finishAt?.getTime() ?? null,
  };
}

/**
 * The training's dates as a card shows them (SPEC §3 beginTime, endTime): the group's for a
 * FULL course, the blitz terms from acceptance to finish for a BLITZ one (SPEC §4 "Lessons").
 */
export function trainingTerms(a: ApplicationDates): { begin: number | null; end: number | null } {
  return a.courseType === 'BLITZ' ? { begin: a.acceptedAt, end: a.finishAt } : { begin: a.groupBegin, end: a.groupEnd };
}

/** The training has ended: its end (group end, or the blitz finish) is at or before now. */
export function trainingEnded(a: ApplicationDates, now: number): boolean {
  const { end } = trainingTerms(a);
  return end !== null && end <= now;
}

/**
 * Current (a dashboard card): any status whose training has not ended, or has no end yet. A
 * rejected application stays on the dashboard while its group has not ended (the trainee sees
 * why), then leaves it; it never becomes past.
 */
export const isCurrent = (a: ApplicationDates, now: number): boolean => !trainingEnded(a, now);

/** Past (SPEC §2 "past"): ACCEPTED and ended. */
export const isPast = (a: ApplicationDates, now: number): boolean => a.status === 'ACCEPTED' && trainingEnded(a, now);

/** Past trainings newest first: by end, then by begin, latest first. */
export function newestFirst<T extends ApplicationDates>(list: readonly T[]): T[] {
  const key = (a: T) => trainingTerms(a);
  return [...list].sort((x, y) => (key(y).end ?? 0) - (key(x).end ?? 0) || (key(y).begin ?? 0) - (key(x).begin ?? 0));
}

/** Only the caller's own ACCEPTED application opens the group page; anything else is a 404. */
export const opensGroupPage = (a: { customerId: number; status: string }, customerId: number): boolean => a.customerId === customerId && a.status === 'ACCEPTED';

/** courseDuration of the course detail (SPEC §9): BLITZ its days; FULL null (the first group tells). */
export const courseDuration = (course: { type: string; durationDays: number | null }): number | null => (course.type === 'BLITZ' ? course.durationDays : null);

/** certificateAvailable: a certificate can be requested or is there (status not NOT_AVAILABLE). */
export const certificateAvailable = (status: string): boolean => status === 'AVAILABLE' || status === 'GENERATED';
