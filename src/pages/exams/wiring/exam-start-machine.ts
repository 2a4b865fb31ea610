import { fromPromise } from 'xstate';
import { examStartMachine } from '../../../../machines/exam-start.machine.ts';
import { href } from '../../../../api/href.ts';
import { wired } from '../../../app/machines.ts';
import { examApi } from './exam-api.ts';

// The intro's start (machines/exam-start.machine.ts) provided from the app's services: the
// shared audio check dialog (SPEC §1), the check and start calls, and the first question.
export const examStart = wired('examStart', (from) => {
  const { openDialog, navigate } = from.services;
  const api = from.get(examApi);
  return examStartMachine.provide({
    actors: {
      audioCheck: fromPromise(() => openDialog('audioCheck', { code: 'audioCheck' })),
      checkStart: fromPromise(({ input }: { input: { scheduleId: number } }) => api.checkStart(input.scheduleId)),
      startPassage: fromPromise(async ({ input }: { input: { scheduleId: number } }) => (await api.start(input.scheduleId)).resultId),
    },
    actions: {
      openPassage: (_, params) => navigate(href('passage', { resultId: params.resultId, currentQuestionIndex: 1 })),
    },
  });
});
