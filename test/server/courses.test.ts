// SPEC §7 GET /api/courses and /api/courses/{courseId} through the contract (api/trainings.ts):
// the catalogue with this trainee's status of each course, and one published course with its
// groups that have not ended and the counts of its first (running or next) group's lessons;
// courseDuration BLITZ days, FULL null; the SPEC §9 duration counted by the server from the same
// group, so a FULL course whose groups have all ended still has one (issue 59 item 6).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { CourseListItem, Main } from '../../api/main.ts';
import { CourseDetail } from '../../api/trainings.ts';
import { courses } from '../../server/db/schema.ts';
import { demoSuite, START, type TestApp } from './harness.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let c1: string;
let c2: string;
demoSuite((demo) => ({ t, c1, c2 } = demo));

const list = async (cookie: string) => v.parse(v.array(CourseListItem), await (await t.call('GET', '/api/courses', { cookie })).json());
const detail = async (id: number | string, cookie = c1) => t.call('GET', `/api/courses/${id}`, { cookie });
const byName = async (name: string, cookie = c1) => (await list(cookie)).find((c) => c.name === name)!;

describe('GET /api/courses', () => {
  it('is the course list of GET /api/main, with each trainee’s own statuses', async () => {
    const main = v.parse(Main, await (await t.call('GET', '/api/main', { cookie: c1 })).json());
    expect(await list(c1)).toEqual(main.courses);
    expect((await byName('Ручне тестування: повний курс')).status).toBe('PASSING');
    expect((await byName('Manual testing: full course', c2)).status).toBe('AVAILABLE');
  });
  it('403 without a session', async () => {
    expect((await t.call('GET', '/api/courses')).status).toBe(403);
    expect((await t.call('GET', '/api/courses/1')).status).toBe(403);
  });
});

describe('GET /api/courses/{courseId}', () => {
  it('a FULL course: its groups not ended, counts and duration from the running group, every text', async () => {
    const { courseId } = await byName('Ручне тестування: повний курс');
    const course = v.parse(CourseDetail, await (await detail(courseId)).json());
    expect(course).toEqual({
      courseId,
      name: 'Ручне тестування: повний курс',
      status: 'PASSING',
      courseType: 'FULL',
      courseDuration: null,
      duration: { unit: 'months', count: 3 },
      groups: [
        { number: 24, beginTime: START - 30 * DAY, endTime: START + 54 * DAY }, // 12 weeks: 3 months
        { number: 25, beginTime: START + 40 * DAY, endTime: START + 124 * DAY },
      ],
      lessonsCount: 6,
      testsCount: 3,
      examsCount: 1,
      certificate: true,
      audience: 'Початківцям без досвіду в ІТ',
      conditions: 'Заняття двічі на тиждень увечері; вступний тест перед початком.',
      briefDescription: 'Від основ до реальних проєктів',
      fullDescription: 'Тест-дизайн, баг-репорти, робота з вимогами та трекерами.\nНаприкінці — підсумковий тест і сертифікат.',
    });
  });

  it('a course whose group has not begun: that group and its counts; 6 weeks long', async () => {
    const { courseId } = await byName('Mobile app testing', c2);
    const course = v.parse(CourseDetail, await (await detail(courseId, c2)).json());
    expect(course).toMatchObject({ name: 'Mobile app testing', status: 'AVAILABLE', lessonsCount: 3, testsCount: 1, examsCount: 0, certificate: true });
    expect(course.groups).toEqual([{ number: 2, beginTime: START + 5 * DAY, endTime: START + 47 * DAY }]);
    expect(course.duration).toEqual({ unit: 'weeks', count: 6 });
  });

  it('a FULL course whose groups all ended lists none, and has the last group’s counts and duration (issue 59 item 6)', async () => {
    const { courseId } = await byName('Основи тестування');
    expect(v.parse(CourseDetail, await (await detail(courseId)).json())).toMatchObject({
      status: 'ALREADY_PASSED',
      courseType: 'FULL',
      groups: [],
      lessonsCount: 3,
      duration: { unit: 'weeks', count: 13 }, // QA-Basics-12: 90 days
    });
  });

  it('BLITZ: courseDuration in days, no groups; a course without a certificate says so', async () => {
    const blitz = v.parse(CourseDetail, await (await detail((await byName('Бліц: SQL для тестувальників')).courseId)).json());
    expect(blitz).toMatchObject({ courseType: 'BLITZ', courseDuration: 14, duration: { unit: 'days', count: 14 }, groups: [], lessonsCount: 0 });
    const security = v.parse(CourseDetail, await (await detail((await byName('Тестування безпеки')).courseId)).json());
    expect(security).toMatchObject({ certificate: false, courseDuration: null, status: 'AVAILABLE' });
  });

  it('404 for an unknown or unpublished course (the same body), 400 for a bad id', async () => {
    const unknown = await detail(999999);
    expect(unknown.status).toBe(404);
    const body = await unknown.text();
    const { courseId } = await byName('Тестування безпеки');
    await t.db.update(courses).set({ published: false }).where(eq(courses.id, courseId));
    try {
      const hidden = await detail(courseId);
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).toBe(body);
    } finally {
      await t.db.update(courses).set({ published: true }).where(eq(courses.id, courseId));
    }
    for (const bad of ['abc', '0x1', '1e3']) {
      const res = await detail(bad);
      expect(res.status, bad).toBe(400);
      const body = (await res.json()) as { errors?: Record<string, string> };
      expect(Object.keys(body.errors ?? {})).toEqual(['courseId']);
    }
  });
});
