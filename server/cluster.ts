// Several server processes on one port (issue 14 "Several processes, one database";
// docs/operations.md "Processes"): with DATABASE_URL, `npm start` runs WORKERS processes
// (default: the number of cores) through node:cluster, on one port: on Linux each worker opens
// it itself and the kernel spreads the connections (listenOptions). The primary migrates and
// seeds once, then forks; a worker that dies is replaced (after a pause when they keep dying,
// so a broken build does not spin); SIGTERM is passed to every worker, each finishes its
// requests in flight (server/http/graceful-stop.ts), and the primary exits when the last one
// has. With PGlite, one process: its files admit a single owner.
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { createServer, type AddressInfo, type ListenOptions } from 'node:net';
import { availableParallelism } from 'node:os';

/** How many processes to run: WORKERS, else the cores; always 1 without a PostgreSQL server. */
export function workerCount(env: Record<string, string | undefined>, hasServerDatabase: boolean): { count: number; why: string } {
  if (!hasServerDatabase) return { count: 1, why: 'PGlite keeps the database in this process, so it runs alone (set DATABASE_URL for several processes)' };
  const asked = Number(env.WORKERS);
  if (env.WORKERS !== undefined && (!Number.isInteger(asked) || asked < 1)) throw new Error(`WORKERS must be a whole number of 1 or more, not '${env.WORKERS}'`);
  const count = env.WORKERS !== undefined ? asked : availableParallelism();
  return { count, why: env.WORKERS !== undefined ? 'WORKERS' : 'one per core' };
}

/**
 * How a server process listens on `port` (decision #187). On Linux a cluster worker opens the
 * port itself with SO_REUSEPORT and the kernel spreads new connections between the workers.
 * Without it node:cluster's primary accepts every connection and hands it to a worker over
 * IPC, and on an exam morning 2,000 trainees connecting within a second queued behind that
 * primary before their starts. Other systems keep that round robin: their SO_REUSEPORT is
 * missing or does not spread connections.
 */
export function listenOptions(port: number, host: string | undefined): ListenOptions {
  return { port, host, reusePort: cluster.isWorker && process.platform === 'linux' };
}

/**
 * The port every worker is to open: `port`, or for 0 one free now. Workers that each open
 * port 0 with SO_REUSEPORT would get a port each.
 */
export async function portForWorkers(port: number, host: string | undefined): Promise<number> {
  if (port !== 0) return port;
  const probe = createServer().listen({ port: 0, host });
  await once(probe, 'listening');
  const free = (probe.address() as AddressInfo).port;
  await once(probe.close(), 'close');
  return free;
}

/** Exits within this window count as a crash loop: the next fork waits RESTART_PAUSE_MS. */
const CRASH_WINDOW_MS = 30_000;
const CRASHES_BEFORE_PAUSE = 3;
const RESTART_PAUSE_MS = 5_000;

export type Supervisor = { stop: (signal: NodeJS.Signals) => Promise<number> };

export function superviseWorkers(count: number, log: (line: string) => void, now: () => number = Date.now): Supervisor {
  let stopping = false;
  let recentExits: number[] = [];
  const fork = (): Worker => cluster.fork();
  for (let i = 0; i < count; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const at = now();
    recentExits = [...recentExits.filter((t) => at - t < CRASH_WINDOW_MS), at];
    const pause = recentExits.length > CRASHES_BEFORE_PAUSE ? RESTART_PAUSE_MS : 0;
    log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another${pause ? ` in ${pause / 1000} s (it keeps dying)` : ''}`);
    setTimeout(fork, pause);
  });

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
  return {
    stop(signal) {
      stopping = true;
      const workers = alive();
      log(`${signal}: stopping ${workers.length} worker(s)`);
      return Promise.all(
        workers.map(
          (w) =>
            new Promise<number>((resolve) => {
              w.once('exit', (code) => resolve(code ?? 1));
              w.process.kill(signal);
            }),
        ),
      ).then((codes) => (codes.every((c) => c === 0) ? 0 : 1));
    },
  };
}
