// Starts the portal (DESIGN "Running it"; docs/operations.md "Processes"): one process with
// PGlite; with DATABASE_URL, a primary that prepares the database once and supervises WORKERS
// server processes sharing the port (server/cluster.ts). Each process is server/serve.ts.
import cluster from 'node:cluster';
import { portForWorkers, superviseWorkers, workerCount } from './cluster.ts';
import { loadConfig } from './config.ts';
import { pipelinesPerProcess } from './db/pipelines.ts';
import { poolSizePerProcess } from './db/pool-size.ts';
import { aggregateForWorkers } from './http/metrics.ts';
import { prepareOnce, serveProcess } from './serve.ts';

const config = loadConfig();
const plan = workerCount(process.env, config.databaseUrl !== undefined);
// Each process opens its own PostgreSQL pool, sized for this machine's processes (server/db/pool-size.ts).
const pool = poolSizePerProcess(process.env, plan.count);

if (cluster.isPrimary && plan.count > 1) {
  const { seeded, movedEssays, certificatePdfs } = await prepareOnce(config);
  console.log(
    `Starting ${plan.count} server processes (${plan.why}), each with ${pool.size} database connections (${pool.why}) and ${pipelinesPerProcess()} pipelined (DB_PIPELINES); a process that dies is replaced.`,
  );
  if (seeded) console.log('Demo data seeded.');
  if (certificatePdfs) console.log(`Stored the PDFs of ${certificatePdfs} certificate(s) in the file store.`);
  if (movedEssays) console.log(`Moved ${movedEssays} essay file(s) from the database into the file store.`);
  // Each worker opens the port itself (server/cluster.ts listenOptions), so they must be told the same one.
  process.env.PORT = String(await portForWorkers(config.port, config.host));
  const supervisor = superviseWorkers(plan.count, console.log);
  if (process.env.METRICS_TOKEN) aggregateForWorkers();
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void supervisor.stop(signal).then((code) => process.exit(code));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} else {
  if (cluster.isPrimary) console.log(`One server process: ${plan.why}.`);
  await serveProcess(config, { prepare: cluster.isPrimary, announce: cluster.isPrimary || cluster.worker?.id === 1, poolMax: pool.size });
}
