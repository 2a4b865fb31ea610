// SPEC §7 "Courses and trainings" through the contract (api/trainings.ts): GET
// /api/trainings/current, /{applicationId}, /promocode, /past, on the demo seed
// (server/seed/demo-trainings.ts; ids in its insertion order). Each trainee sees only their
// own applications; SPEC §4 "Lessons" (the webinar link only on the lesson's day, Europe/Kyiv).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import { PastTraining, PromoCode, Training, TrainingCard } from '../../api/trainings.ts';
import { examResults, promoCodes } from '../../server/db/schema.ts';
import { demoSuite, makeClock, makeTestApp, START, T1, T2, type TestApp } from './harness.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ID = {
  manual: 1,
  javaRejected: 2,
  sqlNew: 3,
  basics: 4,
  perfNew2: 5,
  mobile: 6,
  python: 7,
  gitBlitz: 8,
  sqlPast: 9,
  perfPaid: 10,
  securityRejected: 11,
  java2: 12,
};

let t: TestApp;
let c1: string;
let c2: string;
demoSuite((demo) => ({ t, c1, c2 } = demo));
/** Logging in at a later fake now clears the sessions expired by then, c1 and c2 among them. */
const relogin = async () => {
  c1 = await t.login(T1.phone, T1.password);
  c2 = await t.login(T2.phone, T2.password);
};

const get = (path: string, cookie?: string) => t.call('GET', path, { cookie });
const current = async (cookie = c1) => v.parse(v.array(TrainingCard), await (await get('/api/trainings/current', cookie)).json());
const training = async (id: number, cookie = c1) => {
  const res = await get(`/api/trainings/${id}`, cookie);
  expect(res.status).toBe(200);
  return v.parse(Training, await res.json());
};

