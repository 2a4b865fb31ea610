import type * as Ky from 'ky';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { isFileReply, urlOf, type BodyOf, type Call, type ParamsOf, type QueryOf, type ResponseOf } from '../../api/contract.ts';
import { ApiError, toApiError, type ApiErrorCode } from './errors.ts';

// Calls go by their declaration in api/ (api/contract.ts, docs/api.md "The contract"), never
// by a literal path: `http.call(examCalls['exams.passage.answer'], { params, body })`.
// SPEC §7 preamble: X-Requested-With on every request, cache-busting GETs, 60 s timeout.
// SPEC §8: every failure becomes a typed ApiError; 403 notifies the session; unless a
// caller handles errors itself (`local: true`, or the codes it handles), the global
// handler shows them.
// ky is loaded with the first call (docs/decisions.md #27: /login calls nothing before the
// visitor acts); when it cannot be loaded (offline) the call fails as a connection error.
export const HTTP_TIMEOUT_MS = 60_000;

type KyModule = typeof Ky;
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
  /**
   * The caller shows errors itself (login, forms with field errors), or only those of these
   * codes (a page that says itself that what it shows is not there: 'notFound').
   */
  local?: boolean | ApiErrorCode | readonly ApiErrorCode[];
  /** No global loading overlay (background polling). */
  quiet?: boolean;
}

/** What a call takes: the params, query and body its declaration has, and only those. */
export type CallInput<C extends Call> = (ParamsOf<C> extends undefined ? { params?: undefined } : { params: ParamsOf<C> }) &
  (QueryOf<C> extends undefined ? { query?: undefined } : { query?: QueryOf<C> }) &
  (BodyOf<C> extends undefined ? { body?: undefined } : { body: BodyOf<C> });

export interface Http {
  /** Makes the call; its JSON answer is checked with the call's response schema. */
  call<C extends Call>(call: C, input?: CallInput<C>, options?: CallOptions): Promise<ResponseOf<C>>;
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
      else if (options.local !== true && ![options.local].flat().includes(error.code)) hooks.onError?.(error);
      throw error;
    } finally {
      activity(-1, options.quiet);
    }
  }

  function parse(call: Call, data: unknown): unknown {
    if (isFileReply(call.response)) return data;
    const result = v.safeParse(call.response, data);
    if (!result.success) throw new ApiError('connection', 200, 'Unexpected response');
    return result.output;
  }

  return {
    call: <C extends Call>(call: C, input?: CallInput<C>, options?: CallOptions) =>
      run(async (client) => {
        const params = input?.params as Record<string, string | number> | undefined;
        const query = input?.query as Record<string, string | number> | undefined;
        const response =
          call.method === 'GET'
            ? client.get(urlOf(call, params), { searchParams: { ...query, _: now() } })
            : client.post(urlOf(call, params, query), { json: input?.body ?? {} });
        return parse(call, isFileReply(call.response) ? await response.blob() : await response.json()) as ResponseOf<C>;
      }, options),
    setHooks(next) {
      hooks = next;
    },
  };
}

/** `ky` is undefined when it could not be loaded: no request was made, a connection error. */
function normalize(cause: unknown, ky: KyModule | undefined): ApiError {
  if (cause instanceof ApiError) return cause;
  if (ky?.isHTTPError(cause)) return toApiError(cause.response.status, cause.data, cause.response.headers.get('X-Request-Id'));
  return new ApiError('connection', 0); // timeouts, network errors
}

/** The one client the app uses; tests build their own with createHttp(fakeFetch). */
export const http = createHttp();
