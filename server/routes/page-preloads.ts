// What a page's first request carries beyond GET /api/main (docs/decisions.md #165, #170): the
// answers of the GET calls its page starts with, by the call's path with its params filled in,
// so the server can render the page with its content (issue 14 "Paint before JavaScript",
// src/ssr/) and the browser draws it without waiting for those calls. Which calls, with which
// params, and what their answers make of the page (its name, not there, a passage open) is the
// page's own declaration (its `firstPaint`, src/pages/<area>/<screen>/page.ts, issue 58), which
// the server-render entry hands the server (`FirstPaints`, server/page-render.ts). Here each
// call is answered by the same domain function as its route, for the same trainee, so nothing
// is shown here that the call would not; a trainee's call is asked for a trainee only (a public
// page, a legal one, starts with what the request's settings say, for a visitor too), and a call
// that would be refused is left out as the page's declaration says.
import { calls as allCalls } from '../../api/calls.ts';
import { urlOf, type ParamsOf, type ResponseOf } from '../../api/contract.ts';
import type { WireLocale } from '../../api/common.ts';
import type { FirstPaintCallId, PageStart } from '../../api/page-data.ts';
import { PAGE_NOT_FOUND_NAME } from '../../api/page-names.ts';
import { routePaths, paramsAt, type RouteId, type RouteParams } from '../../api/routes.ts';
import type { Db } from '../db/connect.ts';
import { loadAchievements } from '../domain/achievements.ts';
import type { Caller } from '../domain/caller.ts';
import { allCertificates, availableEntries } from '../domain/certificates/certificates.ts';
import { loadCustomer } from '../domain/customer.ts';
import { NotFoundError } from '../domain/errors.ts';
import { questionOfPassage } from '../domain/exams/answering.ts';
import { activePassages, availableExams, examAlerts, examIntro, examResult, passedExams } from '../domain/exams/lists.ts';
import { readPassageViewed } from '../domain/exams/passage.ts';
import { loadNews } from '../domain/news.ts';
import { isEmailLogin, legalPage, type Settings } from '../domain/settings.ts';
import { courseDetail, courseList, currentTrainings, pastTrainings, training } from '../domain/trainings/load.ts';
import type { FirstPaint, FirstPaints, Then } from '../page-render.ts';

/** Who asks for the page: the trainee (none for a visitor), with the request's settings and language, and the database. */
export type PageVisit = { caller: Caller | undefined; settings: Settings; locale: WireLocale; db: Db };

/** A visit as the answers below see it: a trainee's call is asked only with the trainee; a passage read once for the page. */
type Asking = PageVisit & { passage?: Awaited<ReturnType<typeof readPassageViewed>> };
type Calls = typeof allCalls;
type Answer<C extends FirstPaintCallId> = (visit: Asking & { caller: Caller }, params: ParamsOf<Calls[C]>) => Promise<ResponseOf<Calls[C]>>;

/**
 * Each call a first paint may ask (api/page-data.ts FirstPaintCallId), answered as its route
 * answers it (server/routes/<area>.ts): the same domain function with the same arguments.
 */
const answers: { [C in FirstPaintCallId]: Answer<C> } = {
  'trainings.current': ({ caller }) => currentTrainings(caller),
  'trainings.past': ({ caller }) => pastTrainings(caller),
  'trainings.get': ({ caller }, { applicationId }) => training(caller, Number(applicationId)),
  'courses.list': ({ caller }) => courseList(caller),
  'courses.get': ({ caller }, { courseId }) => courseDetail(caller, Number(courseId)),
  'main.alerts': ({ caller }) => examAlerts(caller),
  'news.list': ({ caller }) => loadNews(caller),
  'exams.available': ({ caller }) => availableExams(caller),
  'exams.active': ({ caller }) => activePassages(caller),
  'exams.intro': ({ caller }, { scheduleId }) => examIntro(caller, Number(scheduleId)),
  // The passage with the rows it was read with, kept for its question (below).
  'exams.passage.get': async (visit, { resultId }) => {
    visit.passage = await readPassageViewed(visit.caller, Number(resultId));
    return visit.passage.passage;
  },
  // The question of the passage the page shows, from the rows that passage was read with, not read again.
  'exams.passage.question': async (visit, { resultQuestionId }) => {
    if (!visit.passage) throw new NotFoundError();
    return questionOfPassage(visit.caller, visit.passage, Number(resultQuestionId));
  },
  'exams.passed': ({ caller }) => passedExams(caller),
  'exams.result': ({ caller }, { resultId }) => examResult(caller, Number(resultId)),
  // The profile's e-mail rule by the login mode the settings say.
  'profile.get': ({ caller, settings }) => loadCustomer(caller.db, caller.customerId, isEmailLogin(settings)),
  'certificates.all': ({ caller }) => allCertificates(caller),
  'certificates.available': ({ caller, settings }, { applicationId }) => availableEntries(caller, settings, Number(applicationId)),
  // Public calls: the request's settings and language, the trainee or not.
  'legal.page': async ({ settings, locale }, { slug }) => {
    const page = legalPage(settings, String(slug), locale);
    if (!page) throw new NotFoundError();
    return page;
  },
  'common.achievements': ({ db, locale }, { hash }) => loadAchievements(db, String(hash), locale),
};

