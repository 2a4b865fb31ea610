import type { SnapshotFrom } from 'xstate';
import type { ExamStartEvent, StartRefusal, examStartMachine } from './exam-start.machine.ts';

// What the intro's start button and its confirmation need (DESIGN "connect").

export interface ExamStartApi {
  /** A check or the start is on its way (the button waits). */
  isBusy: boolean;
  /** SPEC §4: minutes left before the schedule closes, to confirm; null when nothing to confirm. */
  confirmMinutes: number | null;
  notice: 'audioNotHeard' | null;
  /**
   * Issue 10: the last check or start was refused; `message` is the server's text (SPEC §8),
   * null when there was none (no answer): the view then says the server could not be reached.
   */
  refusal: StartRefusal | null;
  onStart: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function connectExamStart(snapshot: SnapshotFrom<typeof examStartMachine>, send: (event: ExamStartEvent) => void): ExamStartApi {
  return {
    isBusy: !snapshot.matches('idle') && !snapshot.matches('confirming'),
    confirmMinutes: snapshot.matches('confirming') ? (snapshot.context.minutesLeft ?? 0) : null,
    notice: snapshot.context.notice,
    refusal: snapshot.context.refusal,
    onStart: () => send({ type: 'START' }),
    onConfirm: () => send({ type: 'CONFIRM' }),
    onCancel: () => send({ type: 'CANCEL' }),
  };
}
