import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { activateLocale, i18n, loadAllMessages } from '../../../../src/app/i18n.ts';
import type { ApplicationStatus } from '../../../../api/trainings.ts';
import { cardDates, cardNotices, nextLessonMessage, opensGroupPage, showsInfoTable, statusLabel } from '../../../../src/pages/dashboard/card-rules.ts';
import { card, current, DAY, lesson, NOW } from './training-fixtures.ts';

// SPEC §4 "Application status on the dashboard", every rule read in uk, ru and en (issue 11
// "Tests": unit tests of every label and message rule). A dom test for the catalogs: they
// load the way the app loads them (src/app/i18n.ts sets <html lang>).

const LOCALES = ['uk', 'ru', 'en'] as const;
type Locale = (typeof LOCALES)[number];
const read = async (locale: Locale, text: MessageDescriptor | null) => {
  await activateLocale(locale === 'uk' ? 'ua' : locale);
  await loadAllMessages();
  return text ? i18n._(text) : null;
};

const NEXT_DAY = new Date(2026, 10, 26, 18, 30).getTime(); // 26.11.2026 18:30
const OTHER = ['NEW', 'NOT_PASSED_EXAM', 'PASSED_EXAM', 'EMAIL_NOT_CONFIRMED', 'AUTO_REJECT', 'NOT_PAID', 'PAID'] as const satisfies ApplicationStatus[];

const expected: Record<Locale, Record<string, string>> = {
  uk: {
    accepted: 'Заявку прийнято',
    rejected: 'Заявку відхилено',
    notPassed: 'Вступний тест не складено',
    processing: 'Заявка опрацьовується',
    firstLesson: 'Перше заняття: 26.11.2026',
    firstUnknown: 'Дату першого заняття буде оголошено.',
    lesson: 'Наступне заняття: 26.11.2026',
    practice: 'Наступний пробний тест: 26.11.2026 18:30',
    test: 'Наступний тест: 26.11.2026 18:30',
    noMore: 'Наступних занять не заплановано.',
    unpassed: 'У вас є нескладені тести поточного заняття.',
    certificate: 'Ваш сертифікат доступний.',
  },
  ru: {
    accepted: 'Заявка принята',
    rejected: 'Заявка отклонена',
    notPassed: 'Вступительный тест не сдан',
    processing: 'Заявка обрабатывается',
    firstLesson: 'Первое занятие: 26.11.2026',
    firstUnknown: 'Дата первого занятия будет объявлена.',
    lesson: 'Следующее занятие: 26.11.2026',
    practice: 'Следующий пробный тест: 26.11.2026 18:30',
    test: 'Следующий тест: 26.11.2026 18:30',
    noMore: 'Следующих занятий не запланировано.',
    unpassed: 'У вас есть несданные тесты текущего занятия.',
    certificate: 'Ваш сертификат доступен.',
  },
  en: {
    accepted: 'Application accepted',
    rejected: 'Application rejected',
    notPassed: 'Entry test not passed',
    processing: 'Application is being processed',
    firstLesson: 'First lesson: 26.11.2026',
    firstUnknown: 'The date of the first lesson will be announced.',
    lesson: 'Next lesson: 26.11.2026',
    practice: 'Next practice test: 26.11.2026 18:30',
    test: 'Next test: 26.11.2026 18:30',
    noMore: 'No further lessons are scheduled.',
    unpassed: 'You have unpassed tests of the current lesson.',
    certificate: 'Your certificate is available.',
  },
};

