import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { QuestionApi } from '../../../../machines/question.connect.ts';
import type { PassageKind } from '../wiring/passage-kind.ts';

// The 1-based index in the passage's URL (/exams/passage/{resultId}/{index} for an exam;
// the kind's questionHref) and the question machine stay in
// step: a new URL index asks the machine to go there (it may ask to save first or refuse);
// once the machine has settled, a URL that disagrees is corrected (replace, no history).
export function useQuestionUrl(kind: PassageKind, resultId: number, urlNumber: number | null, api: QuestionApi) {
  const [, navigate] = useLocation();
  const lastUrl = useRef(urlNumber);
  const settled = api.phase === 'ready' && api.dialog === null;
  const { number, onGo } = api;
  useEffect(() => {
    if (urlNumber !== lastUrl.current) {
      lastUrl.current = urlNumber;
      if (urlNumber != null && urlNumber !== number) {
        onGo(urlNumber - 1);
        return;
      }
    }
    if (settled && urlNumber !== number) navigate(kind.questionHref(resultId, number), { replace: true });
  }, [kind, resultId, urlNumber, number, settled, onGo, navigate]);
}
