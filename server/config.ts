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
  trustProxy: boolean;
  seedDemo: boolean;
  settings: Settings;
  /** SMTP_URL: smtp://user:pass@host:port (docs/operations.md "E-mail and SMS"); unset: the dev outbox. */
  smtpUrl: string | undefined;
  /** SMS_GATEWAY_URL (+ _TOKEN, _SENDER): the HTTP SMS gateway; unset: the dev outbox. */
  smsGateway: { url: string; token: string | undefined; sender: string | undefined } | undefined;
};

type Env = Record<string, string | undefined>;

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
    trustProxy: flag(env.TRUST_PROXY, false),
    seedDemo: flag(env.SEED_DEMO, true),
    settings: { ...fileSettings(env.PORTAL_CONFIG || 'portal.config.json'), ...envSettings(env) },
    smtpUrl: env.SMTP_URL || undefined,
    smsGateway: env.SMS_GATEWAY_URL ? { url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN || undefined, sender: env.SMS_GATEWAY_SENDER || undefined } : undefined,
  };
}
