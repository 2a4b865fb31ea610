// SPEC §8 "PassageInterruptException on a passage call: passage set FINISHED, redirect to
// /exams". Thrown when a call needs a running passage and the passage has ended (finished,
// time over, schedule closed). Answered 400 {errorMessage, exception: 'PassageInterruptException'}
// by the exam routes' error handler (docs/exams.md "Errors").
import { DomainError, RefusedError } from '../errors.ts';
import type { Refusal } from './breaks.ts';

export const PASSAGE_INTERRUPT = 'PassageInterruptException';

export class PassageInterruptError extends DomainError {
  readonly messageKey = 'exam.interrupted';
  constructor() {
    super(PASSAGE_INTERRUPT);
  }
}

/** The error for a refused lifecycle transition. */
export function refusalError(refusal: Refusal): DomainError {
  if (refusal === 'ended') return new PassageInterruptError();
  return new RefusedError(refusal === 'noBreaks' ? 'exam.noBreaks' : 'exam.breaksExhausted');
}
