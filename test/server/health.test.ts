// Issue 14 "Operating it": /healthz while the process lives; /readyz only while it should get
// traffic (database reachable, migrations current, not stopping). server/http/health.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_IN_BUILD } from '../../server/http/health.ts';
import { makeTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ demo: false });
});
afterAll(() => t?.close());

const probe = async (app: TestApp['app'], path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as { status: string; reason?: string }, cache: res.headers.get('Cache-Control') };
};

describe('health probes', () => {
  it('/healthz answers alive, never cached, without a session or X-Requested-With', async () => {
    expect(await probe(t.app, '/healthz')).toEqual({ status: 200, body: { status: 'alive' }, cache: 'no-store' });
  });

  it('/readyz is ready on a migrated database', async () => {
    expect(await probe(t.app, '/readyz')).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
  });

  it('/readyz is 503 while the process is stopping, so a balancer sends it nothing new', async () => {
    let stopping = false;
    const { app } = t.appWith({ stopping: () => stopping });
    expect((await probe(app, '/readyz')).status).toBe(200);
    stopping = true;
    expect(await probe(app, '/readyz')).toMatchObject({ status: 503, body: { reason: 'stopping' } });
    expect((await probe(app, '/healthz')).status).toBe(200);
  });

  it('/readyz is 503 when a migration of this build has not run', async () => {
    await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`);
    expect(MIGRATIONS_IN_BUILD).toBeGreaterThan(1);
    expect(await probe(t.app, '/readyz')).toMatchObject({ status: 503, body: { reason: 'migrations' } });
  });
});

describe('health probes with the database down', () => {
  it('/readyz is 503 (database) and /healthz still alive', async () => {
    const down = await makeTestApp({ demo: false });
    await down.close();
    expect(await probe(down.app, '/readyz')).toMatchObject({ status: 503, body: { status: 'not ready', reason: 'database' } });
    expect((await probe(down.app, '/healthz')).status).toBe(200);
  });
});