describe('GET /api/trainings/current', () => {
  it('a card per current application of trainee 1, in every status and type, none of trainee 2', async () => {
    const cards = await current();
    expect(cards.map((c) => [c.applicationId, c.applicationStatus, c.applicationType, c.courseType, c.passedEntryExam, c.certificateStatus])).toEqual([
      [ID.manual, 'ACCEPTED', 'ACADEMY', 'FULL', true, 'NOT_AVAILABLE'],
      [ID.javaRejected, 'REJECTED', 'ACADEMY', 'FULL', true, 'NOT_AVAILABLE'],
      [ID.python, 'ACCEPTED', 'UNIVER', 'FULL', true, 'NOT_AVAILABLE'],
      [ID.mobile, 'ACCEPTED', 'ACADEMY', 'FULL', true, 'NOT_AVAILABLE'],
      [ID.securityRejected, 'REJECTED', 'ACADEMY', 'FULL', false, 'NOT_AVAILABLE'],
      [ID.perfPaid, 'PAID', 'ACADEMY', 'FULL', false, 'NOT_AVAILABLE'],
      [ID.gitBlitz, 'ACCEPTED', 'ACADEMY', 'BLITZ', true, 'AVAILABLE'],
      [ID.sqlNew, 'NEW', 'ACADEMY', 'BLITZ', false, 'NOT_AVAILABLE'],
    ]);
    // Past (ended) ones are not cards: Testing fundamentals, the SQL blitz taken before.
    expect(cards.map((c) => c.applicationId)).not.toContain(ID.basics);
    expect(cards.map((c) => c.applicationId)).not.toContain(ID.sqlPast);
  });

  it('the running lesson is current, with its webinar today; an earlier open test not taken: tests not passed', async () => {
    const manual = (await current()).find((c) => c.applicationId === ID.manual)!;
    expect(manual).toMatchObject({
      courseName: 'Ручне тестування: повний курс',
      groupName: 'QA-Manual-24',
      groupBeginTime: START - 30 * DAY,
      groupEndTime: START + 54 * DAY,
    });
    expect(manual.beginTime).toBe(manual.groupBeginTime);
    expect(manual.currentLesson).toMatchObject({
      lessonType: 'LESSON',
      name: 'Робота з вимогами',
      gotowebinarUrl: 'https://webinar.qa-academy.example/join/4',
      testsPassed: false,
    });
    expect(manual.currentLesson!.beginTime).toBeLessThanOrEqual(START);
    expect(manual.currentLesson!.endTime).toBeGreaterThan(START);
    expect(manual.nextLesson).toMatchObject({ name: 'Баг-трекінг на практиці', beginTime: START + 2 * DAY, gotowebinarUrl: null });
  });

  it('testsPassed turns true once the open test has an ended passage', async () => {
    const t2 = await makeTestApp();
    try {
      const cookie = await t2.login(T1.phone, T1.password);
      const page = v.parse(Training, await (await t2.call('GET', `/api/trainings/${ID.manual}`, { cookie })).json());
      const open = page.lessons.find((l) => l.name === 'Проміжний тест')!.schedule!;
      expect(open.start).toBeLessThanOrEqual(START);
      expect(open.finish).toBeGreaterThan(START);
      const [customer] = await t2.db.select({ id: examResults.customerId }).from(examResults).limit(1); // trainee 1 took the seeded tests
      await t2.db.insert(examResults).values({
        scheduleId: open.scheduleId,
        customerId: customer!.id,
        status: 'FINISHED',
        startedAt: new Date(START - HOUR),
        finishedAt: new Date(START - HOUR / 2),
        maxPoints: 2,
        points: 1,
      });
      const cards = v.parse(v.array(TrainingCard), await (await t2.call('GET', '/api/trainings/current', { cookie })).json());
      expect(cards.find((c) => c.applicationId === ID.manual)!.currentLesson!.testsPassed).toBe(true);
      // Trainee 2's open test is his own and stays not passed.
      const c2b = await t2.login(T2.phone, T2.password);
      const his = v.parse(v.array(TrainingCard), await (await t2.call('GET', '/api/trainings/current', { cookie: c2b })).json());
      expect(his.find((c) => c.applicationId === ID.java2)!.currentLesson).toMatchObject({ lessonType: 'TEST_EXAM', testsPassed: false });
    } finally {
      await t2.close();
    }
  });

  it('no current lesson before the group begins: the next lesson is the first one', async () => {
    const mobile = (await current()).find((c) => c.applicationId === ID.mobile)!;
    expect(mobile.currentLesson).toBeNull();
    expect(mobile.nextLesson).toMatchObject({ name: 'Мобільні платформи', beginTime: START + 5 * DAY });
  });

  it('BLITZ: no group, the card shows the blitz terms; not-accepted cards carry no lessons', async () => {
    const cards = await current();
    const git = cards.find((c) => c.applicationId === ID.gitBlitz)!;
    expect(git).toMatchObject({ groupName: null, groupBeginTime: null, beginTime: START - 2 * DAY, endTime: START + 5 * DAY });
    for (const id of [ID.javaRejected, ID.securityRejected, ID.perfPaid, ID.sqlNew]) {
      const card = cards.find((c) => c.applicationId === id)!;
      expect([card.currentLesson, card.nextLesson]).toEqual([null, null]);
    }
  });

  it('trainee 2 sees his own two, in his language', async () => {
    const cards = await current(c2);
    expect(cards.map((c) => [c.applicationId, c.applicationStatus, c.courseName])).toEqual([
      [ID.java2, 'ACCEPTED', 'Test automation with Java'],
      [ID.perfNew2, 'NEW', 'Performance testing'],
    ]);
  });

  it('a rejected application leaves the dashboard when its group ends; an ended ACCEPTED one becomes past', async () => {
    // A session of its own at that time (c1 would be 12 h idle there, SPEC §8 session expiry).
    const later = t.appWith({}, makeClock(START + 81 * DAY));
    const cookie = await later.login(T1.phone, T1.password);
    const ids = v.parse(v.array(TrainingCard), await (await later.call('GET', '/api/trainings/current', { cookie })).json()).map((c) => c.applicationId);
    expect(ids).not.toContain(ID.javaRejected); // QA-Java-7 ended at +80 days
    expect(ids).not.toContain(ID.manual); // QA-Manual-24 ended at +54 days
    const past = v.parse(v.array(PastTraining), await (await later.call('GET', '/api/trainings/past', { cookie })).json());
    expect(past.map((p) => p.courseName)).toContain('Ручне тестування: повний курс');
    await relogin();
  });
});

