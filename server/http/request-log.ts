// One structured line per request (issue 14 "Operating it"; docs/operations.md "Logs"): pino
// JSON with the request id, the route as registered (`/api/exams/passage/answer/:resultQuestionId`,
// never the path with its ids or hashes), the status, the duration and the trainee's id.
// Nothing a person typed is logged: no body, no query, no cookie, no header but the id.
// The id comes back in the X-Request-Id header, so a trainee can quote it (the error panel
// shows it) and an operator can find the line.
import { randomBytes } from 'node:crypto';
import { devNull } from 'node:os';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppEnv } from './env.ts';
import type { Metrics } from './metrics.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id a trusted proxy sends is kept when it looks like one; anything else is replaced. */
const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

export const newRequestId = (): string => randomBytes(8).toString('hex');

/** A server process's log: JSON lines on stdout (or `to`), from LOG_LEVEL (default info; warn quiets the request lines). */
export const processLog = (to?: DestinationStream): Logger => pino({ level: process.env.LOG_LEVEL ?? 'info', base: { pid: process.pid } }, to);

/** The same log written to /dev/null: the warm-up's (server/warm-up.ts) and the bench server's, doing a real log's work. */
export const discardedLog = (): Logger => processLog(pino.destination({ dest: devNull }));

export function requestLog(log: Logger | undefined, trustProxy: boolean, metrics?: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : newRequestId();
    c.set('requestId', id);
    const started = performance.now();
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
    if (!log && !metrics) return;
    const route = matchedRoutes(c)[c.req.routeIndex]?.path ?? null;
    const ms = performance.now() - started;
    metrics?.observe({ method: c.req.method, route, status: c.res.status, seconds: ms / 1000 });
    if (!log) return;
    log.info(
      {
        reqId: id,
        method: c.req.method,
        route,
        status: c.res.status,
        ms: Math.round(ms * 10) / 10,
        trainee: c.get('session')?.customerId ?? null,
      },
      'request',
    );
  };
}
