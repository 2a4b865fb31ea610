import { Switch } from 'wouter';
import { vi } from 'vitest';
import { passageRoute } from './passage-route.tsx';
import type { AnswerResponse, GivenAnswer, Question } from '../../../../api/exams.ts';
import { answerResponse, passage, question, ref } from './exam-fixtures.ts';
import { makeEnv, renderExam } from './render-exam.tsx';

// The passage page over fake calls with the given questions (question n has
// resultQuestionId 1000 + n), recording every answer sent; for the editors' tests.

export const answersNamed = (n: number, names: string[], over: Partial<Question['answers'][number]> = {}) =>
  names.map((answerName, i) => ({ ...question(n).answers[0]!, answerId: n * 10 + i + 1, answerName, ...over }));

export function openPassage(
  questions: Question[],
  {
    passageOver = {},
    api = {},
    respond,
    locale = 'en',
  }: {
    passageOver?: Parameters<typeof passage>[0];
    api?: Record<string, unknown>;
    respond?: (n: number, answers: GivenAnswer[]) => AnswerResponse;
    locale?: 'en' | 'uk' | 'ru';
  } = {},
) {
  const saved: Array<{ id: number; answers: GivenAnswer[] }> = [];
  const env = makeEnv({
    passage: async () => passage({ questions: questions.map((q, i) => ref(i + 1, { type: q.type, saved: q.saved })), ...passageOver }),
    question: async (id: number) => questions[id - 1001],
    answer: async (id: number, given: GivenAnswer[]) => {
      saved.push({ id, answers: given });
      const n = id - 1000;
      return respond?.(n, given) ?? answerResponse(n, true, { question: ref(n, { type: questions[n - 1]!.type, saved: true, correct: true }) });
    },
    finish: async () => passage({ status: 'FINISHED' }),
    active: vi.fn(async () => []),
    ...api,
  } as never);
  const view = renderExam(<Switch>{passageRoute()}</Switch>, { env, path: '/exams/passage/7/1', locale });
  return { ...view, saved, env };
}

/**
 * jsdom lays nothing out; dnd-kit measures. Every element marked `data-answer` gets a box
 * by its place among its siblings (rows 60 px apart), so the keyboard sensor's coordinates
 * and the collision detection work as in a browser.
 */
export function layOutRows() {
  // The real method, called with its element below (`original.call(this)`).
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = Element.prototype.getBoundingClientRect;
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-answer]');
    if (!row || row !== this) return original.call(this);
    const index = Array.from(row.parentElement!.children).indexOf(row);
    const top = 100 + index * 60;
    return { x: 20, y: top, left: 20, top, width: 600, height: 50, right: 620, bottom: top + 50, toJSON: () => ({}) };
  });
  return () => spy.mockRestore();
}
