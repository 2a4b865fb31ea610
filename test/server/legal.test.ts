// The footer's legal links open real pages (SPEC §1 "A footer with legal links", §9 "footer links
// come from settings"; issue 10 "Words": never a not-found page): GET /api/common/legal/{slug},
// the texts from the settings legalPage.<slug>, in the caller's language (ua, ru, en).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Common } from '../../api/common.ts';
import { LegalPage } from '../../api/legal.ts';
import { settings } from '../../server/db/schema.ts';
import { legalPage } from '../../server/domain/settings.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LANGUAGES = { ua: 'uk-UA,uk;q=0.9', ru: 'ru-RU,ru;q=0.9', en: 'en-GB,en;q=0.9' } as const;
const FooterLinks = v.array(v.object({ text: v.string(), href: v.string() }));

async function page(slug: string, locale: keyof typeof LANGUAGES = 'ua', cookie?: string) {
  const res = await t.call('GET', `/api/common/legal/${slug}`, { headers: { 'Accept-Language': LANGUAGES[locale] }, cookie });
  expect(res.status).toBe(200);
  return v.parse(LegalPage, await res.json());
}

describe('GET /api/common/legal/{slug}', () => {
  it('every in-app footer link opens a page, in each language, titled as the link', async () => {
    for (const locale of ['ua', 'ru', 'en'] as const) {
      const res = await t.call('GET', '/api/common', { headers: { 'Accept-Language': LANGUAGES[locale] } });
      const links = v.parse(FooterLinks, JSON.parse(v.parse(Common, await res.json()).settings.footerLinks!));
      expect(links.map((l) => l.href)).toEqual(['/legal/terms', '/legal/privacy', '/legal/offer']);
      for (const link of links) {
        const shown = await page(link.href.replace('/legal/', ''), locale);
        expect(shown.title).toBe(link.text);
        expect(shown.paragraphs.length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('real texts in three languages: the terms and the privacy notice of a training provider', async () => {
    const en = await page('privacy', 'en');
    expect(en.title).toBe('Privacy policy');
    expect(en.paragraphs.join(' ')).toMatch(/GDPR/);
    expect(en.paragraphs.join(' ')).toMatch(/cookies/i);
    expect((await page('privacy', 'ua')).paragraphs.join(' ')).toMatch(/персональних даних/);
    expect((await page('privacy', 'ru')).paragraphs.join(' ')).toMatch(/персональных данных/);
    expect((await page('terms', 'ru')).title).toBe('Условия использования');
    expect((await page('terms', 'ua')).paragraphs[0]).toMatch(/^Ці умови/);
  });

  it('fills {productName} and {supportEmail} from the settings', async () => {
    const text = (await page('terms', 'en')).paragraphs.join('\n');
    expect(text).toContain('QA Academy');
    expect(text).toContain('support@qa-academy.example');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('is open to visitors who are not logged in, and to trainees in their own language', async () => {
    const cookie = await t.login(T1.phone, T1.password);
    expect((await page('offer', 'ua', cookie)).title).toMatch(/^(Публічна оферта|Публичная оферта|Public offer)$/);
  });

  it('an operator edits the row: the page follows; a language missing falls back to Ukrainian', async () => {
    const value = JSON.stringify({ ua: { title: 'Правила', text: 'Перший абзац.\n\n\n  Другий абзац.  \n\n' } });
    await t.db.insert(settings).values({ key: 'legalPage.rules', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    expect(await page('rules', 'en')).toEqual({ slug: 'rules', title: 'Правила', paragraphs: ['Перший абзац.', 'Другий абзац.'] });
    await t.db.delete(settings).where(eq(settings.key, 'legalPage.rules'));
  });

  it('an unknown page is 404 and a malformed name 400, never a 500', async () => {
    expect((await t.call('GET', '/api/common/legal/cookies')).status).toBe(404);
    for (const bad of ['Terms', '-x', 'a'.repeat(41), 'a.b', 'a%20b']) expect((await t.call('GET', `/api/common/legal/${bad}`)).status).toBe(400);
  });
});

describe('legalPage (server/domain/settings.ts)', () => {
  it('a broken or incomplete setting reads as no page', () => {
    expect(legalPage({ 'legalPage.x': '{oops' }, 'x', 'en')).toBeNull();
    expect(legalPage({ 'legalPage.x': '[]' }, 'x', 'en')).toBeNull();
    expect(legalPage({ 'legalPage.x': JSON.stringify({ en: { title: 'T' } }) }, 'x', 'en')).toBeNull();
    expect(legalPage({}, 'x', 'en')).toBeNull();
  });
});
