// The one error handler (DESIGN "domain errors thrown as typed errors and turned into
// responses in one app.onError"): the ErrorBody of api/common.ts with SPEC §8 statuses.
// Anything unexpected is logged and answered 500 {errorMessage: error.default}.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, WireLocale } from '../../api/common.ts';
import { PASSAGE_INTERRUPT, PassageInterruptError } from '../domain/exams/errors.ts';
import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, RateLimitedError, RefusedError, ValidationError } from '../domain/errors.ts';
import { formatMessage, type Messages } from '../domain/settings.ts';
import { localeMessages } from './session.ts';
import type { AppDeps, AppEnv } from './env.ts';

function localeOf(c: Context<AppEnv>): WireLocale {
  return c.get('locale') ?? 'ua';
}

async function messagesFor(c: Context<AppEnv>, deps: AppDeps): Promise<Messages> {
  try {
    return await localeMessages(deps, localeOf(c));
  } catch {
    return {};
  }
}

export function errorHandler(deps: AppDeps): ErrorHandler<AppEnv> {
  return async (error, c) => {
    const text = async (key: string, params?: Record<string, string | number>) => formatMessage(await messagesFor(c, deps), key, params);
    const reply = (body: ErrorBody, status: ContentfulStatusCode) => c.json(body, status);

    // SPEC §8: the passage has ended; the client leaves it.
    if (error instanceof PassageInterruptError) return reply({ errorMessage: await text(error.messageKey), exception: PASSAGE_INTERRUPT }, 400);
    if (error instanceof ValidationError) {
      const body: ErrorBody = { errors: error.errors };
      if (error.messageKey) body.errorMessage = await text(error.messageKey);
      return reply(body, 400);
    }
    if (error instanceof RefusedError) return reply({ errorMessage: await text(error.messageKey, error.params) }, 400);
    if (error instanceof ForbiddenError) return reply({ errorMessage: await text(error.messageKey) }, 403);
    if (error instanceof ConflictError) return reply({ errorMessage: await text(error.messageKey) }, 409);
    if (error instanceof NotFoundError) return reply({ errorMessage: await text('error.notFound') }, 404);
    if (error instanceof PayloadTooLargeError) return reply({ errorMessage: await text(error.messageKey, error.params) }, 413);
    if (error instanceof RateLimitedError) {
      const seconds = Math.max(1, Math.ceil((error.retryAt - error.now) / 1000));
      c.header('Retry-After', String(seconds));
      return reply({ errorMessage: await text(error.messageKey, { minutes: Math.ceil(seconds / 60), seconds }) }, 429);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals (e.g. a malformed request it rejects) keep their status.
      return reply({ errorMessage: await text('error.badRequest') }, error.status);
    }
    if (deps.log) deps.log.error({ reqId: c.get('requestId'), err: error }, 'request failed');
    else console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return reply({ errorMessage: await text('error.default') }, 500);
  };
}

/**
 * A request no route answered. Under /api: at a path some call is at, with another method, 405
 * with `Allow` (the methods `allowed` says are answered there; issue 59 item 11) and
 * {errorMessage: error.badRequest}; else 404 JSON. Others: plain 404 (the SPA fallback runs
 * before this).
 */
export function notFoundHandler(deps: AppDeps, allowed: (path: string) => string[] = () => []): NotFoundHandler<AppEnv> {
  return async (c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      const messages = await messagesFor(c, deps);
      const methods = allowed(c.req.path);
      if (methods.length) {
        c.header('Allow', methods.join(', '));
        return c.json({ errorMessage: formatMessage(messages, 'error.badRequest') } satisfies ErrorBody, 405);
      }
      return c.json({ errorMessage: formatMessage(messages, 'error.notFound') } satisfies ErrorBody, 404);
    }
    return c.text('Not found', 404);
  };
}
