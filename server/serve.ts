// One server process (DESIGN "Running it"; docs/operations.md): opens and migrates the
// database and serves the API, the built SPA from dist/ (when built) and a favicon. Alone, it
// also prepares the database (prepareOnce); as a cluster worker (server/cluster.ts) the
// primary has done that, and only the first worker prints the demo logins.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadServerRender } from './page-render.ts';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { configuredFileStore, withDefaultAdapters } from './default-adapters.ts';
import { FolderStore } from './adapters/files/folder-store.ts';
import { S3Store } from './adapters/files/s3-store.ts';
import { hasTempFolder } from './adapters/files/temp-folder.ts';
import { redactUrl, smtpMailer } from './adapters/mail.ts';
import { DevOutbox } from './adapters/outbox.ts';
import { httpSmsGateway } from './adapters/sms.ts';
import { createApp } from './app.ts';
import type { StartConfig } from './config.ts';
import { openDatabase, type Db } from './db/connect.ts';
import type { FileStore } from './adapters/files/store.ts';
import { ensureAllFiles } from './domain/certificates/store.ts';
import { moveLegacyEssayFiles } from './domain/exams/essay-legacy.ts';
import { DEMO_LOGINS, seedDemoIfEmpty } from './seed/demo.ts';
import { demoEmailLinkPaths } from './seed/demo-email-links.ts';
import { seedDefaults } from './seed/defaults.ts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { drain } from './http/graceful-stop.ts';
import { createMetrics, shareWithCluster, type Metrics, type PoolStats } from './http/metrics.ts';
import cluster from 'node:cluster';
import { listenOptions } from './cluster.ts';
import { discardedLog, processLog } from './http/request-log.ts';
import { warmUpProcess, warmUpRounds } from './warm-up.ts';
import { applyTimeouts, SERVER_OPTIONS } from './http/timeouts.ts';

/** What runs once per start, whatever the number of processes: seeds, file-store upkeep. */
type Prepared = { seeded: boolean; movedEssays: number; certificatePdfs: number };

export async function prepareOnce(config: StartConfig, opened?: { db: Db; files: FileStore }): Promise<Prepared> {
  const database = opened ? null : await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const conn = opened?.db ?? database!.db;
  const files = opened?.files ?? configuredFileStore(config) ?? withDefaultAdapters({}).files;
  try {
    // An S3 bucket that is missing or refuses the keys stops the start here, with what to fix.
    if (files instanceof S3Store) await files.check();
    await seedDefaults(conn);
    const seeded = config.seedDemo ? await seedDemoIfEmpty(conn, Date.now()) : false;
    // Left-overs of a stopped process in the local temp folder (uploads being received, writes
    // not finished); an S3 bucket never holds half an object.
    if (hasTempFolder(files)) await files.removeStaleTemp();
    const movedEssays = await moveLegacyEssayFiles(conn, files);
    // Issue 13: the PDFs of issued certificates that have none in the store yet (the demo's,
    // seeded above; server/domain/certificates/store.ts), made once by the same code as a request's,
    // when the setting portalUrl names the address they print; else each at its first download (issue 59 item 2).
    const certificatePdfs = await ensureAllFiles(conn, files, config.settings);
    return { seeded, movedEssays, certificatePdfs };
  } finally {
    await database?.close();
    if (!opened && files instanceof S3Store) files.close();
  }
}

/** This process's metrics; a cluster worker's are summed with the others' by the primary. */
function processMetrics(pool: PoolStats | undefined) {
  const metrics = createMetrics({ pool });
  return cluster.isWorker ? shareWithCluster(metrics) : metrics;
}

