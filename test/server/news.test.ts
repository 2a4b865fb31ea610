// SPEC §3 "News", §2 news list (newest first by show_from), §4 "opening news marks items
// viewed", §7 GET /api/news and POST /api/news/viewed.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Ok } from '../../api/common.ts';
import { NewsList } from '../../api/news.ts';
import { demoSuite, makeClock, T2, type TestApp } from './harness.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let c1: string;
let c2: string;
demoSuite((demo) => ({ t, c1, c2 } = demo));

const list = async (cookie: string, app: Pick<TestApp, 'call'> = t) => v.parse(NewsList, await (await app.call('GET', '/api/news', { cookie })).json());

describe('GET /api/news', () => {
  it('gives trainee 1 their five visible news, newest first, with viewed flags', async () => {
    const news = await list(c1);
    expect(news).toHaveLength(5);
    expect(news.map((n) => n.show_from)).toEqual([...news.map((n) => n.show_from)].sort((a, b) => b - a));
    expect(news.every((n) => n.show_from <= t.clock.now)).toBe(true);
    expect(news.map((n) => n.title)).toEqual([
      'Домашнє завдання №5',
      'Вебінар про кар’єру в QA',
      'Зміна розкладу групи QA-Manual-24',
      'Новий бліц-курс з API',
      'Ласкаво просимо на портал',
    ]);
    expect(news.map((n) => n.viewed)).toEqual([false, false, false, false, true]);
    expect(news[4]!.content).toContain('\n'); // line breaks kept (SPEC §2)
  });

  it('gives trainee 2 only the news for everyone, in their language, all unread', async () => {
    const news = await list(c2);
    expect(news.map((n) => n.title)).toEqual(['A webinar on careers in QA', 'A new API blitz course', 'Welcome to the portal']);
    expect(news.every((n) => !n.viewed)).toBe(true);
  });
});

describe('POST /api/news/viewed', () => {
  it('marks items viewed for this trainee only', async () => {
    const before2 = await list(c2);
    const shared = before2.map((n) => n.newsId);
    const res = await t.call('POST', '/api/news/viewed', { cookie: c1, body: shared });
    expect(res.status).toBe(200);
    v.parse(Ok, await res.json());
    const after1 = await list(c1);
    expect(after1.filter((n) => shared.includes(n.newsId)).every((n) => n.viewed)).toBe(true);
    expect(after1.filter((n) => !shared.includes(n.newsId)).every((n) => !n.viewed)).toBe(true);
    expect((await list(c2)).every((n) => !n.viewed)).toBe(true);
  });

  it('is idempotent and ignores ids the trainee cannot see', async () => {
    const news1 = await list(c1);
    const courseNews = news1.filter((n) => !(n.title === 'Ласкаво просимо на портал')).map((n) => n.newsId);
    const res = await t.call('POST', '/api/news/viewed', { cookie: c2, body: [...courseNews, ...courseNews, 999_999] });
    expect(res.status).toBe(200);
    const news2 = await list(c2);
    const ids2 = news2.map((n) => n.newsId);
    expect(
      news2
        .filter((n) => n.viewed)
        .map((n) => n.newsId)
        .sort(),
    ).toEqual(courseNews.filter((id) => ids2.includes(id)).sort());
    expect((await list(c2)).length).toBe(3); // nothing of trainee 1 leaked in
  });

  it('validates the body: a list of integer ids', async () => {
    // Each is an id out of range (issue 59 item 8: a positive int4), refused, not ignored.
    for (const body of [{ ids: [1] }, ['1'], [1.5], 'x', [0], [-5], [2 ** 31], [2 ** 53]]) {
      const res = await t.call('POST', '/api/news/viewed', { cookie: c1, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('POST', '/api/news/viewed', { cookie: c1, body: [] })).status).toBe(200);
  });
});

// Last: logging in at a later time clears every session that has expired by then.
describe('later', () => {
  it('shows the scheduled item once its show_from has come', async () => {
    const clock = makeClock(t.clock.now + 3 * DAY + 1);
    const later = t.appWith({}, clock);
    const news = await list(await later.login(T2.phone, T2.password), later);
    expect(news[0]!.title).toBe('Portal update');
  });
});
