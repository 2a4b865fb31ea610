// Start-time configuration (docs/operations.md): environment variables and the optional
// portal.config.json. Settings overrides: SETTING_<key>=value in the environment win over
// {"settings": {...}} in the JSON file, which wins over the settings table.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Settings } from './domain/settings.ts';

export type StartConfig = {
  port: number;
  host: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the file store (uploaded essay files); undefined: a temp folder (DATA_DIR=memory://). */
  filesDir: string | undefined;
  /** FILES_S3_*: the file store in an S3-compatible bucket instead of filesDir (docs/operations.md "Files"). */
  filesS3: FilesS3 | undefined;
  /** TRUST_PROXY: how many reverse proxies in front append to X-Forwarded-For (0: none; docs/operations.md "Behind a reverse proxy"). */
  trustProxy: number;
  seedDemo: boolean;
  settings: Settings;
  /** SMTP_URL: smtp://user:pass@host:port (docs/operations.md "E-mail and SMS"); unset: the dev outbox. */
  smtpUrl: string | undefined;
  /** SMS_GATEWAY_URL (+ _TOKEN, _SENDER): the HTTP SMS gateway; unset: the dev outbox. */
  smsGateway: { url: string; token: string | undefined; sender: string | undefined } | undefined;
};

type Env = Record<string, string | undefined>;

export type FilesS3 = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; prefix: string };

const S3_REQUIRED = ['FILES_S3_ENDPOINT', 'FILES_S3_BUCKET', 'FILES_S3_ACCESS_KEY_ID', 'FILES_S3_SECRET_ACCESS_KEY'] as const;

/**
 * The S3 store's settings, when any FILES_S3_* is set: all four of S3_REQUIRED, or the start
 * stops here naming the missing ones (a half-configured store would fail at the first upload).
 */
export function filesS3Config(env: Env): FilesS3 | undefined {
  const names = Object.keys(env).filter((name) => name.startsWith('FILES_S3_') && env[name]);
  if (names.length === 0) return undefined;
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length)
    throw new Error(
      `The S3 file store is configured only in part (${names.sort().join(', ')} set): set ${missing.join(', ')} too, or unset FILES_S3_* to use the folder store (docs/operations.md "Files")`,
    );
  if (env.FILES_DIR) throw new Error('FILES_DIR and FILES_S3_* are both set: the files go to one store; unset one of them (docs/operations.md "Files")');
  const endpoint = env.FILES_S3_ENDPOINT!;
  if (!/^https?:\/\/[^/]/.test(endpoint) || !URL.canParse(endpoint)) throw new Error(`FILES_S3_ENDPOINT must be an http:// or https:// address, not '${endpoint}'`);
  return {
    endpoint,
    bucket: env.FILES_S3_BUCKET!,
    region: env.FILES_S3_REGION || 'us-east-1',
    accessKeyId: env.FILES_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY!,
    prefix: env.FILES_S3_PREFIX || '',
  };
}

/** {"settings": {...}} of the JSON file; numbers and booleans become strings. */
export function fileSettings(path: string): Settings {
  if (!existsSync(path)) return {};
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const raw = parsed && typeof parsed === 'object' ? (parsed as { settings?: unknown }).settings : undefined;
  if (raw === undefined) return {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${path}: "settings" must be an object`);
  const out: Settings = {};
  for (const [key, value] of Object.entries(raw)) {
    out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

export function envSettings(env: Env): Settings {
  const out: Settings = {};
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('SETTING_') && name.length > 8 && value !== undefined) out[name.slice(8)] = value;
  }
  return out;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** TRUST_PROXY: `true` (or 1, yes, on) is one proxy, `false` (0, no, off) or unset none, a number that many. */
function proxyHopsOf(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text)) return 0;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY must be true, false or the number of proxies in front of the server, not '${value}'`);
}

export function loadConfig(env: Env = process.env): StartConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = env.DATA_DIR || './data';
  return {
    port,
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    filesDir: env.FILES_DIR || (dataDir === 'memory://' ? undefined : join(dataDir, 'files')),
    filesS3: filesS3Config(env),
    trustProxy: proxyHopsOf(env.TRUST_PROXY),
    seedDemo: flag(env.SEED_DEMO, true),
    settings: { ...fileSettings(env.PORTAL_CONFIG || 'portal.config.json'), ...envSettings(env) },
    smtpUrl: env.SMTP_URL || undefined,
    smsGateway: env.SMS_GATEWAY_URL ? { url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN || undefined, sender: env.SMS_GATEWAY_SENDER || undefined } : undefined,
  };
}
