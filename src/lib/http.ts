import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, toApiError } from './errors.ts';

// SPEC §7 preamble: X-Requested-With on every request, cache-busting GETs, 60 s timeout.
// SPEC §8: every failure becomes a typed ApiError; 403 notifies the session; unless a
// caller handles errors itself (`local: true`), the global handler shows them.
// ky is loaded with the first call (docs/decisions.md #27: /login calls nothing before the
// visitor acts); when it cannot be loaded (offline) the call fails as a connection error.
export const HTTP_TIMEOUT_MS = 60_000;

type KyModule = typeof import('ky');
let kyModule: Promise<KyModule> | undefined;

function loadKy(): Promise<KyModule> {
  if (!kyModule) {
    kyModule = import('ky');
    kyModule.catch(() => {
      kyModule = undefined; // try again with the next call
    });
  }
  return kyModule;
}

export interface HttpHooks {
  /** HTTP 403: the session is over (SPEC §8). */
  onForbidden?: (error: ApiError) => void;
  /** Errors nobody handles locally go to the global error dialog. */
  onError?: (error: ApiError) => void;
  /** Number of requests in flight, for the global loading overlay. */
  onActivity?: (inFlight: number) => void;
}

export interface CallOptions {
  /** The caller shows errors itself (login, forms with field errors). */
  local?: boolean;
  /** No global loading overlay (background polling). */
  quiet?: boolean;
}

type Schema<T> = v.GenericSchema<unknown, T>;

export interface Http {
  get<T>(path: string, schema: Schema<T>, options?: CallOptions): Promise<T>;
  post<T>(path: string, body: unknown, schema: Schema<T>, options?: CallOptions): Promise<T>;
  /** POST whose response body is not used (SPEC §7: "bodies ... are not shown"). */
  send(path: string, body?: unknown, options?: CallOptions): Promise<void>;
  setHooks(hooks: HttpHooks): void;
}

export function createHttp(fetchImpl?: typeof fetch, now: () => number = Date.now): Http {
  let hooks: HttpHooks = {};
  let inFlight = 0;
  let client: KyInstance | undefined;
  const clientOf = (ky: KyModule): KyInstance =>
    (client ??= ky.default.create({
      timeout: HTTP_TIMEOUT_MS,
      retry: 0,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      // Absolute base so paths resolve outside a browser document too (jsdom uses Node's Request).
      ...(typeof location !== 'undefined' ? { baseUrl: `${location.origin}/` } : {}),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    }));

  const activity = (delta: number, quiet?: boolean) => {
    if (quiet) return;
    inFlight += delta;
    hooks.onActivity?.(inFlight);
  };

  async function run<T>(request: (client: KyInstance) => Promise<T>, options: CallOptions = {}): Promise<T> {
    activity(1, options.quiet);
    let ky: KyModule | undefined;
    try {
      ky = await loadKy();
      return await request(clientOf(ky));
    } catch (cause) {
      const error = normalize(cause, ky);
      if (error.code === 'forbidden') hooks.onForbidden?.(error);
      else if (!options.local) hooks.onError?.(error);
      throw error;
    } finally {
      activity(-1, options.quiet);
    }
  }

  function parse<T>(schema: Schema<T>, data: unknown): T {
    const result = v.safeParse(schema, data);
    if (!result.success) throw new ApiError('connection', 200, 'Unexpected response');
    return result.output;
  }

  return {
    get: (path, schema, options) =>
      run(async (client) => parse(schema, await client.get(path, { searchParams: { _: now() } }).json()), options),
    post: (path, body, schema, options) =>
      run(async (client) => parse(schema, await client.post(path, { json: body ?? {} }).json()), options),
    send: (path, body, options) =>
      run(async (client) => {
        await client.post(path, { json: body ?? {} });
      }, options),
    setHooks(next) {
      hooks = next;
    },
  };
}

/** `ky` is undefined when it could not be loaded: no request was made, a connection error. */
function normalize(cause: unknown, ky: KyModule | undefined): ApiError {
  if (cause instanceof ApiError) return cause;
  if (ky?.isHTTPError(cause)) return toApiError(cause.response.status, cause.data);
  return new ApiError('connection', 0); // timeouts, network errors
}

/** The one client the app uses; tests build their own with createHttp(fakeFetch). */
export const http = createHttp();
