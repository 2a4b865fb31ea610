import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { breaksLeft, type BreaksLeft } from '../api/breaks-left.ts';
import type { Passage, PassageStatus, QuestionRef } from '../api/exams.ts';
import { isPassageOpen } from '../api/passage-open.ts';
import { breakRemainingMs, breaksAvailable, remainingMs } from './passage-clock.ts';
import type { PassageEvent, passageMachine } from './passage.machine.ts';
import type { questionMachine } from './question.machine.ts';

// What the passage view needs (DESIGN "connect"): phase, clock, break controls, the open
// confirmation, and handlers. Codes and numbers only; the view translates.

export type PassageSnapshot = SnapshotFrom<typeof passageMachine>;

export type PassagePhase = 'loading' | 'running' | 'break' | 'finishing' | 'finished' | 'expired' | 'failed';

export type PassageDialog =
  { kind: 'confirmBreakDraft' } | { kind: 'confirmBreak'; minutesLeft: number } | { kind: 'confirmFinish' } | { kind: 'confirmLeave'; onBreak: boolean } | null;

export interface PassageApi {
  phase: PassagePhase;
  resultId: number;
  name: string;
  passage: Passage | null;
  questions: QuestionRef[];
  showCheckResult: boolean;
  answerHistoryAllowed: boolean;
  /** Whole seconds left on the pass clock; null when passTime is unlimited (∞). */
  remainingSeconds: number | null;
  /** Whole seconds left of the break (on a break only). */
  breakRemainingSeconds: number | null;
  /** At zero the clock waits for the server (SPEC §4 "the timer pauses until refreshed"). */
  isSyncing: boolean;
  /** SPEC §4: the break button shows only when breaks are configured and not exhausted. */
  showBreakButton: boolean;
  canTakeBreak: boolean;
  /** Breaks still available: a number, 'unlimited', or null without breaks (api/breaks-left.ts). */
  breaksLeft: BreaksLeft;
  canFinishBreak: boolean;
  canFinish: boolean;
  /** An answer is on its way: finishing and breaks wait (SPEC §2). */
  isSaving: boolean;
  /** How many answers finishing waits for (sent, or kept and waiting for the connection). */
  answersOnTheirWay: number;
  /**
   * Issue 10 "Offline": null while connected; 'offline' when the browser has no network,
   * 'waiting' when a save could not reach the server and waits, kept on the device.
   */
  connection: 'offline' | 'waiting' | null;
  /** Some questions have no saved answer (the finish and leave confirmations say so). */
  hasUnsaved: boolean;
  /** How many questions have no saved answer (the finish confirmation counts them, issue 10 item 3). */
  unsavedCount: number;
  /** The question machine, while the passage is in progress (the question panel connects it). */
  question: ActorRefFrom<typeof questionMachine> | null;
  /** Answering happens while the passage runs, confirmations included. */
  isAnswering: boolean;
  dialog: PassageDialog;
  /** SPEC §2: leaving asks (and finishes first) while the passage is open (api/passage-open.ts). */
  guardsLeave: boolean;
  interrupted: boolean;
  /** Finished by the clock (issue 10 item 1): how many drafts were submitted for the trainee. */
  timeUp: { submitted: number } | null;
  points: number | null;
  maxPoints: number | null;
  onTakeBreak: () => void;
  onFinishBreak: () => void;
  onFinish: () => void;
  onFinishConfirmed: () => void;
  onLeave: (to: string) => void;
  onInterrupted: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** Before a break: drop the unsaved change (issue 10 item 1). */
  onDiscard: () => void;
}

