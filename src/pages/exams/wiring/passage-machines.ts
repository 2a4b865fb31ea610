import { fromCallback, fromPromise } from 'xstate';
import type { GivenAnswer, Passage, Question, QuestionRef } from '../../../../api/exams.ts';
import { savedQuestion } from '../../../../machines/question-answer.ts';
import { passageMachine, type PassageEvent, type PassageInput, type Received } from '../../../../machines/passage.machine.ts';
import { TICK_MS } from '../../../../machines/passage-clock.ts';
import { questionMachine, type LoadedQuestion, type QuestionId, type ResentWaiting } from '../../../../machines/question.machine.ts';
import { essayUploadMachine, type EssayUploadEvent } from '../../../../machines/essay-upload.machine.ts';
import { bytesToCheck, essayFileProblem, type ChosenFile } from '../../../../machines/essay-file-check.ts';
import { failureOf } from '../../../../machines/failure.ts';
import { wired } from '../../../app/machines.ts';
import type { Preloaded } from '../../../app/preloaded.ts';
import { readFileStart } from '../editors/essay/essay-upload-request.ts';
import { keptAnswers, type KeptAnswers } from './kept-answers.ts';
import type { PassageCalls, PassageKind } from './passage-kind.ts';

// The passage machines of a kind (passage-kind.ts), provided from the app's services: the
// passage (SPEC §4 lifecycle) runs the question machine, which runs the essay upload. Each is
// an entry of the registry (src/app/machines.ts) built once per kind; tests override one
// (fake calls, controllable actors) and keep the others.

/** Sends what an earlier page kept; stops at the first one the server cannot be reached for. */
async function resendKept(calls: PassageCalls, kept: KeptAnswers, resultId: number): Promise<QuestionRef[]> {
  const acknowledged: QuestionRef[] = [];
  for (const { resultQuestionId, answers } of kept.all(resultId)) {
    try {
      acknowledged.push((await calls.answer(resultQuestionId, answers)).question);
      kept.drop(resultId, resultQuestionId);
    } catch (error) {
      const { code } = failureOf(error);
      if (code === 'interrupted') throw error;
      if (code === 'connection') break; // still kept; sent again with the question or next time
      kept.drop(resultId, resultQuestionId); // refused: nothing to send any more
    }
  }
  return acknowledged;
}

/**
 * Time-out (issue 10 item 1): every draft the device keeps goes as the final answer, at once
 * (the server's grace period takes saves sent before passExpires), after any kept save.
 * Resolves with how many drafts the server took; a refused or failed one is dropped.
 */
async function submitDrafts(calls: PassageCalls, kept: KeptAnswers, resultId: number): Promise<number> {
  await resendKept(calls, kept, resultId).catch(() => []);
  const sent = await Promise.all(
    kept.allDrafts(resultId).map(async ({ resultQuestionId, answers }) => {
      kept.dropDraft(resultId, resultQuestionId);
      if (answers.length === 0) return false; // nothing chosen: nothing to submit
      return calls.answer(resultQuestionId, answers).then(
        () => true,
        () => false,
      );
    }),
  );
  return sent.filter(Boolean).length;
}

/** The essay file of a question: the browser's check, then the upload with progress (SPEC §7 essay). */
export const passageEssayUpload = wired('passageEssayUpload', (from, kind: PassageKind) => {
  const calls = kind.calls(from);
  return essayUploadMachine.provide({
    actors: {
      checkFile: fromPromise(async ({ input }: { input: { file: ChosenFile } }) => {
        const file = input.file as ChosenFile & Blob;
        return essayFileProblem(file, await readFileStart(file, bytesToCheck(file)));
      }),
      uploadFile: fromCallback<EssayUploadEvent, { file: ChosenFile; resultQuestionId: number }>(({ input, sendBack }) => {
        const abort = new AbortController();
        calls
          .uploadEssay({
            file: input.file as ChosenFile & Blob,
            resultQuestionId: input.resultQuestionId,
            onProgress: (loaded, total) => sendBack({ type: 'UPLOAD.PROGRESS', loaded, total }),
            signal: abort.signal,
          })
          .then(
            ({ fileName }) => sendBack({ type: 'UPLOAD.DONE', fileName }),
            (error: unknown) => {
              if (!abort.signal.aborted) sendBack({ type: 'UPLOAD.FAILED', error });
            },
          );
        return () => abort.abort();
      }),
    },
  });
});

