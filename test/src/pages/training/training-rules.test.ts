import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lesson } from '../../../../api/trainings.ts';
import { certificateBlock, examState, lessonState, opensGroupPage, progressPercent, timelines, webinar } from '../../../../src/pages/training/training-rules.ts';

// SPEC §4 "Lessons" and "Certificate" as the group page applies them, in fake time: the clock
// stands at NOW and moves with vi.setSystemTime, the rules read it through Date.now().
const NOW = new Date(2026, 10, 23, 12, 0).getTime();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const lesson = (over: Partial<Lesson> = {}): Lesson => ({
  lessonId: 1,
  lessonType: 'LESSON',
  name: 'Test design',
  beginTime: NOW + HOUR,
  endTime: NOW + 3 * HOUR,
  videoLink: null,
  gotowebinarUrl: null,
  schedule: null,
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lesson state (SPEC §4 "Lessons")', () => {
  it('future before beginTime, available from beginTime to endTime, finished after', () => {
    const l = lesson();
    expect(lessonState(l, Date.now())).toBe('future');
    vi.setSystemTime(l.beginTime - 1);
    expect(lessonState(l, Date.now())).toBe('future');
    vi.setSystemTime(l.beginTime);
    expect(lessonState(l, Date.now())).toBe('available');
    vi.setSystemTime(l.endTime);
    expect(lessonState(l, Date.now())).toBe('available');
    vi.setSystemTime(l.endTime + 1);
    expect(lessonState(l, Date.now())).toBe('finished');
  });
});

describe('webinar link (SPEC §4: on the lesson’s day, a note before)', () => {
  it('a lesson on a later day: the note names the lesson’s day', () => {
    const l = lesson({ beginTime: NOW + 2 * DAY, endTime: NOW + 2 * DAY + HOUR });
    expect(webinar(l, Date.now())).toEqual({ kind: 'later', day: l.beginTime });
  });

  it('on the lesson’s day the link the server sends shows; without one there is no note', () => {
    const today = lesson({ gotowebinarUrl: 'https://webinar.example/1' });
    expect(webinar(today, Date.now())).toEqual({ kind: 'link', url: 'https://webinar.example/1' });
    expect(webinar(lesson(), Date.now())).toEqual({ kind: 'none' });
  });

  it('the day turns at local midnight: at 23:59 the day before, still the note; at 00:00, no note', () => {
    const tomorrow9 = new Date(2026, 10, 24, 9, 0).getTime();
    const l = lesson({ beginTime: tomorrow9, endTime: tomorrow9 + HOUR });
    vi.setSystemTime(new Date(2026, 10, 23, 23, 59).getTime());
    expect(webinar(l, Date.now()).kind).toBe('later');
    vi.setSystemTime(new Date(2026, 10, 24, 0, 0).getTime());
    expect(webinar(l, Date.now()).kind).toBe('none');
  });

  it('a finished lesson has no note', () => {
    expect(webinar(lesson({ beginTime: NOW - 3 * DAY, endTime: NOW - 3 * DAY + HOUR }), Date.now())).toEqual({ kind: 'none' });
  });
});

describe('exam state (SPEC §4: FULL-course exams)', () => {
  const schedule = { scheduleId: 7, start: NOW + HOUR, finish: NOW + 5 * HOUR, attemptsExceeded: false };
  it('not started before start, open from start to finish, finished after', () => {
    expect(examState(schedule, Date.now())).toBe('notStarted');
    vi.setSystemTime(schedule.start);
    expect(examState(schedule, Date.now())).toBe('open');
    vi.setSystemTime(schedule.finish);
    expect(examState(schedule, Date.now())).toBe('open');
    vi.setSystemTime(schedule.finish + 1);
    expect(examState(schedule, Date.now())).toBe('finished');
  });

  it('attempts exceeded: finished while the window is open, still not started before it', () => {
    const exceeded = { ...schedule, attemptsExceeded: true };
    expect(examState(exceeded, Date.now())).toBe('notStarted');
    vi.setSystemTime(schedule.start + HOUR);
    expect(examState(exceeded, Date.now())).toBe('finished');
  });
});

describe('timelines', () => {
  it('exams are the EXAM and TEST_EXAM lessons with a schedule, by start; the rest by beginTime', () => {
    const s = (start: number) => ({ scheduleId: start, start, finish: start + HOUR, attemptsExceeded: false });
    const all = [
      lesson({ lessonId: 1, beginTime: NOW + 3 * DAY }),
      lesson({ lessonId: 2, lessonType: 'EXAM', schedule: s(NOW + 5 * DAY) }),
      lesson({ lessonId: 3, lessonType: 'TEST_EXAM', schedule: s(NOW + 2 * DAY) }),
      lesson({ lessonId: 4, lessonType: 'EXAM', schedule: null, beginTime: NOW + DAY }),
      lesson({ lessonId: 5, beginTime: NOW - DAY }),
    ];
    const { lessons, exams } = timelines(all);
    expect(exams.map((l) => l.lessonId)).toEqual([3, 2]);
    expect(lessons.map((l) => l.lessonId)).toEqual([5, 4, 1]);
  });
});

describe('who the page opens for (SPEC §6)', () => {
  it('only an ACCEPTED application', () => {
    expect(opensGroupPage({ applicationStatus: 'ACCEPTED' })).toBe(true);
    for (const status of ['NEW', 'REJECTED', 'NOT_PASSED_EXAM', 'PASSED_EXAM', 'EMAIL_NOT_CONFIRMED', 'AUTO_REJECT', 'NOT_PAID', 'PAID'] as const) {
      expect(opensGroupPage({ applicationStatus: status })).toBe(false);
    }
  });
});

describe('certificate block (SPEC §4 "Certificate")', () => {
  it('NOT_AVAILABLE: will be available when the course has a certificate, otherwise none', () => {
    expect(certificateBlock('NOT_AVAILABLE', true)).toBe('willBeAvailable');
    expect(certificateBlock('NOT_AVAILABLE', false)).toBe('noCertificate');
  });
  it('AVAILABLE: request; GENERATED: the certificates', () => {
    expect(certificateBlock('AVAILABLE', true)).toBe('request');
    expect(certificateBlock('GENERATED', true)).toBe('generated');
  });
});

describe('progress value', () => {
  it('a whole percent within 0..100', () => {
    expect(progressPercent(42.6)).toBe(43);
    expect(progressPercent(-3)).toBe(0);
    expect(progressPercent(140)).toBe(100);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});
