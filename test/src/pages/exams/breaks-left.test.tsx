import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Passage } from '../../../../api/exams.ts';
import { IntroStats } from '../../../../src/pages/exams/intro/intro-stats.tsx';
import { passageRoute } from './passage-route.tsx';
import { intro, passage, question } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// What the trainee sees of "breaks left" follows the rule takeBreak refuses by
// (api/breaks-left.ts, docs/decisions.md #38): the break button, its visible "N breaks left, M minutes each"
// and the intro's Breaks stat; a negative breakCount is unlimited, like 0 or null.
async function openPassage(first: Passage) {
  const env = makeEnv({ passage: async () => first, update: vi.fn(() => new Promise<Passage>(() => {})), question: async () => question(1) });
  renderExam(passageRoute(), {
    env,
    path: '/exams/passage/7/1',
  });
  await screen.findByRole('button', { name: 'Finish the test' });
  return screen.queryByRole('button', { name: 'Take a break' });
}

describe('breaks left in the browser', () => {
  it.each([
    [null, 0, 'Breaks are not limited, 10 minutes each'],
    [0, 3, 'Breaks are not limited, 10 minutes each'],
    [-1, 0, 'Breaks are not limited, 10 minutes each'],
    [-1, 4, 'Breaks are not limited, 10 minutes each'],
    [1, 0, '1 break left, 10 minutes each'],
    [2, 1, '1 break left, 10 minutes each'],
    [2, 0, '2 breaks left, 10 minutes each'],
  ])('breakCount %s, %s taken: the break button, with "%s" visible beside it', async (breakCount, breaksTaken, text) => {
    const button = await openPassage(passage({ breakTime: 10, breakCount, breaksTaken }));
    expect(button).not.toHaveAttribute('aria-disabled');
    // Issue 10: breaks left and their length are visible text (not only a tooltip), read with the button.
    expect(button).not.toHaveAttribute('title');
    const allowance = screen.getByTestId('break-allowance');
    expect(allowance).toBeVisible();
    expect(allowance).toHaveTextContent(text);
    expect(button).toHaveAccessibleDescription(text);
  });

  it.each([
    [1, 1],
    [2, 2],
    [2, 3],
  ])('breakCount %s, %s taken: no break button', async (breakCount, breaksTaken) => {
    expect(await openPassage(passage({ breakTime: 10, breakCount, breaksTaken }))).toBeNull();
  });

  it.each([
    [-1, 10, 'Unlimited, 10 minutes each'],
    [0, 10, 'Unlimited, 10 minutes each'],
    [null, 10, 'Unlimited, 10 minutes each'],
    [2, 10, '2 × 10 minutes'],
    [-1, null, 'No breaks'],
    [2, 0, 'No breaks'],
  ])('the intro reads breakCount %s with breakTime %s as "%s"', (breakCount, breakTime, text) => {
    renderExam(<IntroStats intro={intro({ breakCount, breakTime })} />, { env: makeEnv({}) });
    expect(screen.getByText('Breaks', { selector: 'dt' }).nextElementSibling).toHaveTextContent(text);
  });
});
