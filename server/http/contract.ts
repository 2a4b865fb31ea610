// Routes from the contract (api/contract.ts; docs/api.md "The contract"): a handler per call
// id, registered at the call's method and path with what the declaration says: login for
// `trainee` calls (403 otherwise), X-Requested-With for GETs that change something, the
// call's body limit, and its params, query and JSON body parsed with its schemas before the
// handler runs (400 with per-field errors). With `checkResponses` (the tests), every JSON
// answer is checked against the call's response schema, so a handler cannot drift from it.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { isFileReply, type Call } from '../../api/contract.ts';
import type { Caller } from '../domain/caller.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { limitBody, requireRequestedWith } from './guards.ts';
import { currentSession, loginBefore, loginBeforeErrorsOf, requireLogin, sessionInQuery, type SessionInQuery } from './session.ts';
import { jsonBody, parse } from './validate.ts';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export type HandlerInput<C extends Call> = {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** The logged-in trainee (only for `trainee` calls). */
  caller: C['access'] extends 'trainee' ? Caller : undefined;
  c: Context<AppEnv>;
};

type Answer<C extends Call> = C['response'] extends v.GenericSchema ? v.InferOutput<C['response']> | Response : Response;
export type Handler<C extends Call> = (input: HandlerInput<C>) => Promise<Answer<C>> | Answer<C>;

/** A call and its handler, as a routes file declares them. */
export type Route = { call: Call; handler: Handler<Call>; ownSession?: true };

export const route = <C extends Call>(call: C, handler: Handler<C>): Route => ({ call, handler });

/** The input of a handler that reads its session itself: `session` instead of `caller`. */
export type OwnSessionInput<C extends Call> = Omit<HandlerInput<C>, 'caller'> & { session: SessionInQuery };

/**
 * A `trainee` call whose handler reads the session in its own first statement (issue 14: the
 * answer save), so the session middleware leaves it alone. The outcomes stay those of
 * `route`: 403 without a live session before any 400 or 413 (those resolve the session first).
 */
export const routeOwnSession = <C extends Call>(call: C, handler: (input: OwnSessionInput<C>) => Promise<Answer<C>>): Route => {
  if (call.access !== 'trainee') throw new Error(`${call.id}: only a trainee call reads its own session`);
  return { call, handler: handler as unknown as Handler<Call>, ownSession: true };
};

/** The path of a call as a regular expression over request paths. */
const pathRegex = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) => (WHOLE_PARAM.test(segment) ? '[^/]+' : segment.includes('{') ? segmentRegex(segment, false) : escapeRegex(segment)))
      .join('/')}$`,
  );

/** Whether a request is for a call that reads its own session (the session middleware skips it). */
export function ownSessionRequests(routes: readonly Route[]): (method: string, path: string) => boolean {
  const own = routes.filter((r) => r.ownSession).map((r) => ({ method: r.call.method, path: pathRegex(r.call.path) }));
  return (method, path) => own.some((o) => o.method === method && o.path.test(path));
}

const WHOLE_PARAM = /^\{(\w+)\}$/;
/**
 * What a param inside a segment of text may be: anything but '_' (which separates it from the
 * text) and '/', so that a malformed id there (`1.5`, `-1`) reaches its schema and is named in
 * a 400, as in a whole segment (issue 59 item 8).
 */
const PART = '[^/_]+';
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regex of a segment with params inside text, e.g. `public_certificate_{a}_{b}.pdf`; groups name the params. */
const segmentRegex = (segment: string, groups: boolean) =>
  segment
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = WHOLE_PARAM.exec(part);
      if (!param) return escapeRegex(part);
      return groups ? `(?<${param[1]}>${PART})` : PART;
    })
    .join('');

/**
 * What a route takes at a segment of text with params: everything that begins with its text
 * (`public_certificate_…`), so that one not in the segment's shape is this call's to refuse
 * (404: pathParams) and not taken by a route with a whole param there, which could be a
 * trainee's call and answer a visitor 403 (issue 59 item 11). A segment that begins with a
 * param keeps its exact shape.
 */
const segmentRoute = (segment: string) => {
  const text = segment.slice(0, segment.indexOf('{'));
  return text ? `${escapeRegex(text)}[^/]*` : segmentRegex(segment, false);
};

/**
 * `{name}` to Hono's `:name`. A segment holding params inside text (issue 13's
 * /api/trainings/public_certificate_{applicationId}_{certificateId}.pdf) becomes one Hono
 * regex param `:seg<i>{...}` (segmentRoute); pathParams reads its params back out of it.
 */
export const honoPath = (path: string) =>
  path
    .split('/')
    .map((segment, i) => {
      const whole = WHOLE_PARAM.exec(segment);
      if (whole) return `:${whole[1]}`;
      return segment.includes('{') ? `:seg${i}{${segmentRoute(segment)}}` : segment;
    })
    .join('/');

/**
 * The path params of a request: Hono's, with those inside a segment of text read out of it;
 * null when such a segment is not in its shape (`public_certificate_1_2_3.pdf`): the path names
 * nothing (404).
 */
export function pathParams(path: string, raw: Record<string, string>): Record<string, string> | null {
  const out = { ...raw };
  for (const [i, segment] of path.split('/').entries()) {
    if (WHOLE_PARAM.test(segment) || !segment.includes('{')) continue;
    const value = out[`seg${i}`] ?? '';
    delete out[`seg${i}`];
    const groups = new RegExp(`^${segmentRegex(segment, true)}$`).exec(value)?.groups;
    if (!groups) return null;
    Object.assign(out, groups);
  }
  return out;
}

/** A call's path as a regular expression over request paths, as its Hono route matches them (honoPath). */
const routeRegex = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) => (WHOLE_PARAM.test(segment) ? '[^/]+' : segment.includes('{') ? segmentRoute(segment) : escapeRegex(segment)))
      .join('/')}$`,
  );

