import * as v from 'valibot';
import type { PageStart } from '../../api/page-data.ts';
import { isFileReply, urlOf, type Call, type ParamsOf, type ResponseOf } from '../../api/contract.ts';

// The answers of the calls the requested page starts with, sent in the page's data
// (api/page-data.ts `preloaded`, docs/decisions.md #165), by the call's path with its params
// filled in. They hold for the page's first render only: the server rendered it from them and
// the browser hydrates the same, then `drop` (src/app/app-routes.tsx, once the page is shown)
// makes every later load ask the API.

export interface Preloaded {
  /** The page's answer to `call` (with `params`), checked by its schema; undefined when there is none (or no longer). */
  answer<C extends Call>(call: C, params?: ParamsOf<C>): ResponseOf<C> | undefined;
  /**
   * When the answers arrived, in monotonic ms (performance.now): the page's response started
   * (docs/decisions.md #170). A clock that starts from an answer's server time counts from here.
   */
  receivedAt: number;
  /**
   * What the page came with (api/page-data.ts PageStart), for its first render: the name it gives
   * itself (the layout's heading), that it shows a running passage (the shell quiet), that it is
   * not there (a public page's "not found"); undefined once dropped.
   */
  readonly start: PageStart | undefined;
  /**
   * A page declines what it came with and will render otherwise than the server did (the
   * passage, when the device keeps its own answers): hydrating it then draws that page anew,
   * which src/main.tsx reports as expected rather than as an error.
   */
  decline(): void;
  readonly declined: boolean;
  drop(): void;
  /** The answers as they are now, kept from a later `drop` (src/app/keep-preloaded.tsx). */
  held(): Preloaded;
}

export function preloadedAnswers(page: PageStart | undefined, receivedAt = 0): Preloaded {
  let current = page; // what the page came with, until it is dropped
  let declined = false;
  const checked = new Map<string, unknown>();
  return {
    answer<C extends Call>(call: C, params?: ParamsOf<C>) {
      const kept = current?.preloaded;
      if (!kept || call.method !== 'GET' || isFileReply(call.response)) return undefined;
      const path = pathOf(call, params);
      if (path === null || !(path in kept)) return undefined;
      if (!checked.has(path)) {
        const result = v.safeParse(call.response, kept[path]);
        checked.set(path, result.success ? result.output : undefined);
      }
      return checked.get(path) as ResponseOf<C> | undefined;
    },
    receivedAt,
    get start() {
      return current;
    },
    decline() {
      declined = true;
    },
    get declined() {
      return declined;
    },
    drop() {
      current = undefined;
    },
    held: () => preloadedAnswers(current, receivedAt),
  };
}

/** The call's path with its params, or null when one is missing. */
function pathOf(call: Call, params: Record<string, string | number> | undefined): string | null {
  try {
    return urlOf(call, params);
  } catch {
    return null;
  }
}

/** When the page's own response started arriving, in monotonic ms (its navigation timing), or now. */
export function pageResponseStart(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.responseStart > 0 ? navigation.responseStart : performance.now();
}
