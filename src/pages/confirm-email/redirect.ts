import { inAppPath } from '../../../api/session-return.ts';

// SPEC §2 "Email confirmation: if the response has redirectUrl, redirect". Which addresses are
// followed (docs/decisions: the page never becomes an open door to a script): an absolute
// http(s) URL (the academy's own pages elsewhere, as the server's settings give them), or a path
// of this app (api/session-return.ts inAppPath: one leading '/', no scheme, no '\').
// Anything else (javascript:, data:, '//host', a relative word) is not followed: the page shows
// the general confirmation, since the address was confirmed all the same.
export type Redirect = { kind: 'site'; url: string } | { kind: 'app'; path: string };

export function redirectOf(raw: string | null | undefined): Redirect | null {
  if (!raw) return null;
  const path = inAppPath(raw);
  if (path) return { kind: 'app', path };
  if (!/^https?:\/\//i.test(raw) || /[\s\\]/.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'site', url: url.href } : null;
  } catch {
    return null;
  }
}

/** An http(s) link to show (the intensive course's link), or null. */
export const safeLink = (raw: string | null | undefined): string | null => {
  const target = redirectOf(raw);
  return target?.kind === 'site' ? target.url : target?.kind === 'app' ? target.path : null;
};

/** Leaves the app for another site (a seam for tests: jsdom cannot navigate). */
export const leavePage = { to: (url: string) => window.location.assign(url) };
