// docs/api.md "Conventions": X-Requested-With, 403 for anonymous, bad input never a 500,
// body size limit, unknown /api paths (DESIGN "Bars every change keeps").
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ErrorBody } from '../../api/common.ts';
import { sessions } from '../../server/db/schema.ts';
import { makeTestApp, sessionCookie, T1, type TestApp } from './harness.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.login(T1.phone, T1.password);
});
afterAll(async () => {
  await t?.close();
});

const PROTECTED: [string, string, unknown?][] = [
  ['GET', '/api/main'],
  ['GET', '/api/main/info'],
  ['GET', '/api/main/alerts'],
  ['POST', '/api/main/alerts', { examName: 'x', finish: 1 }],
  ['GET', '/api/profile'],
  ['GET', '/api/profile/userpic.jpg?v=1'],
  ['GET', '/api/news'],
  ['POST', '/api/news/viewed', [1]],
];

describe('anonymous', () => {
  it.each(PROTECTED)('%s %s is 403 with the session.expired message', async (method, path, body) => {
    const res = await t.call(method, path, { body });
    expect(res.status).toBe(403);
    expect(v.parse(ErrorBody, await res.json())).toEqual({ errorMessage: 'Сеанс завершено. Увійдіть знову.' });
  });

  it.each(PROTECTED)('%s %s with an unknown session cookie is 403 and clears the cookie', async (method, path, body) => {
    const res = await t.call(method, path, { body, cookie: 'portal_session=forged-token' });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('portal_session=;'))).toBe(true);
  });

  it.each(PROTECTED)('%s %s answers 200 once logged in', async (method, path, body) => {
    const res = await t.call(method, path, { body, cookie });
    expect(res.status).toBe(200);
  });
});

describe('X-Requested-With', () => {
  it('refuses a login without it (400, no session created)', async () => {
    const before = (await t.db.select().from(sessions)).length;
    const res = await t.call('POST', '/api/common/login', { body: { login: T1.phone, password: T1.password }, noRequestedWith: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errorMessage: 'Некоректний запит' });
    expect(sessionCookie(res)).toBeUndefined();
    expect((await t.db.select().from(sessions)).length).toBe(before);
  });

  it('refuses the other changing calls and GET logout without it', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/news/viewed', [1]],
      ['POST', '/api/main/alerts', { examName: 'x', finish: 1 }],
      ['POST', '/api/common/language/en', undefined],
      ['GET', '/api/common/logout', undefined],
    ] as const) {
      const res = await t.call(method, path, { body, cookie, noRequestedWith: true });
      expect(res.status, `${method} ${path}`).toBe(400);
    }
    expect((await t.call('GET', '/api/main', { cookie })).status).toBe(200); // still logged in
  });

  it('does not need it for reads', async () => {
    expect((await t.call('GET', '/api/main', { cookie, noRequestedWith: true })).status).toBe(200);
  });
});

describe('bad input', () => {
  it('malformed JSON is 400 with errors._ = json, never 500', async () => {
    for (const raw of ['{', '{"login":', 'nul', '', '\u0000', '{"login":"+380501234567","password":"x"']) {
      const res = await t.call('POST', '/api/common/login', { raw });
      expect(res.status, JSON.stringify(raw)).toBe(400);
      expect(await res.json()).toEqual({ errors: { _: 'json' }, errorMessage: 'Некоректний запит' });
    }
  });

  it('a body of the wrong shape is 400 with field errors', async () => {
    for (const body of [null, [], 'text', 42, { login: { a: 1 }, password: true }]) {
      const res = await t.call('POST', '/api/common/login', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(v.parse(ErrorBody, await res.json()).errors).toBeTruthy();
    }
    const res = await t.call('POST', '/api/news/viewed', { body: [1, 'two', 3.5], cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { '1': 'number', '2': 'number' } });
  });

  it('a body over 1 MiB is 413, with or without Content-Length', async () => {
    const huge = JSON.stringify({ login: T1.phone, password: 'x'.repeat(1024 * 1024 + 10) });
    let res = await t.call('POST', '/api/common/login', { raw: huge, headers: { 'Content-Length': String(huge.length) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errorMessage: 'Запит завеликий' });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    res = await t.app.request('/api/common/login', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('arbitrary bodies and paths never give a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.json(), fc.string()),
        fc.constantFrom('/api/common/login', '/api/news/viewed', '/api/main/alerts', '/api/common/language/ua'),
        async (raw, path) => {
          const res = await t.call('POST', path, { raw, cookie });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.webPath(), async (path) => {
        const res = await t.call('GET', `/api/${path.replace(/^\//, '')}`, { cookie });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('unknown paths', () => {
  it('unknown /api paths are 404 JSON', async () => {
    for (const path of ['/api', '/api/nope', '/api/common/nope', '/api/main/nope/deeper']) {
      const res = await t.call('GET', path, { cookie });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(v.parse(ErrorBody, await res.json()).errorMessage).toBe('Не знайдено');
    }
  });

  it('a method a path does not have is 405 JSON with Allow (issue 59 item 11; more in contract-details.test.ts)', async () => {
    const res = await t.call('DELETE', '/api/news', { cookie });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('API answers are not cacheable and carry nosniff', async () => {
    const res = await t.call('GET', '/api/main', { cookie });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
