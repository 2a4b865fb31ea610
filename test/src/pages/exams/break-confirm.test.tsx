import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PassageDialogs } from '../../../../src/pages/exams/passage/passage-dialogs.tsx';
import { makeEnv, renderExam } from './render-exam.tsx';

// Issue 10 "Start/break": "Take a break?" (SPEC §4: the check call's minutesLeft, set when
// the test closes before the break would end) never says "0 minutes": under a minute reads
// "less than a minute"; it says what the break uses up (its length, the breaks left after
// it) and that the test is finished during it, so Cancel is the focused safe choice and
// taking the break the warning one. Plurals in every language for 1, 2, 5, 11, 21, 22.
const numbers = [1, 2, 5, 11, 21, 22] as const;
const closes = {
  en: (n: number) => `The test closes in ${n} ${n === 1 ? 'minute' : 'minutes'}, before the break would end: if you take the break now, the test is finished during it.`,
  uk: (n: number, i: number) =>
    `Тест закриється через ${n} ${['хвилину', 'хвилини', 'хвилин', 'хвилин', 'хвилину', 'хвилини'][i]}, раніше, ніж закінчиться перерва: якщо взяти перерву зараз, тест буде завершено під час неї.`,
  ru: (n: number, i: number) =>
    `Тест закроется через ${n} ${['минуту', 'минуты', 'минут', 'минут', 'минуту', 'минуты'][i]}, раньше, чем закончится перерыв: если взять перерыв сейчас, тест будет завершён во время него.`,
};
const lessThanAMinute = {
  en: 'The test closes in less than a minute, before the break would end',
  uk: 'Тест закриється менш ніж за хвилину, раніше, ніж закінчиться перерва',
  ru: 'Тест закроется менее чем через минуту, раньше, чем закончится перерыв',
};
// A break of n minutes with n + 1 breaks left: n left after it.
const uses = {
  en: (n: number) => `The break lasts ${n} ${n === 1 ? 'minute' : 'minutes'}; after it ${n} ${n === 1 ? 'break is' : 'breaks are'} left.`,
  uk: (n: number, i: number) =>
    `Перерва триває ${n} ${['хвилину', 'хвилини', 'хвилин', 'хвилин', 'хвилину', 'хвилини'][i]}; після неї ${['залишиться', 'залишаться', 'залишиться', 'залишиться', 'залишиться', 'залишаться'][i]} ${n} ${['перерва', 'перерви', 'перерв', 'перерв', 'перерва', 'перерви'][i]}.`,
  ru: (n: number, i: number) =>
    `Перерыв длится ${n} ${['минуту', 'минуты', 'минут', 'минут', 'минуту', 'минуты'][i]}; после него останется ${n} ${['перерыв', 'перерыва', 'перерывов', 'перерывов', 'перерыв', 'перерыва'][i]}.`,
};
const last = {
  en: 'This is your last break; it lasts 5 minutes.',
  uk: 'Це ваша остання перерва; вона триває 5 хвилин.',
  ru: 'Это ваш последний перерыв; он длится 5 минут.',
};
const unlimited = {
  en: 'Breaks are not limited; this one lasts 21 minutes.',
  uk: 'Перерви без обмежень; ця триває 21 хвилину.',
  ru: 'Перерывы без ограничений; этот длится 21 минуту.',
};

function open(minutesLeft: number, breaksLeft: number | 'unlimited', breakTime: number, locale: 'en' | 'uk' | 'ru') {
  const passage = { dialog: { kind: 'confirmBreak', minutesLeft }, breaksLeft, passage: { breakTime }, unsavedCount: 0, onCancel: () => {}, onConfirm: () => {} };
  renderExam(<PassageDialogs passage={passage as never} />, { env: makeEnv({}), locale });
  return screen.getByRole('alertdialog');
}

describe.each(['en', 'uk', 'ru'] as const)('"Take a break?" in %s', (locale) => {
  it.each(numbers.map((n, i) => [n, i] as const))('%i minutes left and breaks of that length, that many left after it', (n, i) => {
    open(n, n + 1, n, locale);
    expect(screen.getByTestId('break-closes')).toHaveTextContent(closes[locale](n, i));
    expect(screen.getByTestId('break-uses')).toHaveTextContent(uses[locale](n, i));
  });

  it('under a minute left reads "less than a minute", never "0 minutes"', () => {
    const dialog = open(0, 2, 5, locale);
    expect(screen.getByTestId('break-closes')).toHaveTextContent(lessThanAMinute[locale]);
    expect(dialog.textContent).not.toMatch(/\b0\b/);
  });

  it('the last break and unlimited breaks say so', () => {
    open(3, 1, 5, locale);
    expect(screen.getByTestId('break-uses')).toHaveTextContent(last[locale]);
    screen.getByRole('alertdialog').remove();
    open(3, 'unlimited', 21, locale);
    expect(screen.getAllByTestId('break-uses').at(-1)).toHaveTextContent(unlimited[locale]);
  });
});

it('Cancel is the focused safe choice; taking the break is styled as ending the attempt', () => {
  const dialog = open(0, 2, 5, 'en');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Take a break' })).toHaveAttribute('data-choice', 'ending');
});