describe('GET /api/trainings/{applicationId}', () => {
  it('the group page of an ACCEPTED FULL application: lessons, progress, credentials, counts', async () => {
    const page = await training(ID.manual);
    expect(page).toMatchObject({
      applicationId: ID.manual,
      number: 24,
      courseDurationDays: null,
      login: 'olena.kovalenko',
      password: 'Mnl-24-kq7d',
      mantisUrl: 'https://mantis.qa-academy.example/',
      testlinkUrl: 'https://testlink.qa-academy.example/',
      progress: 60, // 6 of 10 lessons finished
      lessonsCount: 6,
      testsCount: 3,
      examsCount: 1,
      certificates: [],
      certificateAvailable: false,
      courseHasCertificate: true,
    });
    expect(page.lessons.map((l) => l.lessonType)).toEqual(['LESSON', 'LESSON', 'TEST_EXAM', 'LESSON', 'TEST_EXAM', 'TEST_EXAM', 'LESSON', 'LESSON', 'LESSON', 'EXAM']);
    expect(page.lessons.filter((l) => l.videoLink).length).toBe(3);
    // The webinar link only on today's lesson; every schedule with this trainee's attempts.
    expect(page.lessons.filter((l) => l.gotowebinarUrl).map((l) => l.name)).toEqual(['Робота з вимогами']);
    expect(page.lessons.filter((l) => l.schedule).map((l) => [l.name, l.schedule!.attemptsExceeded])).toEqual([
      ['Тест: Agile і Scrum', true],
      ['Тест: баг-репорти', true],
      ['Проміжний тест', false],
      ['Підсумковий тест курсу', false],
    ]);
    expect(page.lessons.at(-1)!.schedule!.start).toBe(START + 50 * DAY);
  });

  it('GENERATED: the certificates; BLITZ: its days and the terms from acceptance to finish', async () => {
    const basics = await training(ID.basics);
    expect(basics.certificateStatus).toBe('GENERATED');
    expect(basics.certificates.map((c) => [c.language, c.hasScore, c.publicAvailable, c.title])).toEqual([
      ['UA', true, true, 'Основи тестування'],
      ['EN', false, false, 'Testing fundamentals'],
    ]);
    expect(basics.certificateId).toBe(basics.certificates[0]!.id);
    expect(basics.progress).toBe(100);
    const git = await training(ID.gitBlitz);
    expect(git).toMatchObject({ courseType: 'BLITZ', number: null, groupName: null, courseDurationDays: 7, acceptedDate: START - 2 * DAY, finishDate: START + 5 * DAY });
    expect(git).toMatchObject({ certificateStatus: 'AVAILABLE', certificateAvailable: true, lessons: [], progress: 29 }); // 2 of 7 days
  });

  it('another trainee’s application and a non-accepted own one answer the same 404 as an unknown id', async () => {
    // The body of an unknown id, in each trainee's language.
    const notFound = async (cookie: string) => {
      const res = await get('/api/trainings/999999', cookie);
      expect(res.status).toBe(404);
      return res.text();
    };
    for (const [id, cookie] of [
      [ID.java2, c1], // trainee 2's
      [ID.manual, c2], // trainee 1's
      [ID.basics, c2],
      [ID.javaRejected, c1], // own, REJECTED
      [ID.sqlNew, c1], // own, NEW
      [ID.perfPaid, c1], // own, PAID
      [ID.perfNew2, c2], // his own, NEW
    ] as const) {
      const res = await get(`/api/trainings/${id}`, cookie);
      expect(res.status, `${id}`).toBe(404);
      expect(await res.text()).toBe(await notFound(cookie));
    }
    expect((await training(ID.java2, c2)).login).toBe('andrii.shevchenko');
  });

  it('400 with the field for a bad id, 403 without a session', async () => {
    for (const bad of ['abc', '-1', '1.5', '0', '2147483648']) {
      const res = await get(`/api/trainings/${bad}`, c1);
      expect(res.status, bad).toBe(400);
      const body = (await res.json()) as { errors?: Record<string, string> };
      expect(Object.keys(body.errors ?? {})).toEqual(['applicationId']);
    }
    for (const path of ['/api/trainings/current', '/api/trainings/past', '/api/trainings/promocode', `/api/trainings/${ID.manual}`])
      expect((await get(path)).status, path).toBe(403);
  });

  it('the fixed paths are not taken for an applicationId', async () => {
    for (const path of ['/api/trainings/current', '/api/trainings/past', '/api/trainings/promocode']) expect((await get(path, c1)).status, path).toBe(200);
  });
});

