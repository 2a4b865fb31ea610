import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { IntroStats } from '../../../../src/pages/exams/intro/intro-stats.tsx';
import { PassageTimer } from '../../../../src/pages/exams/passage/passage-timer.tsx';
import { PassageDialogs } from '../../../../src/pages/exams/passage/passage-dialogs.tsx';
import { PassageHeader } from '../../../../src/pages/exams/passage/passage-header.tsx';
import { StartButton } from '../../../../src/pages/exams/intro/start-button.tsx';
import { intro } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// SPEC §9 plural rules (one: 1 but not 11; few: 2-4 but not 12-14; otherwise many) for
// minutes, questions, points and attempts, in every language.
const numbers = [1, 2, 5, 11, 21, 22] as const;
const expected = {
  en: {
    questions: ['1 question', '2 questions', '5 questions', '11 questions', '21 questions', '22 questions'],
    minutes: ['1 minute', '2 minutes', '5 minutes', '11 minutes', '21 minutes', '22 minutes'],
    points: ['1 point', '2 points', '5 points', '11 points', '21 points', '22 points'],
    attempts: ['1 attempt left', '2 attempts left', '5 attempts left', '11 attempts left', '21 attempts left', '22 attempts left'],
  },
  uk: {
    questions: ['1 запитання', '2 запитання', '5 запитань', '11 запитань', '21 запитання', '22 запитання'],
    minutes: ['1 хвилина', '2 хвилини', '5 хвилин', '11 хвилин', '21 хвилина', '22 хвилини'],
    points: ['1 бал', '2 бали', '5 балів', '11 балів', '21 бал', '22 бали'],
    attempts: ['Залишилася 1 спроба', 'Залишилося 2 спроби', 'Залишилося 5 спроб', 'Залишилося 11 спроб', 'Залишилася 21 спроба', 'Залишилося 22 спроби'],
  },
  ru: {
    questions: ['1 вопрос', '2 вопроса', '5 вопросов', '11 вопросов', '21 вопрос', '22 вопроса'],
    minutes: ['1 минута', '2 минуты', '5 минут', '11 минут', '21 минута', '22 минуты'],
    points: ['1 балл', '2 балла', '5 баллов', '11 баллов', '21 балл', '22 балла'],
    attempts: ['Осталась 1 попытка', 'Осталось 2 попытки', 'Осталось 5 попыток', 'Осталось 11 попыток', 'Осталась 21 попытка', 'Осталось 22 попытки'],
  },
};
// Issue 10 item 3: the finish confirmation counts the questions without a saved answer.
const unsaved = {
  en: ['1 question has', '2 questions have', '5 questions have', '11 questions have', '21 questions have', '22 questions have'],
  uk: ['1 запитання не має', '2 запитання не мають', '5 запитань не мають', '11 запитань не мають', '21 запитання не має', '22 запитання не мають'],
  ru: ['1 вопрос не имеет', '2 вопроса не имеют', '5 вопросов не имеют', '11 вопросов не имеют', '21 вопрос не имеет', '22 вопроса не имеют'],
};
// Issue 10: what a start and a break use up, said before the click.
const uses = {
  en: { attempt: 'Starting uses attempt 1 of', time: 'You will have' },
  uk: { attempt: 'Початок тесту використає спробу 1 з', time: 'У вас буде' },
  ru: { attempt: 'Начало теста использует попытку 1 из', time: 'У вас будет' },
};
const breaksLeft = {
  en: [
    '1 break left, 1 minute each',
    '2 breaks left, 2 minutes each',
    '5 breaks left, 5 minutes each',
    '11 breaks left, 11 minutes each',
    '21 breaks left, 21 minutes each',
    '22 breaks left, 22 minutes each',
  ],
  uk: [
    'Залишилася 1 перерва, по 1 хвилині',
    'Залишилося 2 перерви, по 2 хвилини',
    'Залишилося 5 перерв, по 5 хвилин',
    'Залишилося 11 перерв, по 11 хвилин',
    'Залишилася 21 перерва, по 21 хвилині',
    'Залишилося 22 перерви, по 22 хвилини',
  ],
  ru: [
    'Остался 1 перерыв, по 1 минуте',
    'Осталось 2 перерыва, по 2 минуты',
    'Осталось 5 перерывов, по 5 минут',
    'Осталось 11 перерывов, по 11 минут',
    'Остался 21 перерыв, по 21 минуте',
    'Осталось 22 перерыва, по 22 минуты',
  ],
};
const label = {
  en: ['Questions', 'Time', 'Pass point', 'Attempts'],
  uk: ['Запитання', 'Час', 'Прохідний бал', 'Спроби'],
  ru: ['Вопросы', 'Время', 'Проходной балл', 'Попытки'],
};

describe.each(['en', 'uk', 'ru'] as const)('plurals in %s', (locale) => {
  it.each(numbers.map((n, i) => [n, i] as const))('%i questions, minutes, points, attempts', (n, i) => {
    renderExam(<IntroStats intro={intro({ questionsCount: n, passTime: n, passPoint: n, attempts: n, resultsCount: 0 })} />, { env: makeEnv({}), locale });
    const [questions, time, passPoint, attempts] = label[locale].map((l) => screen.getByText(l, { selector: 'dt' }).nextElementSibling!.textContent);
    expect(questions).toBe(expected[locale].questions[i]);
    expect(time).toBe(expected[locale].minutes[i]);
    expect(passPoint).toContain(expected[locale].points[i]);
    expect(attempts).toContain(expected[locale].attempts[i]);
  });

  it.each(numbers.map((n, i) => [n, i] as const))('the finish confirmation counts %i unsaved questions', (n, i) => {
    const passage = { dialog: { kind: 'confirmFinish' }, unsavedCount: n, onCancel: () => {}, onConfirm: () => {} };
    renderExam(<PassageDialogs passage={passage as never} />, { env: makeEnv({}), locale });
    expect(screen.getByTestId('unsaved-count')).toHaveTextContent(unsaved[locale][i]!);
  });

  it.each(numbers.map((n, i) => [n, i] as const))('the start says it uses attempt 1 of %i and the minutes', (n, i) => {
    renderExam(<StartButton scheduleId={3} checkAudio={false} uses={{ attempt: 1, attempts: n, passTime: n }} />, { env: makeEnv({}), locale });
    expect(screen.getByTestId('start-uses')).toHaveTextContent(`${uses[locale].attempt} ${n}. ${uses[locale].time} ${expected[locale].minutes[i]}.`);
  });

  it.each(numbers.map((n, i) => [n, i] as const))('the break button shows %i breaks left and their length', (n, i) => {
    const passage = { phase: 'break', name: 'Exam', showBreakButton: true, canTakeBreak: true, breaksLeft: n, passage: { breakTime: n }, onTakeBreak: () => {} };
    renderExam(<PassageHeader passage={passage as never} />, { env: makeEnv({}), locale });
    expect(screen.getByTestId('break-allowance')).toHaveTextContent(breaksLeft[locale][i]!);
  });

  it('the timer announces its thresholds (10, 5, 1 minutes) with the right form', () => {
    const { rerender } = renderExam(<PassageTimer label="t" seconds={11 * 60} syncing={false} />, { env: makeEnv({}), locale });
    const live = () => document.querySelector('[aria-live="polite"]')!.textContent;
    rerender(<PassageTimer label="t" seconds={5 * 60} syncing={false} />);
    expect(live()).toContain(expected[locale].minutes[2]); // 5
    rerender(<PassageTimer label="t" seconds={60} syncing={false} />);
    expect(live()).toContain(expected[locale].minutes[0]); // 1
  });
});
