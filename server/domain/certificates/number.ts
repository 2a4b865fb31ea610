// The certificate number printed on a PDF (issue 13; SPEC §4 "Certificate"): readable, unique,
// 'QA-<issue year>-<certificate id, 6 digits>', e.g. 'QA-2026-000123'. The id makes it unique
// (certificates.number has a unique constraint too); the year is the issue year in Kyiv time.

const KYIV_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', year: 'numeric' });

/** The number of certificate `id` issued at `issuedAt`. */
export function certificateNumber(id: number, issuedAt: Date): string {
  return `QA-${KYIV_YEAR.format(issuedAt)}-${String(id).padStart(6, '0')}`;
}
