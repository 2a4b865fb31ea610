// Issue 14 "Fewer round trips": a process keeps the settings and the server's messages it read
// for settingsTtlMs (server/http/session.ts), so calls do not read those tables each time; an
// operator's edit reaches the process within that time.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, settings } from '../../server/db/schema.ts';
import { makeTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t?.close());

const productName = async (app: ReturnType<TestApp['appWith']>) =>
  ((await (await app.call('GET', '/api/common')).json()) as { settings: { productName: string } }).settings.productName;
const settingsReads = (from: number) => t.queries.statements.slice(from).filter((q) => /from "settings"/.test(q)).length;

describe('settings kept by the process', () => {
  it('are read once per period, and an edit shows once the period is over', async () => {
    const app = t.appWith({ settingsTtlMs: 5_000 });
    const from = t.queries.statements.length;
    expect(await productName(app)).toBe('QA Academy');
    expect(await productName(app)).toBe('QA Academy');
    expect(settingsReads(from)).toBe(1);

    await t.db.update(settings).set({ value: 'Renamed Academy' }).where(eq(settings.key, 'productName'));
    t.clock.advance(4_999);
    expect(await productName(app)).toBe('QA Academy');
    t.clock.advance(1);
    expect(await productName(app)).toBe('Renamed Academy');
    expect(settingsReads(from)).toBe(2);
    await t.db.update(settings).set({ value: 'QA Academy' }).where(eq(settings.key, 'productName'));
  });

  it('without a period every request reads them (the tests’ default)', async () => {
    const from = t.queries.statements.length;
    await productName(t);
    await productName(t);
    expect(settingsReads(from)).toBe(2);
  });
});

type Common = { messages: Record<string, string> };
const message = async (app: ReturnType<TestApp['appWith']>, language: string, key: string) =>
  ((await (await app.call('GET', '/api/common', { headers: { Cookie: `portal_locale=${language}` } })).json()) as Common).messages[key];
const messagesReads = (from: number) => t.queries.statements.slice(from).filter((q) => /from "messages"/.test(q)).length;

describe('the server messages kept by the process', () => {
  it('are read once per period and language, and an edit shows once the period is over', async () => {
    const app = t.appWith({ settingsTtlMs: 5_000 });
    const [row] = await t.db.select().from(messages).where(eq(messages.locale, 'ru')).limit(1);
    const where = and(eq(messages.key, row!.key), eq(messages.locale, 'ru'));
    const from = t.queries.statements.length;
    expect(await message(app, 'ru', row!.key)).toBe(row!.value);
    expect(await message(app, 'ru', row!.key)).toBe(row!.value);
    expect(await message(app, 'en', row!.key)).not.toBe(row!.value);
    expect(messagesReads(from)).toBe(2);

    await t.db.update(messages).set({ value: 'Edited' }).where(where);
    t.clock.advance(4_999);
    expect(await message(app, 'ru', row!.key)).toBe(row!.value);
    t.clock.advance(1);
    expect(await message(app, 'ru', row!.key)).toBe('Edited');
    expect(messagesReads(from)).toBe(3);
    await t.db.update(messages).set({ value: row!.value }).where(where);
  });
});
