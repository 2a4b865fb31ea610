// Issue 14 "Operating it": Prometheus metrics at /metrics behind a token: request durations per
// route as registered, saves and starts, the pool's use, event-loop lag. server/http/metrics.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../server/http/metrics.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';

const TOKEN = 'm3trics-t0ken-for-tests';
let t: TestApp;
let app: ReturnType<TestApp['appWith']>;
beforeAll(async () => {
  t = await makeTestApp();
  app = t.appWith({ metrics: createMetrics({ pool: () => ({ total: 4, idle: 3, waiting: 0, pipelined: 2 }) }), metricsToken: TOKEN });
});
afterAll(() => t?.close());

const scrape = async (token?: string) => app.app.request('/metrics', token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe('/metrics', () => {
  it('refuses a scrape without the token or with a wrong one, and does not exist when no token is configured', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('wrong')).status).toBe(401);
    expect((await t.app.request('/metrics')).status).toBe(404);
  });

  it('counts requests per route as registered, with their status, and the pool and event-loop figures', async () => {
    const cookie = await app.login(T1.phone, T1.password);
    await app.call('GET', '/api/trainings/424242', { cookie });
    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{method="POST",route="\/api\/common\/login",status="200"\} 1/);
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{method="GET",route="\/api\/trainings\/:applicationId",status="404"\} 1/);
    expect(text).not.toContain('424242');
    expect(text).toMatch(/portal_db_pool_connections\{state="idle"\} 3/);
    expect(text).toMatch(/portal_db_pool_connections\{state="pipelined"\} 2/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts acknowledged answer saves and passage starts apart from refused ones', async () => {
    const metrics = createMetrics({ defaults: false });
    metrics.observe({ method: 'POST', route: '/api/exams/passage/answer/:resultQuestionId', status: 200, seconds: 0.01 });
    metrics.observe({ method: 'POST', route: '/api/exams/passage/answer/:resultQuestionId', status: 400, seconds: 0.01 });
    metrics.observe({ method: 'GET', route: '/api/exams/passage/start/:scheduleId', status: 200, seconds: 0.05 });
    metrics.observe({ method: 'GET', route: null, status: 404, seconds: 0.001 });
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_answer_saves_total{outcome="ok"} 1');
    expect(text).toContain('portal_answer_saves_total{outcome="refused"} 1');
    expect(text).toContain('portal_passage_starts_total{outcome="ok"} 1');
    expect(text).toContain('route="unmatched"');
  });
});
