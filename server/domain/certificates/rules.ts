// Pure rules of the certificate request (issue 13; SPEC §4 "Certificate", §5 "Certificate
// request"): which languages an application is issued in (its course's, else the setting's),
// the entries prefilled from the profile where the script fits, the check that a request names
// each of them once, and the application's total score.
import { CYRILLIC, ENGLISH } from '../../../api/rules.ts';
import type { CertificateLanguage } from './pdf.ts';

const LANGUAGES: readonly CertificateLanguage[] = ['UA', 'RU', 'EN'];

/**
 * A list of certificate languages, comma-separated (the setting certificateLanguages, 'UA,EN' by
 * default, or a course's own): in that order, unknown or repeated names skipped; none valid means UA.
 */
export function certificateLanguages(setting: string | undefined): CertificateLanguage[] {
  const out: CertificateLanguage[] = [];
  for (const part of (setting ?? '').split(',')) {
    const language = part.trim().toUpperCase();
    const known = LANGUAGES.find((l) => l === language);
    if (known && !out.includes(known)) out.push(known);
  }
  return out.length > 0 ? out : ['UA'];
}

/**
 * The languages the certificates of a course are issued in (issue 59 item 7): the course's own
 * list (courses.certificate_languages) when it has one, else the setting certificateLanguages.
 */
export const courseCertificateLanguages = (course: { certificateLanguages: string | null }, setting: string | undefined): CertificateLanguage[] =>
  certificateLanguages(course.certificateLanguages?.trim() ? course.certificateLanguages : setting);

/** SPEC §5: EN is written in Latin letters, UA and RU in Cyrillic. */
export const fitsLanguage = (value: string, language: CertificateLanguage): boolean => (language === 'EN' ? ENGLISH : CYRILLIC).test(value);

/**
 * An entry's name and surname from the profile "where the script fits" (issue 13): the
 * profile's Cyrillic name prefills UA and RU, a Latin one EN; anything else stays empty.
 */
export function prefill(profile: { name: string; surname: string }, language: CertificateLanguage): { name: string; surname: string } {
  const name = profile.name.trim();
  const surname = profile.surname.trim();
  return { name: fitsLanguage(name, language) ? name : '', surname: fitsLanguage(surname, language) ? surname : '' };
}

/**
 * The request names each language of `languages` exactly once (the form has one block per
 * entry). Returns the first problem: a language not offered, one twice, or one missing.
 */
export function languagesProblem(requested: readonly string[], languages: readonly CertificateLanguage[]): 'notOffered' | 'repeated' | 'missing' | null {
  const seen = new Set<string>();
  for (const l of requested) {
    if (!languages.some((x) => x === l)) return 'notOffered';
    if (seen.has(l)) return 'repeated';
    seen.add(l);
  }
  return seen.size === languages.length ? null : 'missing';
}

/**
 * The application's total score at issue time: per exam schedule of its group's lessons the
 * best points of the trainee's ended passages, summed; null when no ended passage has points
 * (a course without scored exams, a BLITZ course without a group): hasScore is false then.
 */
export function totalScore(passages: readonly { scheduleId: number; points: number | null }[]): number | null {
  const best = new Map<number, number>();
  for (const p of passages) if (p.points !== null) best.set(p.scheduleId, Math.max(best.get(p.scheduleId) ?? 0, p.points));
  if (best.size === 0) return null;
  let sum = 0;
  for (const points of best.values()) sum += points;
  return sum;
}
