import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { useServices } from '../../../app/services.tsx';
import { openDialog } from '../../../app/dialogs.ts';
import type { Http } from '../../../lib/http.ts';
import { createExamApi, createExamMachines, type ExamApi, type ExamMachines } from './exam-actors.ts';
import { createKeptAnswers, type KeptAnswers } from './kept-answers.ts';

// Everything the exam pages need from outside: the calls, the machines with their
// effects provided, the kept-answers store and the shared notice dialog. The app builds
// it from its services; tests inject their own (fake actors, fake clock, an inspector).

export interface ExamEnv {
  api: ExamApi;
  /** essayUpload may be left out (built from `api` when an essay needs it). */
  machines: Omit<ExamMachines, 'essayUpload'> & Partial<Pick<ExamMachines, 'essayUpload'>>;
  kept: KeptAnswers;
  /** SPEC §8: the passage was interrupted by the server (shown once, then /exams). */
  notifyInterrupted: () => void;
  /** Passed to every exam actor (model-based tests measure coverage with it). */
  inspect?: (event: InspectionEvent) => void;
}

const ExamEnvContext = createContext<ExamEnv | null>(null);

export function ExamEnvProvider({ env, children }: { env: ExamEnv; children: ReactNode }) {
  return <ExamEnvContext.Provider value={env}>{children}</ExamEnvContext.Provider>;
}

const cache = new WeakMap<Http, ExamEnv>();

function useAppExamEnv(): ExamEnv {
  const { http, dialogs } = useServices();
  return useMemo(() => {
    const known = cache.get(http);
    if (known) return known;
    const api = createExamApi(http);
    const kept = createKeptAnswers();
    const env: ExamEnv = {
      api,
      kept,
      machines: createExamMachines({
        api,
        kept,
        mono: () => performance.now(),
        audioCheck: () => openDialog(dialogs, 'audioCheck', { code: 'audioCheck' }),
      }),
      notifyInterrupted: () => void openDialog(dialogs, 'info', { code: 'interrupted' }),
    };
    cache.set(http, env);
    return env;
  }, [http, dialogs]);
}

export function useExamEnv(): ExamEnv {
  const injected = useContext(ExamEnvContext);
  // Whether an env is injected never changes while a page is mounted, so the hook order
  // stays the same from render to render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return injected ?? useAppExamEnv();
}
