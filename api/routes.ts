import * as v from 'valibot';
import { parse as parsePattern } from 'regexparam';
import { ID_MAX } from './contract.ts';
import { LEGAL_SLUG } from './legal.ts';

// SPEC §2 "Screens and routes": every route's path pattern and how its params are
// validated. A path whose params do not validate does not match the route (so it shows
// the page-not-found message of SPEC §2); a page receives its params already parsed
// (PageProps<'passage'> in src/app/page-props.ts), and every URL of the app is built from
// these patterns by href() (href.ts). Names, layouts and pages are in src/app/pages.ts,
// which also holds the matching order. In api/, the seam, because the server matches a path
// as the app does (paramsAt, isAppPath) and runs the app's guard (guard.ts). Pure data: no
// React, so href() is cheap to import anywhere.

/** A database id in a path: a positive integer in decimal, no sign, no leading zero, an int4 like every id (api/contract.ts, issue 59). */
const id = v.pipe(v.string(), v.regex(/^[1-9]\d*$/), v.transform(Number), v.maxValue(ID_MAX));
/** An opaque token in a path (confirmation, payment, result and achievements hashes). */
const hash = v.pipe(v.string(), v.nonEmpty());
const none = v.object({});

const route = <const Path extends string, const Params extends v.ObjectEntries>(path: Path, params: v.ObjectSchema<Params, undefined>) => ({ path, params });

export const routePaths = {
  login: route('/login', none),
  restore: route('/restore', none),
  confirmEmail: route('/confirmEmail/:hash', v.object({ hash })),
  unsubscribeEmail: route('/unsubscribeEmail/:hash', v.object({ hash })),
  pay: route('/pay/:hash', v.object({ hash })),
  // SPEC §2: the passage index is 1-based in the URL.
  entryPassage: route('/entry/passage/:resultId/:currentQuestionIndex?', v.object({ resultId: id, currentQuestionIndex: v.optional(id) })),
  entry: route('/entry/:id', v.object({ id })),
  previewPassage: route('/preview/passage/:resultId/:currentQuestionIndex?', v.object({ resultId: id, currentQuestionIndex: v.optional(id) })),
  previewIframe: route('/preview/iframe/:resultId', v.object({ resultId: id })),
  previewResult: route('/preview/result/:hash', v.object({ hash })),
  preview: route('/preview/:id', v.object({ id })),
  achievements: route('/achievements/:hash', v.object({ hash })),
  result: route('/result/:hash', v.object({ hash })),
  // The footer's legal links (SPEC §1, §9; issue 10): a page per setting legalPage.<slug>.
  legal: route('/legal/:slug', v.object({ slug: v.pipe(v.string(), v.regex(LEGAL_SLUG)) })),
  home: route('/', none),
  training: route('/training/:applicationId', v.object({ applicationId: id })),
  past: route('/past', none),
  courses: route('/courses', none),
  course: route('/courses/:courseId', v.object({ courseId: id })),
  exams: route('/exams', none),
  examsPassed: route('/exams/passed', none),
  examResult: route('/exams/passed/:resultId', v.object({ resultId: id })),
  passage: route('/exams/passage/:resultId/:currentQuestionIndex?', v.object({ resultId: id, currentQuestionIndex: v.optional(id) })),
  // SPEC §2: the id of /exams/{id} is the scheduleId.
  exam: route('/exams/:id', v.object({ id })),
  documents: route('/documents/:catalogueId', v.object({ catalogueId: id })),
  inquirers: route('/inquirers', none),
  inquirer: route('/inquirers/:inquirerId', v.object({ inquirerId: id })),
  news: route('/news', none),
  newsItem: route('/news/:newsId', v.object({ newsId: id })),
  profile: route('/profile', none),
  certificate: route('/profile/certificate/:appId', v.object({ appId: id })),
  password: route('/profile/password', none),
};

export type RouteId = keyof typeof routePaths;

/** A route's params as a page receives them and as href() takes them. */
export type RouteParams<Id extends RouteId> = v.InferOutput<(typeof routePaths)[Id]['params']>;

/** The route's params parsed from the strings of a matched path, or null when they do not validate. */
export function parseParams<Id extends RouteId>(routeId: Id, raw: Record<string, string | undefined>): RouteParams<Id> | null {
  const parsed = v.safeParse(routePaths[routeId].params, raw);
  return parsed.success ? parsed.output : null;
}

const patterns = new Map<RouteId, { keys: string[]; pattern: RegExp }>();

/**
 * The route's params when `path` is at that route (its pattern matched as wouter matches a
 * <Route>, with regexparam; a trailing slash ignored; params URL-decoded, then validated),
 * or null. One matcher for the app (src/app/match-route.ts) and the server (server/routes/page-preloads.ts).
 */
export function paramsAt<Id extends RouteId>(routeId: Id, path: string): RouteParams<Id> | null {
  const pattern = patterns.get(routeId) ?? parsePattern(routePaths[routeId].path);
  patterns.set(routeId, pattern);
  const match = pattern.pattern.exec(path.length > 1 ? path.replace(/\/+$/, '') : path);
  if (!match) return null;
  return parseParams(routeId, Object.fromEntries(pattern.keys.map((key, i) => [key, decoded(match[i + 1])])));
}

/** Whether `path` is at one of the app's routes (else the app shows its not-found page, SPEC §2). */
export const isAppPath = (path: string): boolean => (Object.keys(routePaths) as RouteId[]).some((routeId) => paramsAt(routeId, path) !== null);

function decoded(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
