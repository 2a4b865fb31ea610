import type { SnapshotFrom } from 'xstate';
import type { ExamStartEvent, examStartMachine } from './exam-start.machine.ts';

// What the intro's start button and its confirmation need (DESIGN "connect").

export interface ExamStartApi {
  /** A check or the start is on its way (the button waits). */
  isBusy: boolean;
  /** SPEC §4: minutes left before the schedule closes, to confirm; null when nothing to confirm. */
  confirmMinutes: number | null;
  notice: 'audioNotHeard' | null;
  onStart: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function connectExamStart(snapshot: SnapshotFrom<typeof examStartMachine>, send: (event: ExamStartEvent) => void): ExamStartApi {
  return {
    isBusy: !snapshot.matches('idle') && !snapshot.matches('confirming'),
    confirmMinutes: snapshot.matches('confirming') ? (snapshot.context.minutesLeft ?? 0) : null,
    notice: snapshot.context.notice,
    onStart: () => send({ type: 'START' }),
    onConfirm: () => send({ type: 'CONFIRM' }),
    onCancel: () => send({ type: 'CANCEL' }),
  };
}