/**
 * The methods the routes answer at a request path, as an Allow header lists them (a GET route
 * answers HEAD too); none when no route is at that path. Read only once no route matched a
 * request (server/http/on-error.ts notFoundHandler: 405 when there are some, issue 59 item 11).
 */
export function allowedMethods(routes: readonly Route[]): (path: string) => string[] {
  const known = routes.map((r) => ({ methods: r.call.method === 'GET' ? ['GET', 'HEAD'] : [r.call.method], path: routeRegex(r.call.path) }));
  return (path) => [...new Set(known.filter((k) => k.path.test(path)).flatMap((k) => k.methods))];
}

/** Params that are a whole segment: a route with fewer is registered first (a segment of text with params counts as text). */
const wholeParams = (path: string) => path.split('/').filter((segment) => WHOLE_PARAM.test(segment)).length;

/**
 * Registers every route; calls with fewer path params first, so that a fixed path such as
 * /api/exams/available is matched before /api/exams/{scheduleId}. Returns the ids served.
 */
export function mountRoutes(app: Hono<AppEnv>, deps: AppDeps, routes: readonly Route[]): Set<string> {
  const params = (r: Route) => wholeParams(r.call.path);
  const served = new Set<string>();
  for (const { call, handler, ownSession } of [...routes].sort((a, b) => params(a) - params(b))) {
    if (served.has(call.id)) throw new Error(`${call.id} has two handlers`);
    served.add(call.id);
    const chain: MiddlewareHandler<AppEnv>[] = [];
    if (call.access === 'trainee' && !ownSession) chain.push(requireLogin);
    if (call.method === 'GET' && call.changes) chain.push(requireRequestedWith(true));
    // A multipart upload counts its own streamed body (Hono's limit would buffer it).
    if (call.method === 'POST' && !call.multipart) chain.push(ownSession ? loginBeforeErrorsOf(deps, limitBody(deps, call.bodyLimit)) : limitBody(deps, call.bodyLimit));
    const paramsOf = (c: Context<AppEnv>) => {
      const raw = pathParams(call.path, c.req.param());
      if (!raw) throw new NotFoundError();
      return parse(call.params!, raw);
    };
    const parsed = async (c: Context<AppEnv>) => ({
      params: call.params ? paramsOf(c) : undefined,
      query: call.query ? parse(call.query, c.req.query()) : undefined,
      body: call.body ? await jsonBody(c, call.body) : undefined,
    });
    const inputOf = async (c: Context<AppEnv>) => {
      if (!ownSession) {
        const caller = call.access === 'trainee' ? { db: deps.db, customerId: currentSession(c).customerId, now: deps.clock(), locale: c.get('locale') } : undefined;
        return { ...(await parsed(c)), caller, c } as HandlerInput<Call>;
      }
      // A 400 for someone without a session is a 403, as on every other trainee call.
      const input = await loginBefore(c, deps, () => parsed(c));
      return { ...input, session: sessionInQuery(c, deps), c } as unknown as HandlerInput<Call>;
    };
    const run = async (c: Context<AppEnv>) => {
      const answer = await handler(await inputOf(c));
      if (answer instanceof Response) return answer;
      if (deps.checkResponses && !isFileReply(call.response)) {
        const checked = v.safeParse(call.response, answer);
        if (!checked.success) throw new Error(`${call.id}: the answer does not match its response schema: ${v.summarize(checked.issues)}`);
      }
      return c.json(answer);
    };
    const on = app.on.bind(app) as (method: string, path: string, ...handlers: MiddlewareHandler<AppEnv>[]) => void;
    on(call.method, honoPath(call.path), ...chain, run as MiddlewareHandler<AppEnv>);
  }
  return served;
}