describe.each(LOCALES)('the dashboard card rules in %s', (locale) => {
  const words = expected[locale];

  it('labels ACCEPTED green', async () => {
    const label = statusLabel(card({ applicationStatus: 'ACCEPTED' }));
    expect(label.tone).toBe('success');
    expect(await read(locale, label.text)).toBe(words.accepted);
  });

  it("labels REJECTED red: 'application rejected' after a passed entry test, otherwise 'not passed the entry test'", async () => {
    const rejected = statusLabel(card({ applicationStatus: 'REJECTED', passedEntryExam: true }));
    const notPassed = statusLabel(card({ applicationStatus: 'REJECTED', passedEntryExam: false }));
    expect([rejected.tone, notPassed.tone]).toEqual(['danger', 'danger']);
    expect(await read(locale, rejected.text)).toBe(words.rejected);
    expect(await read(locale, notPassed.text)).toBe(words.notPassed);
  });

  it.each(OTHER)("labels %s with the warning 'being processed', whatever the entry test", async (status) => {
    for (const passedEntryExam of [true, false]) {
      const label = statusLabel(card({ applicationStatus: status, passedEntryExam }));
      expect(label.tone).toBe('warning');
      expect(await read(locale, label.text)).toBe(words.processing);
    }
  });

  it('without a current lesson gives the first lesson date, or says it will be announced', async () => {
    expect(await read(locale, nextLessonMessage(card({ currentLesson: null, nextLesson: lesson({ beginTime: NEXT_DAY }) }), NOW))).toBe(words.firstLesson);
    // Whatever type the first lesson is, it is the first lesson's date.
    expect(await read(locale, nextLessonMessage(card({ currentLesson: null, nextLesson: lesson({ lessonType: 'EXAM', beginTime: NEXT_DAY }) }), NOW))).toBe(
      words.firstLesson,
    );
    expect(await read(locale, nextLessonMessage(card({ currentLesson: null, nextLesson: null }), NOW))).toBe(words.firstUnknown);
  });

  it('with a current lesson gives the next lesson by its type: a lesson with its date, a practice test and a test with date and time', async () => {
    const next = (lessonType: 'LESSON' | 'TEST_EXAM' | 'EXAM') =>
      nextLessonMessage(card({ currentLesson: current(), nextLesson: lesson({ lessonType, beginTime: NEXT_DAY }) }), NOW);
    expect(await read(locale, next('LESSON'))).toBe(words.lesson);
    expect(await read(locale, next('TEST_EXAM'))).toBe(words.practice);
    expect(await read(locale, next('EXAM'))).toBe(words.test);
  });

  it('with a current lesson and no next one says no further lessons are scheduled', async () => {
    expect(await read(locale, nextLessonMessage(card({ currentLesson: current(), nextLesson: null }), NOW))).toBe(words.noMore);
  });

  it('never calls a date in the past next (issue 11): a "next" lesson that began is not next', async () => {
    const past = lesson({ beginTime: NOW - DAY });
    expect(await read(locale, nextLessonMessage(card({ currentLesson: current(), nextLesson: past }), NOW))).toBe(words.noMore);
    expect(await read(locale, nextLessonMessage(card({ currentLesson: null, nextLesson: { ...past, beginTime: NOW } }), NOW))).toBe(words.firstUnknown);
  });

  it("shows the 'unpassed tests' and 'certificate available' notices of an accepted card", async () => {
    const both = cardNotices(card({ currentLesson: current({ testsPassed: false }), certificateStatus: 'AVAILABLE' }));
    expect(await Promise.all(both.map((notice) => read(locale, notice)))).toEqual([words.unpassed, words.certificate]);
    const generated = cardNotices(card({ currentLesson: current({ testsPassed: true }), certificateStatus: 'GENERATED' }));
    expect(await Promise.all(generated.map((notice) => read(locale, notice)))).toEqual([words.certificate]);
  });
});

describe('which card shows what (SPEC §4)', () => {
  it('has no notices when the tests are passed (or there is no current lesson) and the certificate is NOT_AVAILABLE', () => {
    expect(cardNotices(card({ currentLesson: current({ testsPassed: true }), certificateStatus: 'NOT_AVAILABLE' }))).toEqual([]);
    expect(cardNotices(card({ currentLesson: null, certificateStatus: 'NOT_AVAILABLE' }))).toEqual([]);
  });

  it.each(['REJECTED', ...OTHER] as const)('gives a %s card no link, no next-lesson message and no notices', (status) => {
    const other = card({ applicationStatus: status, currentLesson: current({ testsPassed: false }), certificateStatus: 'AVAILABLE' });
    expect(opensGroupPage(other)).toBe(false);
    expect(nextLessonMessage(other, NOW)).toBeNull();
    expect(cardNotices(other)).toEqual([]);
  });

  it('opens the group page of an ACCEPTED card only', () => {
    expect(opensGroupPage(card({ applicationStatus: 'ACCEPTED' }))).toBe(true);
  });

  it('shows no info table for UNIVER applications', () => {
    expect(showsInfoTable(card({ applicationType: 'UNIVER' }))).toBe(false);
    expect(showsInfoTable(card({ applicationType: 'ACADEMY' }))).toBe(true);
    expect(showsInfoTable(card({ applicationType: 'ENGLISH' }))).toBe(true);
  });

  it('writes the dates DD.MM.YYYY – DD.MM.YYYY, or the one that is known (SPEC §9)', () => {
    expect(cardDates(card())).toBe('02.11.2026 – 29.01.2027');
    expect(cardDates(card({ endTime: null }))).toBe('02.11.2026');
    expect(cardDates(card({ beginTime: null, endTime: null }))).toBe('');
  });
});
