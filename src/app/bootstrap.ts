import * as v from 'valibot';
import type { Common, Language } from '../../api/common.ts';
import type { Main } from '../../api/main.ts';
import { Bootstrap, BOOTSTRAP_ELEMENT_ID, type PageStart } from '../../api/page-data.ts';

// docs/decisions.md #27, #154: for the page's first request the server writes the answers of
// GET /api/common and GET /api/common/language, and for a logged-in trainee GET /api/main,
// into index.html (server/static.ts), so /login makes no call, and loads no HTTP client,
// before the visitor acts, and a logged-in page needs no call before its shell. Without them
// (`npm run dev`, the database down, tests) the app asks the API as before.
let data: Bootstrap | null | undefined;

function read(): Bootstrap | null {
  if (data !== undefined) return data;
  data = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const result = v.safeParse(Bootstrap, JSON.parse(text));
      if (result.success) data = result.output;
    } catch {
      data = null;
    }
  }
  return data;
}

const taken = new Set<'common' | 'main'>();

/** The page's own answer for `part`, once: later loads (after login, logout, a retry) ask the server. */
function takeOnce<K extends 'common' | 'main'>(part: K): NonNullable<Bootstrap[K]> | null {
  if (taken.has(part)) return null;
  taken.add(part);
  return read()?.[part] ?? null;
}

/** The page's own GET /api/common answer, once. */
export const takeBootstrapCommon = (): Common | null => takeOnce('common');

/** The page's own GET /api/main answer (a logged-in trainee's page), once. */
export const takeBootstrapMain = (): Main | null => takeOnce('main');

/** The page's own GET /api/common/language answer. */
export function bootstrapLanguages(): Language[] | null {
  return read()?.languages ?? null;
}

/** The answers of the calls the page starts with (api/page-data.ts `preloaded`), for the page's first render. */
export function bootstrapPreloaded(): PageStart | undefined {
  return read() ?? undefined;
}
