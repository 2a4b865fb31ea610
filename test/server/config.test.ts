// server/config.ts (docs/operations.md "Settings"): SETTING_<key> env vars and portal.config.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envSettings, fileSettings, filesS3Config, loadConfig } from '../../server/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('start configuration', () => {
  it('reads SETTING_<key> variables', () => {
    expect(envSettings({ SETTING_emailLoginUsageEnabled: 'true', SETTING_: 'x', OTHER: 'y' })).toEqual({ emailLoginUsageEnabled: 'true' });
  });

  it('reads {"settings": {...}} from the JSON file, turning non-strings into JSON text', () => {
    const file = join(dir, 'portal.config.json');
    writeFileSync(file, JSON.stringify({ settings: { productName: 'X', facebookShareEnabled: true, footerLinks: [{ text: 'T', href: '/t' }] } }));
    expect(fileSettings(file)).toEqual({ productName: 'X', facebookShareEnabled: 'true', footerLinks: '[{"text":"T","href":"/t"}]' });
    expect(fileSettings(join(dir, 'absent.json'))).toEqual({});
    writeFileSync(file, JSON.stringify({ settings: [1] }));
    expect(() => fileSettings(file)).toThrow(/settings/);
  });

  it('lets the environment win over the file and has sensible defaults', () => {
    const file = join(dir, 'both.json');
    writeFileSync(file, JSON.stringify({ settings: { productName: 'File', supportEmail: 'f@example.com' } }));
    const config = loadConfig({ PORTAL_CONFIG: file, SETTING_productName: 'Env' });
    expect(config.settings).toEqual({ productName: 'Env', supportEmail: 'f@example.com' });
    expect(config).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined, trustProxy: 0, seedDemo: true });
    expect(loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://x/y', TRUST_PROXY: '1', SEED_DEMO: 'false', PORTAL_CONFIG: join(dir, 'none.json') })).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://x/y',
      trustProxy: 1,
      seedDemo: false,
    });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    // Issue 59 item 9: TRUST_PROXY is a count of proxies in front (true: one).
    for (const [value, hops] of [
      ['true', 1],
      ['on', 1],
      ['2', 2],
      ['0', 0],
      ['false', 0],
      ['', 0],
    ] as const) {
      expect(loadConfig({ TRUST_PROXY: value, PORTAL_CONFIG: join(dir, 'none.json') }).trustProxy, value).toBe(hops);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('FILES_S3_*: all of endpoint, bucket and keys, or the start stops naming what is missing (docs/operations.md "Files")', () => {
    const none = join(dir, 'none.json');
    expect(loadConfig({ PORTAL_CONFIG: none }).filesS3).toBeUndefined();
    const full = { FILES_S3_ENDPOINT: 'http://127.0.0.1:9000', FILES_S3_BUCKET: 'portal', FILES_S3_ACCESS_KEY_ID: 'id', FILES_S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ PORTAL_CONFIG: none, ...full }).filesS3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: '',
    });
    expect(filesS3Config({ ...full, FILES_S3_REGION: 'eu-central-1', FILES_S3_PREFIX: 'academy' })).toMatchObject({ region: 'eu-central-1', prefix: 'academy' });
    expect(() => filesS3Config({ FILES_S3_BUCKET: 'portal', FILES_S3_ENDPOINT: '' })).toThrow(
      'The S3 file store is configured only in part (FILES_S3_BUCKET set): set FILES_S3_ENDPOINT, FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY too',
    );
    expect(() => filesS3Config({ ...full, FILES_S3_SECRET_ACCESS_KEY: '' })).toThrow(/set FILES_S3_SECRET_ACCESS_KEY too/);
    expect(() => filesS3Config({ ...full, FILES_S3_ENDPOINT: 's3.example.com' })).toThrow(/FILES_S3_ENDPOINT must be an http:\/\/ or https:\/\/ address/);
    expect(() => filesS3Config({ ...full, FILES_DIR: '/srv/files' })).toThrow(/FILES_DIR and FILES_S3_\* are both set/);
  });
});