/** The questions of a passage: loads, saves kept until acknowledged (docs/decisions.md 7), the essay upload inside. */
export const passageQuestion = wired('passageQuestion', (from, kind: PassageKind) => {
  const calls = kind.calls(from);
  const kept = from.get(keptAnswers, kind.id);
  // Issue 10 "Offline": the questions loaded on this page (as saved since), so that their tabs
  // still open without a connection; a question never loaded still needs the server.
  const loaded = new Map<number, Question>();
  const load = async (resultQuestionId: number) => {
    try {
      const question = await calls.question(resultQuestionId);
      loaded.set(resultQuestionId, question);
      return question;
    } catch (error) {
      const earlier = loaded.get(resultQuestionId);
      if (earlier && failureOf(error).code === 'connection') return earlier;
      throw error;
    }
  };
  return questionMachine.provide({
    actors: {
      resendKept: fromPromise(({ input }: { input: { resultId: number } }) => resendKept(calls, kept, input.resultId)),
      submitDrafts: fromPromise(({ input }: { input: { resultId: number } }) => submitDrafts(calls, kept, input.resultId)),
      loadQuestion: fromPromise(async ({ input }: { input: QuestionId }): Promise<LoadedQuestion> => ({
        question: await load(input.resultQuestionId),
        kept: kept.get(input.resultId, input.resultQuestionId),
        draft: kept.draft(input.resultId, input.resultQuestionId),
      })),
      saveAnswer: fromPromise(async ({ input }: { input: QuestionId & { answers: GivenAnswer[] } }) => {
        kept.keep(input.resultId, input.resultQuestionId, input.answers);
        const result = await calls.answer(input.resultQuestionId, input.answers);
        const earlier = loaded.get(input.resultQuestionId);
        if (earlier) loaded.set(input.resultQuestionId, savedQuestion(earlier, input.answers, result.correct));
        return result;
      }),
      essayUpload: from.get(passageEssayUpload, kind),
      // Issue 10 "Offline": the answers of questions left while their save waited, once the
      // connection is back; those still kept (no connection yet) wait for the next chance.
      resendWaiting: fromPromise(async ({ input }: { input: { resultId: number; resultQuestionIds: number[] } }): Promise<ResentWaiting> => {
        const acknowledged: QuestionRef[] = [];
        for (const resultQuestionId of input.resultQuestionIds) {
          const answers = kept.get(input.resultId, resultQuestionId);
          if (!answers) continue;
          try {
            const result = await calls.answer(resultQuestionId, answers);
            acknowledged.push(result.question);
            kept.drop(input.resultId, resultQuestionId);
            kept.dropDraft(input.resultId, resultQuestionId);
            const earlier = loaded.get(resultQuestionId);
            if (earlier) loaded.set(resultQuestionId, savedQuestion(earlier, answers, result.correct));
          } catch (error) {
            const { code } = failureOf(error);
            if (code === 'interrupted') throw error;
            if (code === 'connection') break; // still kept: sent at the next chance
            kept.drop(input.resultId, resultQuestionId); // refused: nothing to send any more
          }
        }
        return { acknowledged, waiting: input.resultQuestionIds.filter((id) => kept.get(input.resultId, id) != null) };
      }),
    },
    actions: {
      forgetKept: (_, params) => kept.drop(params.resultId, params.resultQuestionId),
      keepDraft: (_, params) => kept.keepDraft(params.resultId, params.resultQuestionId, params.answers),
      forgetDraft: (_, params) => kept.dropDraft(params.resultId, params.resultQuestionId),
    },
  });
});

/** SPEC §4 "Passage lifecycle" of a kind: its calls, its paths, the question machine inside. */
export const passage = wired('passage', (from, kind: PassageKind) => {
  const { navigate, mono, openDialog, network } = from.services;
  const calls = kind.calls(from);
  const kept = from.get(keptAnswers, kind.id);
  const receive = (call: (resultId: number) => Promise<Passage>) =>
    fromPromise<Received, { resultId: number }>(async ({ input }) => ({ passage: await call(input.resultId), receivedAt: mono() }));
  return passageMachine.provide({
    actors: {
      loadPassage: receive(calls.load),
      refreshPassage: receive(calls.refresh),
      checkBreak: fromPromise(({ input }: { input: { resultId: number } }) => calls.checkBreak(input.resultId)),
      takeBreak: receive(calls.takeBreak),
      finishBreak: receive(calls.finishBreak),
      finishPassage: receive(calls.finish),
      ticker: fromCallback<PassageEvent>(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'TIMER.TICK', monoNow: mono() }), TICK_MS);
        return () => clearInterval(id);
      }),
      // Issue 10 "Offline": the browser's network state, now and on every change.
      network: fromCallback<PassageEvent>(({ sendBack }) => {
        const tell = (online: boolean) => sendBack({ type: online ? 'NETWORK.ONLINE' : 'NETWORK.OFFLINE' });
        if (!network.isOnline()) tell(false);
        return network.subscribe(tell);
      }),
      question: from.get(passageQuestion, kind),
    },
    actions: {
      passageClosed: (_, params) => kept.clear(params.resultId),
      showQuestion: (_, params) => navigate(kind.questionHref(params.resultId, params.index + 1), { replace: true }),
      leave: (_, params) => {
        if (params.to) navigate(params.to);
      },
      // SPEC §8: the interruption is shown once, and the trainee goes back to the list.
      passageInterrupted: () => {
        void openDialog('info', { code: 'interrupted' });
        navigate(kind.exitHref);
      },
      loadFailed: () => navigate(kind.exitHref, { replace: true }),
    },
  });
});

/**
 * The passage machine's input for a page at `questionIndex` (0-based), with what the page came
 * with (issue 14, docs/decisions.md #170): the passage, its arrival time (the page's), and the
 * question shown with the device's draft of it, unless the device keeps something to send for
 * the passage, which goes first (the question is then loaded after it). A draft makes the app's
 * first render differ from the painted one: the page declines the paint and is drawn again.
 */
export const passageInput = wired('passageInput', (from, kind: PassageKind) => {
  const kept = from.get(keptAnswers, kind.id);
  return (resultId: number, questionIndex: number, preloaded: Preloaded | undefined): PassageInput => {
    const passage = preloaded && kind.preloaded?.passage(preloaded, resultId);
    if (!preloaded || !passage) return { resultId, questionIndex };
    const ref = passage.questions[questionIndex];
    const sendsNothing = kept.all(resultId).length === 0;
    const draft = ref ? kept.draft(resultId, ref.resultQuestionId) : null;
    const shown = ref && sendsNothing ? kind.preloaded?.question(preloaded, ref.resultQuestionId) : undefined;
    if (!sendsNothing || draft != null) preloaded.decline(); // the painted question gives way to the device's own answers
    return { resultId, questionIndex, preloaded: { received: { passage, receivedAt: preloaded.receivedAt }, question: shown ? { question: shown, draft } : null } };
  };
});
