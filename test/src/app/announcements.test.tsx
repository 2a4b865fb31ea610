import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { PassageTimer } from '../../../src/pages/exams/passage/passage-timer.tsx';
import { activate, makeEnv, renderExam } from '../pages/exams/render-exam.tsx';

// Issue 10 "Words": what screen readers hear agrees in number and gender and reads as a
// sentence («Залишилася 1 хвилина», «Осталось 5 минут»), for 1, 2, 5, 11, 21 and 22 (SPEC §9
// plural rules): the timer's thresholds, the time-up report and the restart notice.
const numbers = [1, 2, 5, 11, 21, 22] as const;
const TIMER = '{minutes, plural, one {# minute left.} other {# minutes left.}}';
const TIME_UP = '{submitted, plural, one {Time is up. # answer was submitted for you.} other {Time is up. # answers were submitted for you.}}';
const RESTART =
  '{minutesLeft, plural, one {The portal will restart in # minute. Please save your work.} other {The portal will restart in # minutes. Please save your work.}}';

const expected = {
  uk: {
    timer: ['Залишилася 1 хвилина.', 'Залишилося 2 хвилини.', 'Залишилося 5 хвилин.', 'Залишилося 11 хвилин.', 'Залишилася 21 хвилина.', 'Залишилося 22 хвилини.'],
    timeUp: (n: number, answers: string) => `Час минув. За вас надіслано ${n} ${answers}.`,
    answers: ['відповідь', 'відповіді', 'відповідей', 'відповідей', 'відповідь', 'відповіді'],
    restart: (n: number, minutes: string) => `Портал буде перезапущено через ${n} ${minutes}. Збережіть, будь ласка, свою роботу.`,
    minutesAcc: ['хвилину', 'хвилини', 'хвилин', 'хвилин', 'хвилину', 'хвилини'],
  },
  ru: {
    timer: ['Осталась 1 минута.', 'Осталось 2 минуты.', 'Осталось 5 минут.', 'Осталось 11 минут.', 'Осталась 21 минута.', 'Осталось 22 минуты.'],
    timeUp: (n: number, answers: string) => `Время истекло. За вас ${answers.replace('#', String(n))}.`,
    answers: ['отправлен # ответ', 'отправлены # ответа', 'отправлено # ответов', 'отправлено # ответов', 'отправлен # ответ', 'отправлены # ответа'],
    restart: (n: number, minutes: string) => `Портал будет перезапущен через ${n} ${minutes}. Пожалуйста, сохраните свою работу.`,
    minutesAcc: ['минуту', 'минуты', 'минут', 'минут', 'минуту', 'минуты'],
  },
  en: {
    timer: ['1 minute left.', '2 minutes left.', '5 minutes left.', '11 minutes left.', '21 minutes left.', '22 minutes left.'],
    timeUp: (n: number, answers: string) => `Time is up. ${n} ${answers} submitted for you.`,
    answers: ['answer was', 'answers were', 'answers were', 'answers were', 'answers were', 'answers were'],
    restart: (n: number, minutes: string) => `The portal will restart in ${n} ${minutes}. Please save your work.`,
    minutesAcc: ['minute', 'minutes', 'minutes', 'minutes', 'minutes', 'minutes'],
  },
};
const say = (message: string, values: Record<string, number>) => i18n._(String(generateMessageId(message)), values);

describe.each(['uk', 'ru', 'en'] as const)('announcements in %s', (locale) => {
  it.each(numbers.map((n, i) => [n, i] as const))('%i minutes left, answers submitted, minutes to a restart', (n, i) => {
    activate(locale);
    const words = expected[locale];
    expect(say(TIMER, { minutes: n })).toBe(words.timer[i]);
    expect(say(TIME_UP, { submitted: n })).toBe(words.timeUp(n, words.answers[i]!));
    expect(say(RESTART, { minutesLeft: n })).toBe(words.restart(n, words.minutesAcc[i]!));
  });

  it('the timer says the whole sentence at 10, 5 and 1 minutes', () => {
    const { rerender } = renderExam(<PassageTimer label="t" seconds={11 * 60} syncing={false} />, { env: makeEnv({}), locale });
    const live = () => document.querySelector('[aria-live="polite"]')!.textContent;
    expect(live()).toBe('');
    rerender(<PassageTimer label="t" seconds={5 * 60} syncing={false} />);
    expect(live()).toBe(expected[locale].timer[2]);
    rerender(<PassageTimer label="t" seconds={60} syncing={false} />);
    expect(live()).toBe(expected[locale].timer[0]);
  });
});
