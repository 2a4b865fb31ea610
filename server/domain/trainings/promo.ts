// The promo code of GET /api/trainings/promocode (SPEC §3 "Promo code", §2 the dashboard's
// promo-code panel). Pure (docs/api.md "Trainings").

export type PromoRow = { id: number; customerId: number | null; validUntil: number | null; createdAt: number };

/**
 * The promo code offered to `customerId`: their own if one is valid, else one for everyone;
 * the newest first; one whose validUntil has passed is not offered. Another trainee's code is
 * never picked. null: none.
 */
export function pickPromo<T extends PromoRow>(rows: readonly T[], customerId: number, now: number): T | null {
  const valid = rows.filter((r) => r.validUntil === null || r.validUntil > now);
  const newest = (list: T[]) => [...list].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)[0] ?? null;
  return newest(valid.filter((r) => r.customerId === customerId)) ?? newest(valid.filter((r) => r.customerId === null));
}
