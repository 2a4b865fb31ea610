// Issue 59 item 11, contract details: an odd public certificate path is not found (404), never
// the 403 that the app reads as "logged out" (SPEC §8); a known path asked with another method
// is 405 with Allow, not 404 (docs/api.md "Errors").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../api/calls.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.login(T1.phone, T1.password);
});
afterAll(async () => {
  await t?.close();
});

const NOT_FOUND = { errorMessage: 'Не знайдено' };

describe('an odd public certificate path', () => {
  const odd = [
    '/api/trainings/public_certificate_4_1_2.pdf',
    '/api/trainings/public_certificate_x.pdf',
    '/api/trainings/public_certificate_4_1.pdf.x',
    '/api/trainings/public_certificate_4_1.PDF',
    '/api/trainings/public_certificate_',
    '/api/trainings/public_certificate_4_1',
  ];

  it('is not found for a visitor: 404, not the 403 that logs the app out', async () => {
    for (const path of odd) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual(NOT_FOUND);
    }
  });

  it('is not found for the trainee either', async () => {
    for (const path of odd) expect((await t.call('GET', path, { cookie })).status, path).toBe(404);
  });

  it('leaves the rest as it was: a trainee call is 403 to a visitor, a well-formed path with a bad id 400', async () => {
    expect((await t.call('GET', '/api/trainings/4')).status).toBe(403);
    expect((await t.call('GET', '/api/trainings/public-certificate_4_1.pdf')).status).toBe(403); // not the download's text
    expect((await t.call('GET', '/api/trainings/public_certificate_4_0.pdf')).status).toBe(400);
    expect((await t.call('GET', '/api/trainings/public_certificate_4_2.pdf')).status).toBe(404); // trainee 1's private EN certificate
  });
});

/** A call's path with every param at a well-formed id. */
const concrete = (path: string) => path.replace(/\{\w+\}/g, '999999999');
/** The methods the contract serves at a request path (a GET serves HEAD too). */
function declaredAt(path: string): Set<string> {
  const out = new Set<string>();
  for (const call of Object.values(calls)) {
    const pattern = new RegExp(`^${call.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/_]+')}$`);
    if (!pattern.test(path)) continue;
    out.add(call.method);
    if (call.method === 'GET') out.add('HEAD');
  }
  return out;
}

describe('a known path with another method', () => {
  it('is 405 with Allow naming the methods served there', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/api/open/certificate', 'POST'],
      ['HEAD', '/api/open/certificate', 'POST'],
      ['POST', '/api/courses', 'GET, HEAD'],
      ['PUT', '/api/profile', 'GET, HEAD, POST'],
      ['DELETE', '/api/exams/passage/answer/5', 'POST'],
      ['PATCH', '/api/trainings/public_certificate_4_1.pdf', 'GET, HEAD'],
      ['OPTIONS', '/api/common', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await t.app.request(path, { method, headers: { 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie } });
      expect(`${method} ${path} ${res.status} ${res.headers.get('allow')}`).toBe(`${method} ${path} 405 ${allow}`);
      if (method !== 'HEAD') expect(await res.json()).toEqual({ errorMessage: 'Некоректний запит' });
    }
  });

  it('holds for every call of the contract, anonymous or logged in', async () => {
    for (const call of Object.values(calls)) {
      const path = concrete(call.path);
      const served = declaredAt(path);
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !served.has(m))) {
        for (const who of [{}, { Cookie: cookie }] as Record<string, string>[]) {
          const res = await t.app.request(path, { method, headers: { 'X-Requested-With': 'XMLHttpRequest', ...who } });
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(new Set(res.headers.get('allow')?.split(', ')), `${method} ${path}`).toEqual(served);
        }
      }
    }
  });

  it('an unknown path is still 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT']) {
      const res = await t.app.request('/api/no/such/call', { method, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      expect(res.status, method).toBe(404);
      expect(res.headers.get('allow'), method).toBeNull();
    }
  });
});