describe('the webinar link on the lesson’s day only (Europe/Kyiv)', () => {
  // A fake now with a session of its own (c1 would be 12 h idle there, SPEC §8 session expiry).
  const nextOf = async (now: number) => {
    const app = t.appWith({}, makeClock(now));
    const cookie = await app.login(T1.phone, T1.password);
    const cards = v.parse(v.array(TrainingCard), await (await app.call('GET', '/api/trainings/current', { cookie })).json());
    return cards.find((c) => c.applicationId === ID.manual)!.nextLesson!;
  };
  it('not the evening before, from Kyiv midnight of its day on', async () => {
    // 'Баг-трекінг на практиці' begins at START + 2 days: 17 January 2026, 11:00 in Kyiv (UTC+2).
    const kyivMidnight = Date.UTC(2026, 0, 16, 22, 0);
    const before = await nextOf(kyivMidnight - 1);
    expect(before.name).toBe('Баг-трекінг на практиці');
    expect(before.gotowebinarUrl).toBeNull();
    expect((await nextOf(kyivMidnight)).gotowebinarUrl).toBe('https://webinar.qa-academy.example/join/5');
    await relogin();
  });
});

describe('GET /api/trainings/past', () => {
  it('ACCEPTED and ended, newest first; BLITZ without a group name and with its terms', async () => {
    const past = v.parse(v.array(PastTraining), await (await get('/api/trainings/past', c1)).json());
    expect(past).toEqual([
      {
        courseName: 'Бліц: SQL для тестувальників',
        courseType: 'BLITZ',
        groupName: null,
        groupBeginTime: null,
        groupEndTime: null,
        blitzBeginTime: START - 60 * DAY,
        blitzEndTime: START - 46 * DAY,
      },
      {
        courseName: 'Основи тестування',
        courseType: 'FULL',
        groupName: 'QA-Basics-12',
        groupBeginTime: START - 180 * DAY,
        groupEndTime: START - 90 * DAY,
        blitzBeginTime: null,
        blitzEndTime: null,
      },
    ]);
    expect(await (await get('/api/trainings/past', c2)).json()).toEqual([]);
  });
});

describe('GET /api/trainings/promocode', () => {
  it('trainee 1 her own, trainee 2 the one for everyone in his language', async () => {
    expect(v.parse(PromoCode, await (await get('/api/trainings/promocode', c1)).json())).toEqual({
      announceText: 'Ваша персональна знижка 15% на наступний курс',
      promoCode: 'OLENA-15',
    });
    expect(v.parse(PromoCode, await (await get('/api/trainings/promocode', c2)).json())).toEqual({
      announceText: '10% off any course until the end of the month',
      promoCode: 'QA-AUTUMN-10',
    });
  });

  it('null when none is offered', async () => {
    const t2 = await makeTestApp();
    try {
      await t2.db.delete(promoCodes).where(and(eq(promoCodes.promoCode, 'QA-AUTUMN-10')));
      const cookie = await t2.login(T2.phone, T2.password);
      const res = await t2.call('GET', '/api/trainings/promocode', { cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toBeNull();
    } finally {
      await t2.close();
    }
  });
});
