// SPEC §3 "Main data", §7 GET /api/main and /api/main/alerts, GET /api/main/info
// (docs/api.md): the trainee's own data only, in their locale.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Ok } from '../../api/common.ts';
import { Alerts, Info, Main } from '../../api/main.ts';
import { courseGroups } from '../../server/db/schema.ts';
import { demoSuite, START, T1, T2, type TestApp } from './harness.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let c1: string;
let c2: string;
demoSuite((demo) => ({ t, c1, c2 } = demo));

const main = async (cookie: string, headers: Record<string, string> = {}) => v.parse(Main, await (await t.call('GET', '/api/main', { cookie, headers })).json());
const info = async (cookie: string) => v.parse(Info, await (await t.call('GET', '/api/main/info', { cookie })).json());

describe('GET /api/main for trainee 1', () => {
  it('gives the customer with the photo URL and birthDay as epoch ms', async () => {
    const { pageHash, ...customer } = (await main(c1)).customer;
    expect(pageHash).toMatch(/^[0-9a-f]{24}$/);
    expect(customer).toEqual({
      name: 'Олена',
      surname: 'Коваленко',
      patronymic: 'Іванівна',
      birthDay: Date.UTC(1995, 3, 12),
      login: T1.phone,
      email: T1.email,
      mobilePhone: '+380931234567',
      photo: '/api/profile/userpic.jpg?v=1',
    });
  });

  it('lists every course with the trainee status of SPEC §3', async () => {
    const { courses } = await main(c1);
    expect(courses.map((c) => [c.name, c.type, c.status])).toEqual([
      ['Ручне тестування: повний курс', 'FULL', 'PASSING'],
      ['Автоматизація тестування на Java', 'FULL', 'AVAILABLE'],
      ['Бліц: SQL для тестувальників', 'BLITZ', 'APPLICATION_PROCESSING'],
      ['Основи тестування', 'FULL', 'ALREADY_PASSED'],
      ['Бліц: тестування API з Postman', 'BLITZ', 'NEW_COURSE'],
      // Issue 11's seed (server/seed/demo-trainings.ts): PAID is still being processed; the
      // three running ACCEPTED trainings are PASSING; a rejected application leaves it AVAILABLE.
      ['Тестування продуктивності', 'FULL', 'APPLICATION_PROCESSING'],
      ['Тестування мобільних застосунків', 'FULL', 'PASSING'],
      ['Автоматизація тестування на Python', 'FULL', 'PASSING'],
      ['Бліц: Git для тестувальників', 'BLITZ', 'PASSING'],
      ['Тестування безпеки', 'FULL', 'AVAILABLE'],
    ]);
    expect(courses[0]!.recentGroupDate).toBe(START - 30 * DAY);
    expect(courses[3]!.recentGroupDate).toBe(START - 180 * DAY);
    expect(courses[5]!.recentGroupDate).toBe(START + 20 * DAY);
    expect(courses[2]!.recentGroupDate).toBeNull();
  });

  it('lists the two catalogues and the two open inquirers, localized', async () => {
    const body = await main(c1, { 'Accept-Language': 'en' });
    expect(body.catalogues.map((c) => c.name)).toEqual(['Матеріали курсу', 'Шаблони документації']); // account locale ua wins
    const en = await t.login(T1.phone, T1.password, { cookie: 'portal_locale=en' });
    const enBody = await main(en);
    expect(enBody.catalogues.map((c) => c.name)).toEqual(['Course materials', 'Documentation templates']);
    expect(enBody.inquirers.map((i) => i.theme)).toEqual(['Feedback on the first month', 'Portal usability']);
    await t.call('POST', '/api/common/language/ua', { cookie: en });
  });
});

