import type { SnapshotFrom } from 'xstate';
import { breaksLeft } from '../api/breaks-left.ts';
import type { Passage, QuestionRef } from '../api/exams.ts';
import { breakRemainingMs, breaksAvailable, remainingMs, type PassageEvent, type passageMachine } from './passage.machine.ts';

// What the passage view needs (DESIGN "connect"): phase, clock, break controls, the open
// confirmation, and handlers. Codes and numbers only; the view translates.

export type PassageSnapshot = SnapshotFrom<typeof passageMachine>;

export type PassagePhase = 'loading' | 'running' | 'break' | 'finishing' | 'finished' | 'expired' | 'failed';

export type PassageDialog = { kind: 'confirmBreak'; minutesLeft: number } | { kind: 'confirmFinish' } | { kind: 'confirmLeave'; onBreak: boolean } | null;

function phaseOf(snapshot: PassageSnapshot): PassagePhase {
  if (snapshot.matches('IN_PROGRESS')) return 'running';
  if (snapshot.matches('BREAK_TAKEN')) return 'break';
  if (snapshot.matches('finishing')) return 'finishing';
  if (snapshot.matches('FINISHED')) return 'finished';
  if (snapshot.matches('EXPIRED')) return 'expired';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

function dialogOf(snapshot: PassageSnapshot): PassageDialog {
  if (snapshot.matches({ IN_PROGRESS: 'confirmingBreak' })) return { kind: 'confirmBreak', minutesLeft: snapshot.context.minutesLeft ?? 0 };
  if (snapshot.matches({ IN_PROGRESS: 'confirmingFinish' })) return { kind: 'confirmFinish' };
  if (snapshot.matches({ IN_PROGRESS: 'confirmingLeave' })) return { kind: 'confirmLeave', onBreak: false };
  if (snapshot.matches({ BREAK_TAKEN: 'confirmingLeave' })) return { kind: 'confirmLeave', onBreak: true };
  return null;
}

const seconds = (ms: number | null) => (ms == null ? null : Math.ceil(ms / 1000));

export function connectPassage(snapshot: PassageSnapshot, send: (event: PassageEvent) => void) {
  const { context } = snapshot;
  const passage = context.passage as Passage | null;
  const phase = phaseOf(snapshot);
  const running = snapshot.matches({ IN_PROGRESS: 'running' });
  const resting = snapshot.matches({ BREAK_TAKEN: 'resting' });
  return {
    phase,
    resultId: context.resultId,
    name: passage?.name ?? '',
    passage,
    questions: (passage?.questions ?? []) as QuestionRef[],
    showCheckResult: passage?.showCheckResult ?? false,
    answerHistoryAllowed: passage?.answerHistoryAllowed ?? false,
    /** Whole seconds left on the pass clock; null when passTime is unlimited (∞). */
    remainingSeconds: passage && passage.passTime != null ? seconds(remainingMs(context)) : null,
    /** Whole seconds left of the break (on a break only). */
    breakRemainingSeconds: phase === 'break' ? seconds(breakRemainingMs(context)) : null,
    /** At zero the clock waits for the server (SPEC §4 "the timer pauses until refreshed"). */
    isSyncing:
      snapshot.matches({ IN_PROGRESS: 'refreshing' }) ||
      snapshot.matches({ IN_PROGRESS: 'reconnecting' }) ||
      snapshot.matches({ BREAK_TAKEN: 'refreshing' }) ||
      snapshot.matches({ BREAK_TAKEN: 'reconnecting' }),
    /** SPEC §4: the break button shows only when breaks are configured and not exhausted. */
    showBreakButton: phase === 'running' && breaksAvailable(passage),
    canTakeBreak: running && breaksAvailable(passage),
    /** Breaks still available: a number, 'unlimited', or null without breaks (api/breaks-left.ts). */
    breaksLeft: passage ? breaksLeft(passage) : null,
    canFinishBreak: resting,
    canFinish: running,
    /** Answering happens while the passage runs, confirmations included. */
    isAnswering: phase === 'running',
    dialog: dialogOf(snapshot),
    /** SPEC §2: leaving asks (and finishes first) while in progress or on a break. */
    guardsLeave: phase === 'running' || phase === 'break',
    interrupted: context.error === 'interrupted',
    points: passage?.points ?? null,
    maxPoints: passage?.maxPoints ?? null,
    onTakeBreak: () => send({ type: 'BREAK.TAKE' }),
    onFinishBreak: () => send({ type: 'BREAK.FINISH' }),
    onFinish: () => send({ type: 'FINISH.REQUEST' }),
    onFinishConfirmed: () => send({ type: 'FINISH.CONFIRMED' }),
    onLeave: (to: string) => send({ type: 'LEAVE.REQUEST', to }),
    onInterrupted: () => send({ type: 'PASSAGE.INTERRUPTED' }),
    onConfirm: () => send({ type: 'CONFIRM' }),
    onCancel: () => send({ type: 'CANCEL' }),
  };
}

export type PassageApi = ReturnType<typeof connectPassage>;
