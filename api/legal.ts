import * as v from 'valibot';
import { defineCalls } from './contract.ts';

// The legal pages the footer links to (SPEC §1 "A footer with legal links"; SPEC §9 "footer
// links come from settings"; issue 10 "Words": they open real pages, never a not-found page).
// Their texts are settings too, one per page, in the three languages (server/seed/defaults.ts
// `legalPage.<slug>`), so an operator edits them where the links are.

/** A page's name in its path, /legal/{slug}: lower-case letters, digits and hyphens. */
export const LEGAL_SLUG = /^[a-z][a-z0-9-]{0,39}$/;
export const LegalSlugParam = v.object({ slug: v.pipe(v.string(), v.regex(LEGAL_SLUG, 'invalid')) });

/** One legal page in the caller's language: its title and its text, paragraph by paragraph (plain text, never HTML). */
export const LegalPage = v.object({
  slug: v.string(),
  title: v.string(),
  paragraphs: v.array(v.string()),
});
export type LegalPage = v.InferOutput<typeof LegalPage>;

export const legalCalls = defineCalls({
  'legal.page': {
    method: 'GET',
    path: '/api/common/legal/{slug}',
    params: LegalSlugParam,
    response: LegalPage,
    access: 'public',
    errors: [400, 404],
    spec: 'not in SPEC §7: SPEC §1 "A footer with legal links", §9 "footer links come from settings" (issue 10)',
    summary: 'A legal page the footer links to (terms of use, privacy notice, public offer), in the caller’s language',
  },
});