function phaseOf(snapshot: PassageSnapshot): PassagePhase {
  if (snapshot.matches('IN_PROGRESS')) return 'running';
  if (snapshot.matches('BREAK_TAKEN')) return 'break';
  if (snapshot.matches('finishing')) return 'finishing';
  if (snapshot.matches('FINISHED')) return 'finished';
  if (snapshot.matches('EXPIRED')) return 'expired';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

/** The status the machine is in, when it is one of SPEC §4's. */
function statusOf(snapshot: PassageSnapshot): PassageStatus | null {
  for (const status of ['IN_PROGRESS', 'BREAK_TAKEN', 'FINISHED', 'EXPIRED'] as const) if (snapshot.matches(status)) return status;
  return null;
}

function dialogOf(snapshot: PassageSnapshot): PassageDialog {
  if (snapshot.matches({ IN_PROGRESS: 'confirmingBreakDraft' })) return { kind: 'confirmBreakDraft' };
  if (snapshot.matches({ IN_PROGRESS: 'confirmingBreak' })) return { kind: 'confirmBreak', minutesLeft: snapshot.context.minutesLeft ?? 0 };
  if (snapshot.matches({ IN_PROGRESS: 'confirmingFinish' })) return { kind: 'confirmFinish' };
  if (snapshot.matches({ IN_PROGRESS: 'confirmingLeave' })) return { kind: 'confirmLeave', onBreak: false };
  if (snapshot.matches({ BREAK_TAKEN: 'confirmingLeave' })) return { kind: 'confirmLeave', onBreak: true };
  return null;
}

const seconds = (ms: number | null) => (ms == null ? null : Math.ceil(ms / 1000));

export function connectPassage(snapshot: PassageSnapshot, send: (event: PassageEvent) => void): PassageApi {
  const { context } = snapshot;
  const { passage } = context;
  const phase = phaseOf(snapshot);
  const status = statusOf(snapshot);
  const running = snapshot.matches({ IN_PROGRESS: 'running' });
  const waits = context.saving || context.keptWaiting > 0;
  const resting = snapshot.matches({ BREAK_TAKEN: 'resting' });
  return {
    phase,
    resultId: context.resultId,
    name: passage?.name ?? '',
    passage,
    questions: passage?.questions ?? [],
    showCheckResult: passage?.showCheckResult ?? false,
    answerHistoryAllowed: passage?.answerHistoryAllowed ?? false,
    remainingSeconds: passage && passage.passTime != null ? seconds(remainingMs(context)) : null,
    breakRemainingSeconds: phase === 'break' ? seconds(breakRemainingMs(context)) : null,
    isSyncing:
      snapshot.matches({ IN_PROGRESS: 'submittingDrafts' }) ||
      snapshot.matches({ IN_PROGRESS: 'refreshing' }) ||
      snapshot.matches({ IN_PROGRESS: 'reconnecting' }) ||
      snapshot.matches({ BREAK_TAKEN: 'refreshing' }) ||
      snapshot.matches({ BREAK_TAKEN: 'reconnecting' }),
    showBreakButton: phase === 'running' && breaksAvailable(passage),
    canTakeBreak: running && breaksAvailable(passage) && !waits,
    breaksLeft: passage ? breaksLeft(passage) : null,
    canFinishBreak: resting,
    canFinish: running && !waits,
    isSaving: waits,
    answersOnTheirWay: (context.saving ? 1 : 0) + context.keptWaiting,
    connection:
      phase !== 'running' && phase !== 'break'
        ? null
        : (context.saving && context.saveWaiting) || context.keptWaiting > 0
          ? 'waiting'
          : context.online
            ? null
            : 'offline',
    hasUnsaved: context.questions.some((q) => !q.saved),
    unsavedCount: context.questions.filter((q) => !q.saved).length,
    question: snapshot.children.question ?? null,
    isAnswering: phase === 'running',
    dialog: dialogOf(snapshot),
    guardsLeave: status != null && isPassageOpen(status),
    interrupted: context.error === 'interrupted',
    timeUp: phase === 'finished' || phase === 'expired' ? context.timeUp : null,
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
    onDiscard: () => send({ type: 'DISCARD' }),
  };
}
