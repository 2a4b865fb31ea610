import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createHttp, HTTP_TIMEOUT_MS } from '../../../src/lib/http.ts';
import type { ApiError } from '../../../src/lib/errors.ts';
import { getCall, postCall } from '../helpers/test-calls.ts';

// SPEC §7 preamble and §8 error catalogue, seen from a caller of the client.
const Any = v.unknown();
const base = 'http://portal.test';

function fakeFetch(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => vi.useRealTimers());

describe('every request', () => {
  it('carries X-Requested-With; GETs get a cache-busting timestamp', async () => {
    const { fetch, calls } = fakeFetch(200, { a: 1 });
    const http = createHttp(fetch, () => 1234);
    await http.call(getCall(`${base}/api/main`, Any));
    await http.call(postCall(`${base}/api/news/viewed`, Any), { body: [1] });
    expect(calls[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(new URL(calls[0]!.url).searchParams.get('_')).toBe('1234');
    expect(calls[1]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(new URL(calls[1]!.url).searchParams.has('_')).toBe(false);
    expect(await calls[1]!.json()).toEqual([1]);
  });

  it('gives up after 60 seconds with a connection error', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (input: Request) => new Promise<Response>((_, reject) => input.signal.addEventListener('abort', () => reject(input.signal.reason as DOMException))),
    );
    const http = createHttp(fetch as unknown as typeof globalThis.fetch);
    const pending = failure(http.call(getCall(`${base}/api/main`, Any)));
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2);
    expect((await pending).code).toBe('connection');
  });

  it('reports how many requests are in flight, for the loading overlay', async () => {
    const { fetch } = fakeFetch(200, {});
    const http = createHttp(fetch);
    const seen: number[] = [];
    http.setHooks({ onActivity: (n) => seen.push(n) });
    await Promise.all([http.call(getCall(`${base}/a`, Any)), http.call(getCall(`${base}/b`, Any))]);
    await http.call(getCall(`${base}/c`, Any), undefined, { quiet: true });
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});

describe('SPEC §8 errors', () => {
  it.each([
    [403, {}, 'forbidden'],
    [404, {}, 'notFound'],
    [500, {}, 'connection'],
    [503, undefined, 'connection'],
    [400, { errorMessage: 'Too late' }, 'message'],
    [400, { errors: { login: 'required' } }, 'validation'],
    [400, { errors: { expired: 'Code expired' } }, 'expired'],
    [400, { exception: 'PassageInterruptException' }, 'interrupted'],
  ])('status %s with %j is a %s error', async (status, body, code) => {
    const { fetch } = fakeFetch(status, body);
    const error = await failure(createHttp(fetch).call(getCall(`${base}/x`, Any), undefined, { local: true }));
    expect(error.code).toBe(code);
  });

  it('a network failure is a connection error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(createHttp(fetch as unknown as typeof globalThis.fetch).call(getCall(`${base}/x`, Any), undefined, { local: true }));
    expect(error.code).toBe('connection');
  });

  it('403 marks the session over instead of showing an error dialog', async () => {
    const { fetch } = fakeFetch(403, {});
    const http = createHttp(fetch);
    const onForbidden = vi.fn();
    const onError = vi.fn();
    http.setHooks({ onForbidden, onError });
    await failure(http.call(getCall(`${base}/api/main`, Any)));
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it('other errors reach the global handler with the server message, unless handled locally', async () => {
    const { fetch } = fakeFetch(400, { errorMessage: 'Not allowed now' });
    const http = createHttp(fetch);
    const onError = vi.fn();
    http.setHooks({ onError });
    await failure(http.call(postCall(`${base}/x`, Any), { body: {} }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'message', serverMessage: 'Not allowed now' }));
    await failure(http.call(postCall(`${base}/x`, Any), { body: {} }, { local: true }));
    expect(onError).toHaveBeenCalledOnce();
  });

  it('a caller that handles one code itself gets it, and the global handler the others', async () => {
    const onError = vi.fn();
    const handlesNotFound = { local: 'notFound' } as const;
    const missing = createHttp(fakeFetch(404, { errorMessage: 'Not found' }).fetch);
    missing.setHooks({ onError });
    expect((await failure(missing.call(getCall(`${base}/x`, Any), undefined, handlesNotFound))).code).toBe('notFound');
    expect(onError).not.toHaveBeenCalled();
    const broken = createHttp(fakeFetch(500, {}).fetch);
    broken.setHooks({ onError });
    await failure(broken.call(getCall(`${base}/x`, Any), undefined, handlesNotFound));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  });

  it('field errors are kept for the form', async () => {
    const { fetch } = fakeFetch(400, { errors: { login: 'phoneLocal' } });
    const error = await failure(createHttp(fetch).call(postCall(`${base}/api/common/login`, Any), { body: {} }, { local: true }));
    expect(error.fields).toEqual({ login: 'phoneLocal' });
  });

  it('a response that does not match its schema is an error, not bad data', async () => {
    const { fetch } = fakeFetch(200, { isLoggedIn: 'yes' });
    const error = await failure(createHttp(fetch).call(getCall(`${base}/x`, v.object({ isLoggedIn: v.boolean() })), undefined, { local: true }));
    expect(error.code).toBe('connection');
  });
});

describe('the HTTP library, loaded with the first call', () => {
  afterEach(() => {
    vi.doUnmock('ky');
    vi.resetModules();
  });

  it('that cannot be loaded (offline) fails the call as a connection error, and is tried again next call', async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('ky', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createHttp: create } = await import('../../../src/lib/http.ts');
    const { fetch, calls } = fakeFetch(200, { a: 1 });
    const http = create(fetch);
    const onError = vi.fn();
    http.setHooks({ onError });
    const error = await failure(http.call(getCall(`${base}/api/main`, Any)));
    expect(error.code).toBe('connection');
    expect(onError).toHaveBeenCalledWith(error);
    expect(calls).toHaveLength(0);
    offline = false;
    vi.resetModules();
    expect(await http.call(getCall(`${base}/api/main`, Any))).toEqual({ a: 1 });
  });
});

// Issue 14 "Operating it": the server's request id travels with a failure, for the error dialog.
describe('a failed call', () => {
  it("keeps the answer's X-Request-Id, and has none when no answer came", async () => {
    const { fetch } = fakeFetch(500, { errorMessage: 'Boom' }, { 'X-Request-Id': '3f9a0c1d2e4b5a67' });
    const error = await failure(createHttp(fetch).call(getCall(`${base}/api/main`, Any), undefined, { local: true }));
    expect(error).toMatchObject({ code: 'connection', status: 500, requestId: '3f9a0c1d2e4b5a67' });
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof globalThis.fetch;
    expect((await failure(createHttp(offline).call(getCall(`${base}/api/main`, Any), undefined, { local: true }))).requestId).toBeUndefined();
  });
});
