// Prometheus metrics (issue 14 "Operating it"; docs/operations.md "Metrics"): request
// durations per route as registered, answer saves and passage starts (a rate() of them is
// the per-second figure), the database pool's use and Node's own figures (event-loop lag,
// memory, CPU). Served at GET /metrics only with `Authorization: Bearer <METRICS_TOKEN>`;
// without a token configured the path does not exist. With several processes
// (server/cluster.ts) the process a scrape reaches asks the primary, which sums every
// worker's figures (prom-client's AggregatorRegistry), so one scrape sees the whole machine.
import cluster from 'node:cluster';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppEnv } from './env.ts';

/** The routes counted on their own, besides their duration (api/exams.ts). */
const SAVE_ROUTE = '/api/exams/passage/answer/:resultQuestionId';
const START_ROUTE = '/api/exams/passage/start/:scheduleId';

export type PoolStats = () => { total: number; idle: number; waiting: number; pipelined: number };

export type Metrics = {
  registry: Registry;
  /** The scrape's text: this process's figures, or the whole cluster's (shareWithCluster). */
  text: () => Promise<string>;
  /** Called once per request by the request log (server/http/request-log.ts). */
  observe: (request: { method: string; route: string | null; status: number; seconds: number }) => void;
};

export function createMetrics({ pool, defaults = true }: { pool?: PoolStats; defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (defaults) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Request duration by method, route as registered and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const saves = new Counter({
    name: 'portal_answer_saves_total',
    help: 'Answer saves by outcome (ok: acknowledged)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const starts = new Counter({
    name: 'portal_passage_starts_total',
    help: 'Passage starts and continues by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  if (pool) {
    const connections = new Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL connections of this process by state (waiting: requests queued for one of the pool; pipelined: those carrying the named statements, beside the pool)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = pool();
        connections.set({ state: 'total' }, s.total);
        connections.set({ state: 'idle' }, s.idle);
        connections.set({ state: 'waiting' }, s.waiting);
        connections.set({ state: 'pipelined' }, s.pipelined);
      },
    });
  }
  return {
    registry,
    text: () => registry.metrics(),
    observe({ method, route, status, seconds }) {
      // Unmatched paths share one label, so a scan of random URLs cannot grow the series.
      duration.observe({ method, route: route ?? 'unmatched', status: String(status) }, seconds);
      const outcome = status < 400 ? 'ok' : 'refused';
      if (method === 'POST' && route === SAVE_ROUTE) saves.inc({ outcome });
      if (route === START_ROUTE) starts.inc({ outcome });
    },
  };
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function mountMetrics(app: Hono<AppEnv>, metrics: Metrics | undefined, token: string | undefined): void {
  if (!metrics || !token) return;
  app.get('/metrics', async (c) => {
    const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? '';
    if (!sameToken(given, token)) return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer' });
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.text(), 200, { 'Content-Type': metrics.registry.contentType });
  });
}

const ASK = 'portal:metrics?';
const ANSWER = 'portal:metrics!';
type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string };

/** In a cluster worker: offer this registry to the primary, and scrape through it. */
export function shareWithCluster(metrics: Metrics): Metrics {
  new AggregatorRegistry(); // installs the worker's answer to the primary's collection
  AggregatorRegistry.setRegistries([metrics.registry]);
  const text = () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const onMessage = (message: Answer) => {
        if (message?.type !== ANSWER || message.id !== id) return;
        process.off('message', onMessage);
        clearTimeout(timer);
        if (message.text !== undefined) resolve(message.text);
        else reject(new Error(message.error ?? 'no metrics'));
      };
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the primary did not answer with the metrics'));
      }, 10_000);
      process.on('message', onMessage);
      process.send!({ type: ASK, id });
    });
  return { ...metrics, text };
}

/** In the cluster primary: answer a worker's scrape with every worker's figures summed. */
export function aggregateForWorkers(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK || !message.id) return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id, error: error.message } satisfies Answer),
    );
  });
}
