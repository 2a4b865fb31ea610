// Issue 14 "Operating it": one log line per request with a request id, the route as
// registered, status, duration and trainee id, and never a password, token or answer text;
// the id comes back in X-Request-Id. server/http/request-log.ts over the real app.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, T1, type TestApp } from './harness.ts';

type Line = Record<string, unknown>;
const lines: Line[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
    done();
  },
});

let t: TestApp;
let app: ReturnType<TestApp['appWith']>;
beforeAll(async () => {
  t = await makeTestApp();
  app = t.appWith({ log: pino({ level: 'info' }, sink) });
});
afterAll(() => t?.close());

const lineOf = (res: Response) => lines.find((l) => l.reqId === res.headers.get('X-Request-Id'));

describe('the request log', () => {
  it('logs a login without the password or the session token, and the id comes back in a header', async () => {
    const res = await app.call('POST', '/api/common/login', { body: { login: T1.phone, password: T1.password } });
    expect(res.status).toBe(200);
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const line = lineOf(res)!;
    expect(line).toMatchObject({ msg: 'request', method: 'POST', route: '/api/common/login', status: 200, trainee: null });
    expect(typeof line.ms).toBe('number');
    const text = JSON.stringify(line);
    expect(text).not.toContain(T1.password);
    expect(text).not.toContain(T1.phone);
    const token = res.headers
      .getSetCookie()
      .join(';')
      .match(/portal_session=([^;]+)/)![1]!;
    expect(text).not.toContain(token);
  });

  it('names the route as registered (no ids), the status and the trainee of a logged-in call', async () => {
    const cookie = await app.login(T1.phone, T1.password);
    const res = await app.call('GET', '/api/trainings/999999', { cookie });
    expect(res.status).toBe(404);
    const line = lineOf(res)!;
    expect(line.route).toBe('/api/trainings/:applicationId');
    expect(line.status).toBe(404);
    expect(line.trainee).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toContain('999999');
  });

  it('every request gets its own id; an id a trusted proxy sends is kept, a malformed one replaced', async () => {
    const a = await app.call('GET', '/healthz');
    const b = await app.call('GET', '/healthz');
    expect(a.headers.get('X-Request-Id')).not.toBe(b.headers.get('X-Request-Id'));
    const kept = await app.call('GET', '/healthz', { headers: { 'X-Request-Id': 'lb-7f3a9c21' } });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-7f3a9c21');
    const replaced = await app.call('GET', '/healthz', { headers: { 'X-Request-Id': '<script>' } });
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f]{16}$/);
  });
});