const NOT_THERE = Symbol('not there');
const REFUSED = Symbol('refused');
type Asked = { answer: unknown } | typeof NOT_THERE | typeof REFUSED;

/** The call's answer for this visit; NOT_THERE when the call would answer 404 (NotFoundError), REFUSED for another refusal; with `rethrow`, a refusal is thrown as the call would answer it. */
async function ask(call: FirstPaintCallId, params: Record<string, string | number> | undefined, visit: Asking, rethrow: boolean): Promise<Asked> {
  const answer = answers[call] as (visit: Asking, params: Record<string, string | number> | undefined) => Promise<unknown>;
  try {
    return { answer: await answer(visit, params) };
  } catch (error) {
    if (rethrow) throw error;
    return error instanceof NotFoundError ? NOT_THERE : REFUSED;
  }
}

/** Whether the page's first paint is answered for a visitor who is not logged in: all its calls are public (a legal page, a trainee's public page). */
const forAnyone = (paint: FirstPaint) => (paint.asks ?? []).every(({ call }) => allCalls[call].access === 'public');

/**
 * What the page's declaration makes of its calls' answers (src/app/first-paint.ts): its answers
 * by path, the name it gives itself, a passage open; not there (404) when a call says so or an
 * answer does not hold what the address names; nothing when a call is refused otherwise. A public
 * page that is not there is named so in the visitor's language, as the app names it (#200, #202).
 */
async function firstPaintOf(paint: FirstPaint, route: RouteParams<RouteId>, visit: Asking): Promise<PageStart> {
  const asks = paint.asks ?? [];
  const notThere = (start: PageStart = {}): PageStart => ({ ...start, notFound: true, ...(forAnyone(paint) && { pageName: PAGE_NOT_FOUND_NAME[visit.locale] }) });
  const asked = await Promise.all(asks.map((one) => ask(one.call, one.params?.(route as never), visit, one.refused === undefined)));
  const preloaded: Record<string, unknown> = {};
  let pageName: string | undefined;
  let passageOpen = false;
  const thens: Then[] = [];
  for (const [i, one] of asks.entries()) {
    const result = asked[i]!; // one answer per ask
    if (result === NOT_THERE && one.refused === 'notThere') return notThere();
    if (result === NOT_THERE || result === REFUSED) return {};
    const answer = result.answer as never;
    if (one.keep && !one.keep(answer)) return {};
    preloaded[urlOf(allCalls[one.call], one.params?.(route))] = answer;
    if (one.there && !one.there(answer, route)) return notThere({ preloaded });
    pageName ??= one.names?.(answer, route, visit.locale);
    if (one.passageOpen) passageOpen = true;
    const then = one.then?.(answer, route);
    if (then) thens.push(then);
  }
  for (const then of thens) {
    const result = await ask(then.call, then.params, visit, false);
    if (typeof result === 'object') preloaded[urlOf(allCalls[then.call], then.params)] = result.answer;
  }
  return { preloaded, ...(pageName !== undefined && { pageName }), ...(passageOpen && { passageOpen }) };
}

/** What the page at `path` starts with for this visit (its preloaded answers, its name), or undefined when it preloads nothing. */
export async function pagePreloads(path: string, visit: PageVisit, firstPaints: FirstPaints | undefined): Promise<PageStart | undefined> {
  for (const routeId of Object.keys(routePaths) as RouteId[]) {
    const params = paramsAt(routeId, path);
    if (!params) continue;
    const paint = firstPaints?.[routeId];
    if (!paint?.asks?.length || (!visit.caller && !forAnyone(paint))) return undefined;
    return firstPaintOf(paint, params, { ...visit });
  }
  return undefined;
}