export async function serveProcess(config: StartConfig, { prepare, announce, poolMax }: { prepare: boolean; announce: boolean; poolMax?: number }): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, ...(poolMax ? { poolMax } : {}) });
  // Mail and SMS (docs/operations.md "E-mail and SMS"): SMTP_URL alone switches e-mail to SMTP,
  // SMS_GATEWAY_URL SMS to the HTTP gateway; otherwise the dev outbox keeps them in
  // <DATA_DIR>/outbox and prints them here.
  const outbox = new DevOutbox({ dir: config.dataDir === 'memory://' ? undefined : join(config.dataDir, 'outbox'), log: console.log });
  const mail = config.smtpUrl ? smtpMailer(config.smtpUrl) : outbox.mail;
  const sms = config.smsGateway ? httpSmsGateway(config.smsGateway) : outbox.sms;
  // Uploaded files (docs/operations.md "Files"): an S3 bucket (FILES_S3_*) or a folder store,
  // by default <DATA_DIR>/files.
  const files = configuredFileStore(config);
  const adapters = withDefaultAdapters({ ...(files ? { files } : {}), mail, sms });
  const { seeded, movedEssays, certificatePdfs } = prepare
    ? await prepareOnce(config, { db: database.db, files: adapters.files })
    : { seeded: false, movedEssays: 0, certificatePdfs: 0 };

  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const spaRoot = existsSync(`${dist}/index.html`) ? dist : undefined;
  // Pages as HTML before the app runs, with the answers they start with (issue 14), when npm run build made dist-ssr/.
  const serverRender = spaRoot ? await loadServerRender(dist, fileURLToPath(new URL('../dist-ssr', import.meta.url))) : undefined;

  /**
   * Test-only: with TEST_CLOCK_FILE set, the server's clock is the real one plus the offset
   * in ms written in that file, so end-to-end tests can move server time without waiting.
   */
  function clockFrom(file: string | undefined): () => number {
    if (!file) return Date.now;
    console.log(`TEST_CLOCK_FILE=${file}: the clock follows the offset in that file (tests only)`);
    const offset = (): number => {
      try {
        return Number(readFileSync(file, 'utf8')) || 0;
      } catch {
        return 0;
      }
    };
    return () => Date.now() + offset();
  }

  /** Test-only: with TEST_CAPTCHA_TEXT set, every captcha shows that text (end-to-end tests pass restore step 1). */
  const fixedCaptchaText = process.env.TEST_CAPTCHA_TEXT || undefined;
  if (fixedCaptchaText) console.log(`TEST_CAPTCHA_TEXT is set: every captcha reads ${fixedCaptchaText} (tests only)`);

  /** Set on SIGTERM/SIGINT: /readyz answers 503 while the requests in flight finish. */
  let stopping = false;

  // One JSON line per request on stdout (server/http/request-log.ts); LOG_LEVEL=warn quiets it.
  const log = processLog();

  // Prometheus metrics at /metrics, only with METRICS_TOKEN set (docs/operations.md "Metrics").
  const metricsToken = process.env.METRICS_TOKEN || undefined;

  const clock = clockFrom(process.env.TEST_CLOCK_FILE);
  const appWith = (log: Logger, { metrics, db = database.db }: { metrics?: Metrics; db?: Db } = {}) =>
    createApp({
      log,
      ...(metrics ? { metrics, metricsToken } : {}),
      stopping: () => stopping,
      // Settings are read again at most every SETTINGS_TTL_MS (docs/operations.md "Settings").
      settingsTtlMs: Number(process.env.SETTINGS_TTL_MS ?? 5_000),
      fixedCaptchaText,
      db,
      clock,
      settings: config.settings,
      trustProxy: config.trustProxy,
      remoteAddress: (c) => {
        try {
          return getConnInfo(c).remote.address;
        } catch {
          return undefined;
        }
      },
      spaRoot,
      ...serverRender,
      adapters,
    });
  // Issue 14: the hot path compiled before the first trainee's call (server/warm-up.ts), by an
  // app of its own whose request log goes nowhere and whose calls are not counted; with
  // PostgreSQL over connections of its own (decision #186).
  await warmUpProcess(database, config.databaseUrl, (db) => appWith(discardedLog(), { db }), warmUpRounds(process.env, database.kind));
  const app = appWith(log, metricsToken ? { metrics: processMetrics(database.poolStats) } : {});

  const server = createAdaptorServer({ fetch: app.fetch, serverOptions: SERVER_OPTIONS }) as Server;
  server.listen(listenOptions(config.port, config.host), () => {
    const info = server.address() as AddressInfo;
    const where =
      database.kind === 'postgres'
        ? `PostgreSQL (DATABASE_URL, a pool of ${database.poolMax} connections and ${database.pipelines} pipelined)`
        : `PGlite in ${config.dataDir}`;
    const files = adapters.files instanceof FolderStore ? adapters.files.root : adapters.files instanceof S3Store ? adapters.files.describe() : 'the configured store';
    console.log(`Portal listening on http://${config.host ?? 'localhost'}:${info.port}/  — database: ${where}; files: ${files}; process ${process.pid}`);
    if (!announce) return;
    if (certificatePdfs) console.log(`Stored the PDFs of ${certificatePdfs} certificate(s) in the file store.`);
    if (movedEssays) console.log(`Moved ${movedEssays} essay file(s) from the database into the file store.`);
    if (!spaRoot) console.log('dist/ not built: serving the API only (npm run build, or npm start, builds it).');
    console.log(
      `E-mail: ${config.smtpUrl ? `SMTP ${redactUrl(config.smtpUrl)}` : 'dev outbox (printed here)'}; SMS: ${config.smsGateway ? `HTTP gateway ${redactUrl(config.smsGateway.url)}` : 'dev outbox (printed here)'}`,
    );
    if (seeded) console.log('Demo data seeded.');
    if (config.seedDemo) {
      console.log('Demo logins (phone / e-mail / password):');
      for (const d of DEMO_LOGINS) console.log(`  ${d.phone} / ${d.email} / ${d.password}  (${d.name})`);
      // Issue 12: the demo e-mail links (server/seed/demo-email-links.ts).
      const base = `http://${config.host && config.host !== '0.0.0.0' ? config.host : 'localhost'}:${info.port}`;
      console.log('Demo e-mail links:');
      for (const l of demoEmailLinkPaths()) console.log(`  ${base}${l.path}  (${l.what})`);
    }
    const overridden = Object.keys(config.settings);
    if (overridden.length) console.log(`Settings overridden at start: ${overridden.join(', ')}`);
  });

  applyTimeouts(server);

  /** How long the requests in flight get after SIGTERM (an orchestrator's kill timeout is usually 30 s). */
  const STOP_GRACE_MS = Number(process.env.STOP_GRACE_MS ?? 20_000);

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: accepting nothing new, finishing the requests in flight`);
    const finished = await drain(server, { graceMs: STOP_GRACE_MS, log: console.log });
    await database.close();
    console.log(finished ? 'Stopped.' : 'Stopped with requests cut.');
    process.exit(finished ? 0 : 1);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
