import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { passageRoute } from './passage-route.tsx';
import type { Passage } from '../../../../api/exams.ts';
import { BASE, passage, question } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// SPEC §4 "Timer": server `now` advanced by a monotonic clock (performance.now, faked
// here), never by the client's wall clock; ∞ when passTime is unlimited; at zero the
// passage is refreshed from the server and the clock waits for it.
const WALL = BASE - 3 * 3_600_000; // the trainee's computer clock is three hours wrong

function open(first: Passage, update = vi.fn(() => new Promise<Passage>(() => {}))) {
  const env = makeEnv({ passage: async () => first, update, question: async () => question(1) });
  renderExam(passageRoute(), {
    env,
    path: '/exams/passage/7/1',
  });
  return update;
}
const clock = () => screen.getByTestId('timer');
const live = () => document.querySelector('[aria-live="polite"]')!.textContent;
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: WALL });
});
afterEach(() => vi.useRealTimers());

describe('passage timer', () => {
  it('counts down from the server time, whatever the wall clock says, one second a tick', async () => {
    open(passage({ now: BASE, passExpires: BASE + 125_000 }));
    await pass(0);
    expect(clock()).toHaveTextContent('02:05');
    await pass(1_000);
    expect(clock()).toHaveTextContent('02:04');
    vi.setSystemTime(WALL + 86_400_000); // the wall clock jumps a day: nothing changes
    await pass(1_000);
    expect(clock()).toHaveTextContent('02:03');
  });

  it('shows HH:MM:SS from an hour up', async () => {
    open(passage({ now: BASE, passExpires: BASE + 2 * 3_600_000 + 5_000 }));
    await pass(0);
    expect(clock()).toHaveTextContent('02:00:05');
  });

  it('shows ∞ when passTime is unlimited, read as "no time limit", and announces nothing', async () => {
    open(passage({ passTime: null, passExpires: null }));
    await pass(0);
    expect(clock()).toHaveTextContent('∞');
    expect(clock()).toHaveTextContent('No time limit');
    expect(live()).toBe('');
  });

  it('announces politely only at 10, 5 and 1 minutes left, not every minute (issue 10 item 2)', async () => {
    open(passage({ now: BASE, passExpires: BASE + 12 * 60_000 }));
    await pass(0);
    expect(live()).toBe(''); // the clock says the time; nothing is announced at load
    await pass(60_000); // 11:00
    expect(live()).toBe('');
    await pass(60_000); // 10:00
    expect(live()).toBe('10 minutes left.');
    await pass(4 * 60_000); // 06:00: no announcement every minute
    expect(live()).toBe('10 minutes left.');
    await pass(59_000); // 05:01
    expect(live()).toBe('10 minutes left.');
    await pass(1_000); // 05:00
    expect(live()).toBe('5 minutes left.');
    await pass(3 * 60_000); // 02:00
    expect(live()).toBe('5 minutes left.');
    await pass(60_000); // 01:00
    expect(live()).toBe('1 minute left.');
  });

  it('at zero asks the server and waits, paused at 00:00, until it answers; FINISHED ends the passage', async () => {
    let answer: (p: Passage) => void = () => {};
    const update = open(
      passage({ now: BASE, passExpires: BASE + 3_000 }),
      vi.fn(() => new Promise<Passage>((resolve) => (answer = resolve))),
    );
    await pass(0);
    expect(clock()).toHaveTextContent('00:03');
    await pass(3_000);
    expect(update).toHaveBeenCalledTimes(1);
    expect(clock()).toHaveTextContent('00:00');
    expect(screen.getByText('Checking with the server…')).toBeInTheDocument();
    expect(live()).toBe('Time is up.');
    await pass(10_000); // still waiting: no second call, the clock stays at zero
    expect(update).toHaveBeenCalledTimes(1);
    expect(clock()).toHaveTextContent('00:00');
    await act(async () => answer(passage({ status: 'FINISHED', now: BASE + 13_000, points: 7 })));
    expect(await screen.findByRole('heading', { name: 'The test is finished.' })).toBeInTheDocument();
  });

  it('a refresh that fails at zero is asked again after 5 s of ticks', async () => {
    const update = open(
      passage({ now: BASE, passExpires: BASE + 1_000 }),
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await pass(1_000);
    expect(update).toHaveBeenCalledTimes(1);
    await pass(4_000);
    expect(update).toHaveBeenCalledTimes(1);
    await pass(1_000);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('on a break: the break countdown and "finish the break"; no question, no take-break button', async () => {
    open(passage({ status: 'BREAK_TAKEN', now: BASE, breaksTaken: 1, breakExpires: BASE + 600_000 }));
    await pass(0);
    expect(clock()).toHaveTextContent('10:00');
    expect(screen.getByRole('button', { name: 'Finish the break' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Take a break' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('the break button shows only with breaks configured and left (breakCount 0 = unlimited)', async () => {
    open(passage({ breakTime: 10, breakCount: 0, breaksTaken: 5 }));
    await pass(0);
    expect(screen.getByRole('button', { name: 'Take a break' })).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    ['no break time', { breakTime: null, breakCount: 2, breaksTaken: 0 }],
    ['all breaks taken', { breakTime: 10, breakCount: 2, breaksTaken: 2 }],
  ])('no break button: %s', async (_, over) => {
    open(passage(over));
    await pass(0);
    expect(screen.getByRole('button', { name: 'Finish the test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a break' })).toBeNull();
  });
});
