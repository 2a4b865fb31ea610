// Settings on the server stay there: GET /api/common and the bootstrap JSON of index.html
// carry only the allow-list of server/domain/settings.ts (docs/decisions.md, SPEC §3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Common } from '../../api/common.ts';
import { settings } from '../../server/db/schema.ts';
import { PUBLIC_SETTING_KEYS } from '../../server/domain/settings.ts';
import { DEFAULT_SETTINGS } from '../../server/seed/defaults.ts';
import { builtSpa, firstPaints } from './built-spa.ts';
import { makeTestApp, type TestApp } from './harness.ts';

const SECRET = 'hunter2-do-not-leak';
const SERVER_ONLY = { smtpPassword: SECRET, paymentApiKey: `${SECRET}-key`, mailerSecret: `${SECRET}-s`, someFutureSetting: `${SECRET}-f` };

let t: TestApp;
let dist: string;
let remove: () => void;
beforeAll(async () => {
  t = await makeTestApp();
  await t.db.insert(settings).values(Object.entries(SERVER_ONLY).map(([key, value]) => ({ key, value })));
  ({ dist, remove } = builtSpa());
});
afterAll(async () => {
  remove?.();
  await t?.close();
});

describe('settings meant for the browser', () => {
  it('the allow-list names settings that exist (each has a default)', () => {
    for (const key of PUBLIC_SETTING_KEYS) expect(Object.keys(DEFAULT_SETTINGS)).toContain(key);
  });

  it('GET /api/common returns the allow-listed settings and none other, from the table or an override', async () => {
    const app = t.appWith({ settings: { smtpHost: `${SECRET}-host`, productName: 'Portal X' } });
    const res = await app.call('GET', '/api/common');
    const text = await res.text();
    expect(text).not.toContain(SECRET);
    const body = v.parse(Common, JSON.parse(text));
    expect(Object.keys(body.settings).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(body.settings.productName).toBe('Portal X');
  });

  it('the bootstrap JSON written into index.html carries none of them either', async () => {
    const app = t.appWith({ spaRoot: dist, firstPaints, settings: { smtpHost: `${SECRET}-host` } });
    for (const path of ['/restore', '/login', '/preview/iframe/1']) {
      const html = await (await app.call('GET', path, { noRequestedWith: true })).text();
      expect(html).toContain('"productName"');
      expect(html, path).not.toContain(SECRET);
      for (const key of [...Object.keys(SERVER_ONLY), 'smtpHost']) expect(html).not.toContain(key);
    }
  });
});
