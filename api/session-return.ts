// Where a trainee returns after logging in (issue 10 "Confuses or excludes": after a session
// expires mid-exam and the trainee logs in again, they are taken back to the passage). SPEC §8
// "HTTP 403: user marked logged out, redirected to /login"; SPEC §2 "A non-logged-in user opening
// anything except … is sent to /login", and "A logged-in user going to /login … is sent to /":
// to the page they were sent away from instead, when there is one. Only a path of this app is
// ever kept: never another site (an open redirect), never a scheme, never /login or /restore
// themselves (a loop).

/**
 * The query parameter of /login that carries the way back when the server, not the app, sent
 * a visitor there (server/static.ts `visitorRedirect`); read when the session finds them logged out.
 */
export const RETURN_QUERY = 'return';

/** The longest path kept; a real in-app path is far shorter. */
export const RETURN_PATH_MAX = 512;

const ORIGIN = 'https://portal.invalid';

/** Pages a return never goes to: logging in again would only send the trainee on. */
const NO_RETURN = new Set(['login', 'restore']);

/**
 * The in-app path (with its query, without a fragment) to return to, or null when `raw` is
 * not one: a string starting with a single '/', no backslash, no control character or space,
 * resolving on this origin to the same path.
 */
export function inAppPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_PATH_MAX) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read '\' as '/' ('/\evil.example' is another host) and drop tabs and newlines.
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const first = url.pathname.split('/').filter(Boolean)[0] ?? '';
  if (NO_RETURN.has(first)) return null;
  return url.pathname + url.search;
}
