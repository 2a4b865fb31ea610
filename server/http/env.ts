// What createApp is given (DESIGN: "A createApp(deps) factory serves both server/main.ts and
// the tests") and what the middleware puts on each request's context.
import type { FirstPaints, PageRenderer } from '../page-render.ts';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.ts';
import type { WireLocale } from '../../api/common.ts';
import type { FileStore } from '../adapters/files/store.ts';
import type { Mailer } from '../adapters/mail.ts';
import type { SmsSender } from '../adapters/sms.ts';
import type { Random } from '../domain/exams/handles.ts';
import type { Db } from '../db/connect.ts';
import type { Session } from '../domain/sessions.ts';
import type { Settings } from '../domain/settings.ts';

export type AppDeps = {
  db: Db;
  /** Now, epoch ms. Time is a parameter: tests pass a clock they move. */
  clock: () => number;
  /** Start-time overrides of the settings table (server/config.ts). */
  settings?: Settings;
  /**
   * Behind reverse proxies that append to X-Forwarded-For: how many (`true`: one), so the client
   * address is the hop the outermost appended (server/http/guards.ts clientAddress).
   */
  trustProxy?: boolean | number;
  /** The connection's peer address (server/main.ts passes @hono/node-server's). */
  remoteAddress?: (c: Context) => string | undefined;
  /** Largest accepted request body in bytes; larger ones get 413 (default 1 MiB). */
  maxBodyBytes?: number;
  /** Folder of the built SPA (dist/); when given, served with history fallback. */
  spaRoot?: string;
  /** Pages rendered before the app runs (server/page-render.ts; dist-ssr/ built). */
  renderPage?: PageRenderer;
  /**
   * What each page's first request is answered with (its declaration's first paint, handed over
   * by the server-render entry with `renderPage`: server/page-render.ts); without, pages carry
   * no answers of their own (server/routes/page-preloads.ts).
   */
  firstPaints?: FirstPaints;
  /** Outside services (docs/operations.md "Files"); createApp fills in what is missing. */
  adapters?: Partial<Adapters>;
  /** Check every JSON answer against its call's response schema (the tests). */
  checkResponses?: boolean;
  /** Test-only (env TEST_CAPTCHA_TEXT, server/main.ts): every captcha shows this text, so that
   * end-to-end tests can pass restore step 1. Never set in production. */
  fixedCaptchaText?: string | undefined;
  /** True once the process is stopping (SIGTERM): /readyz answers 503 so a balancer sends no more (server/http/health.ts). */
  stopping?: () => boolean;
  /** The request log (server/http/request-log.ts): one JSON line per request. None in tests unless given. */
  log?: Logger;
  /**
   * How long a process keeps the settings it read before reading them again (ms; 0: every
   * request reads them, the tests' default). server/main.ts: SETTINGS_TTL_MS, 5 s.
   */
  settingsTtlMs?: number;
  /** Prometheus metrics (server/http/metrics.ts), served at /metrics with `metricsToken`. */
  metrics?: Metrics;
  /** The bearer token /metrics asks for (env METRICS_TOKEN); without one there is no /metrics. */
  metricsToken?: string | undefined;
};

export type Adapters = {
  /** Uploaded files (essay answers). Default: a folder store in a new temp folder. */
  files: FileStore;
  /** Local folder for uploads being received and checked. Default: the folder store's temp folder, else the system's. */
  uploadDir: string;
  /** The random source of passage orders and answer handles (and restore codes, captchas).
   * Default: node:crypto. Payment and PDF adapters join this slot with the issues that need them. */
  random: Random;
  /** Outgoing e-mail (docs/operations.md "E-mail and SMS"): SMTP when SMTP_URL is set, else the
   * dev outbox. Default: a dev outbox in memory. Send through server/domain/mail-messages.ts. */
  mail: Mailer;
  /** Outgoing SMS: the HTTP gateway when SMS_GATEWAY_URL is set, else the dev outbox. Default: a dev outbox in memory. */
  sms: SmsSender;
};

export type AppEnv = {
  Variables: {
    session: Session | null;
    locale: WireLocale;
    settingsCache: Settings | undefined;
    /** This request's id (X-Request-Id), in its log line and its error answers. */
    requestId: string;
  };
};
