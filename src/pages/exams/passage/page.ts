import { withMessages } from '../../../app/i18n.ts';
import { preloadableLazy } from '../../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../../app/first-paint.ts';

// SPEC §2 /exams/passage/{resultId}/{currentQuestionIndex?}: a running passage.
export default preloadableLazy(withMessages(() => import('./passage-page.tsx')));

/**
 * Painted by the server for the trainee (docs/decisions.md #170) while the passage runs (in
 * progress or on a break), named after the exam, with the shell quiet around it and, in
 * progress, the question its address shows (the first by default); another trainee's passage
 * or one that ended paints nothing: the app asks.
 */
export const firstPaint = {
  painted: ['trainee'],
  asks: [
    {
      call: 'exams.passage.get',
      params: ({ resultId }) => ({ resultId }),
      refused: 'nothing',
      keep: (passage) => passage.status === 'IN_PROGRESS' || passage.status === 'BREAK_TAKEN',
      names: (passage) => passage.name,
      passageOpen: true,
      then: (passage, { currentQuestionIndex }) => {
        const shown = passage.status === 'IN_PROGRESS' ? passage.questions[(currentQuestionIndex ?? 1) - 1] : undefined;
        return shown && { call: 'exams.passage.question', params: { resultQuestionId: shown.resultQuestionId } };
      },
    },
  ],
} satisfies FirstPaint<'passage'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 162.9 };