describe('isolation: trainee 2', () => {
  it('sees only their own customer and none of trainee 1 catalogues, inquirers or statuses', async () => {
    const body = await main(c2);
    expect(body.customer.name).toBe('Андрій');
    expect(body.customer.photo).toBeNull();
    expect(body.customer.login).toBe(T2.phone);
    expect(body.catalogues).toEqual([]);
    expect(body.inquirers).toEqual([]);
    // Trainee 2's own: the Java group he was accepted to, the performance course he applied to;
    // none of trainee 1's PASSING or ALREADY_PASSED courses.
    const statuses = Object.fromEntries(body.courses.map((c) => [c.name, c.status]));
    expect(Object.entries(statuses).filter(([, s]) => s === 'PASSING' || s === 'ALREADY_PASSED')).toEqual([['Test automation with Java', 'PASSING']]);
    expect(statuses['Performance testing']).toBe('APPLICATION_PROCESSING');
  });

  it('gets only the contacts of their own course', async () => {
    const mine = await info(c2);
    expect(mine.contacts.map((c) => c.email)).toEqual(['java@qa-academy.example', 'perf@qa-academy.example']);
    const theirs = await info(c1);
    // Not the Java contact: trainee 1's Java application was rejected.
    expect(theirs.contacts.map((c) => c.email)).toEqual([
      'manual@qa-academy.example',
      'blitz@qa-academy.example',
      'basics@qa-academy.example',
      'perf@qa-academy.example',
    ]);
  });
});

describe('GET /api/main/info', () => {
  it('gives 4+ FAQ links and the contacts of not-rejected courses', async () => {
    const body = await info(c1);
    expect(body.faq.length).toBeGreaterThanOrEqual(4);
    expect(body.faq[0]).toEqual({ text: 'Як проходить навчання', href: 'https://qa-academy.example/faq/training' });
    // courseId: a number (the Info schema), whichever the seed gave.
    const { courseId: _courseId, ...contact } = body.contacts[0]!;
    expect(contact).toEqual({
      name: 'Ірина Мельник',
      email: 'manual@qa-academy.example',
      skype: 'qa.manual.curator',
      phone: '+380441112201',
    });
    expect(body.contacts.some((c) => c.email === 'java@qa-academy.example')).toBe(false); // REJECTED
  });
});

describe('alerts', () => {
  it('GET lists only exams closing within 24 hours, for the caller only', async () => {
    const res = await t.call('GET', '/api/main/alerts', { cookie: c1 });
    const alerts = v.parse(Alerts, await res.json());
    expect(alerts.length).toBeGreaterThan(0); // the seeded exam closing in about 20 minutes
    for (const alert of alerts) expect(alert.finish - START).toBeLessThanOrEqual(24 * 3_600_000);
    const other = await t.call('GET', '/api/main/alerts', { cookie: c2 });
    expect(v.parse(Alerts, await other.json())).toEqual([]);
  });

  it('POST accepts a closed alert and validates it', async () => {
    let res = await t.call('POST', '/api/main/alerts', { cookie: c1, body: { examName: 'Exam 1', finish: START } });
    expect(res.status).toBe(200);
    v.parse(Ok, await res.json());
    res = await t.call('POST', '/api/main/alerts', { cookie: c1, body: { examName: 'Exam 1' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { finish: 'required' } });
  });
});

describe('the date of a course', () => {
  // Trainee 2 applied to neither Manual testing (a group began, one is to come) nor Basics (both its groups began).
  it('is, without an application with a group, the begin of its next group, else of the last that began, of all it ever ran', async () => {
    const manual = 0;
    const basics = 3;
    const ids = (await main(c1)).courses.map((c) => c.courseId);
    const dateOf = async (index: number) => (await main(c2)).courses.find((c) => c.courseId === ids[index])!.recentGroupDate!;
    const add = (index: number, days: number) =>
      t.db
        .insert(courseGroups)
        .values({ courseId: ids[index]!, name: `Group ${days}`, number: 100 + days, beginAt: new Date(START + days * DAY), endAt: new Date(START + (days + 90) * DAY) });
    expect(await dateOf(manual)).toBeGreaterThan(START + 30 * DAY); // QA-Manual-25, to come
    await add(manual, -1);
    await add(manual, 400);
    await add(manual, 2);
    expect(await dateOf(manual)).toBe(START + 2 * DAY);
    await add(manual, 0); // beginning now: the next one
    expect(await dateOf(manual)).toBe(START);

    expect(await dateOf(basics)).toBeLessThan(START - 30 * DAY); // QA-Basics-12, the later of two that began
    await add(basics, -400);
    await add(basics, -3);
    await add(basics, -20);
    expect(await dateOf(basics)).toBe(START - 3 * DAY);
  });
});
