import type { calls } from '../../api/calls.ts';
import type { WireLocale } from '../../api/common.ts';
import type { ParamsOf, ResponseOf } from '../../api/contract.ts';
import type { FirstPaintCallId } from '../../api/page-data.ts';
import type { RouteId, RouteParams } from '../../api/routes.ts';

// What a page's folder declares beside its page (src/pages/<area>/<screen>/page.ts, issue 58):
// `firstPaint`, whom the server paints it for and with which answers (issue 14 "Paint before
// JavaScript"), and `budget`, its initial JavaScript. Types only: a page's declaration is data
// the server-render entry reads (src/ssr/pages.ts) and hands to the server (its preloader,
// server/routes/page-preloads.ts, answers the calls), never code the browser loads (the app's
// build drops these exports: nothing in it reads them).

type Calls = typeof calls;

/** Who asks for a page: a visitor who is not logged in, or a logged-in trainee. */
export type Visitor = 'anonymous' | 'trainee';

/** A call a first paint is answered with, and how that answer makes the page. */
type AskOf<Route extends RouteId, C extends FirstPaintCallId> = {
  call: C;
  /** The call's params from the route's (none when the call has none). */
  params?: (route: RouteParams<Route>) => ParamsOf<Calls[C]>;
  /**
   * When the call is refused. Without: the page comes without its data at all, as when the
   * database is down (the app asks itself). `notThere`: what the call answers 404 (not there, or
   * not the trainee's) makes the page not there, answered 404 and painted so (docs/decisions.md
   * #202); another refusal, as `nothing`. `nothing`: the page starts with no answer, the app asks.
   */
  refused?: 'notThere' | 'nothing';
  /** The answer the page is painted from; another (a passage no longer running) paints nothing. */
  keep?: (answer: ResponseOf<Calls[C]>) => boolean;
  /** Whether the answer holds what the address names (an item of a list); not: the page is not there, with the answers. */
  there?: (answer: ResponseOf<Calls[C]>, route: RouteParams<Route>) => boolean;
  /** The name the page gives itself from the answer: its heading and title from the first paint. */
  names?: (answer: ResponseOf<Calls[C]>, route: RouteParams<Route>, locale: WireLocale) => string | undefined;
  /** The page shows a running passage: the shell around it is quiet from the first paint. */
  passageOpen?: true;
  /** A call asked once the answer is in, from it (the question the passage's address shows); refused, it is left out. */
  then?: (answer: ResponseOf<Calls[C]>, route: RouteParams<Route>) => Then | undefined;
};

/** One of the calls a route's first paint may be answered with. */
export type Ask<Route extends RouteId> = { [C in FirstPaintCallId]: AskOf<Route, C> }[FirstPaintCallId];

/** A call asked after another, with its params. */
export type Then = { [C in FirstPaintCallId]: { call: C; params: ParamsOf<Calls[C]> } }[FirstPaintCallId];

/**
 * Whom the server paints a page for, and the calls whose answers the page's first request
 * carries (asked at once, in order). Those answers are the call's own (the same domain function
 * as its route, for the same trainee; a trainee's call for a trainee only), read by the page as
 * it reads any preloaded answer (`usePreloaded(call, params)`, src/app/services.tsx).
 */
export type FirstPaint<Route extends RouteId = RouteId> = {
  painted: readonly Visitor[];
  /** Painted only where the page is in the shell (the coming-soon page: not on the public routes still to come). */
  onlyInShell?: true;
  /** The page needs only the start part of the catalog (/login, docs/decisions.md #26). */
  startCatalog?: true;
  asks?: readonly Ask<Route>[];
};

/** The frame a page is counted in: with the shell (a logged-in page opened first) or without (a public page). */
export type Frame = 'shell' | 'bare';

/**
 * The page's initial JavaScript when opened first, in kB of gzip level 9 (docs/performance.md
 * "Route budgets", test/e2e/route-budgets.e2e.test.ts), in each frame it is counted in. A figure
 * is raised only in the commit that needs it, with its reason in scripts/route-budgets.json.
 */
export type Budget = Partial<Record<Frame, number>>;
