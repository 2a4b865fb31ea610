// What a logged-in page's first request carries beyond GET /api/main (docs/decisions.md #165,
// #170): the answers of the GET calls its page starts with, by the call's path with its params
// filled in, so the server can render the page with its content (issue 14 "Paint before
// JavaScript", src/ssr/) and the browser draws it without waiting for those calls. The same
// domain functions as the calls' routes answer them, for the same trainee, so nothing is shown
// here that the call would not; a call that would be refused (another trainee's passage, one
// that is not running) is left out, and the browser asks it as before.
import { urlOf } from '../../api/contract.ts';
import type { PageStart } from '../../api/page-data.ts';
import { examCalls } from '../../api/exams.ts';
import { mainCalls } from '../../api/main.ts';
import { trainingCalls } from '../../api/trainings.ts';
import { paramsAt, type RouteId } from '../../src/app/route-paths.ts';
import type { Caller } from '../domain/caller.ts';
import { questionOfPassage } from '../domain/exams/answering.ts';
import { activePassages, availableExams, examAlerts, examIntro } from '../domain/exams/lists.ts';
import { readPassageViewed } from '../domain/exams/passage.ts';
import { currentTrainings } from '../domain/trainings/load.ts';

type Answers = Record<string, unknown>;
type PagePreload = { route: RouteId; answers: (caller: Caller, params: Record<string, unknown>) => Promise<PageStart> };

const PRELOADS: PagePreload[] = [
  {
    // SPEC §2 "/": the cards and the exam alerts above them (server/routes/trainings.ts, main.ts).
    route: 'home',
    answers: async (caller) => {
      const [cards, alerts] = await Promise.all([currentTrainings(caller), examAlerts(caller)]);
      return { preloaded: { [trainingCalls['trainings.current'].path]: cards, [mainCalls['main.alerts'].path]: alerts } };
    },
  },
  {
    // SPEC §2 /exams: the exams open to the trainee and the passages running (server/routes/exams.ts).
    route: 'exams',
    answers: async (caller) => {
      const [available, active] = await Promise.all([availableExams(caller), activePassages(caller)]);
      return { preloaded: { [examCalls['exams.available'].path]: available, [examCalls['exams.active'].path]: active } };
    },
  },
  {
    // SPEC §2 /exams/{id}: the exam's intro and the passages running, as server/routes/exams.ts
    // answers them; the page is named after the exam. An exam not open to the trainee: nothing.
    route: 'exam',
    answers: async (caller, params) => {
      const scheduleId = (params as { id: number }).id;
      const [intro, active] = await Promise.all([examIntro(caller, scheduleId).catch(() => null), activePassages(caller)]);
      if (!intro) return {};
      return { preloaded: { [urlOf(examCalls['exams.intro'], { scheduleId })]: intro, [examCalls['exams.active'].path]: active }, pageName: intro.name };
    },
  },
  {
    // SPEC §2 /exams/passage/{resultId}/{currentQuestionIndex?}: a running passage (in
    // progress or on a break) and, in progress, the question its URL shows (the first by
    // default), as server/routes/exams.ts answers them; the page is named after the exam.
    route: 'passage',
    answers: async (caller, params) => {
      const { resultId, currentQuestionIndex } = params as { resultId: number; currentQuestionIndex?: number };
      const read = await readPassageViewed(caller, resultId).catch(() => null);
      if (read?.passage.status !== 'IN_PROGRESS' && read?.passage.status !== 'BREAK_TAKEN') return {};
      const { passage } = read;
      const answers: Answers = { [urlOf(examCalls['exams.passage.get'], { resultId })]: passage };
      const ref = passage.status === 'IN_PROGRESS' ? passage.questions[(currentQuestionIndex ?? 1) - 1] : undefined;
      // The question from the rows the passage was read with, not read again.
      const question = ref && (await questionOfPassage(caller, read, ref.resultQuestionId).catch(() => null));
      if (question) answers[urlOf(examCalls['exams.passage.question'], { resultQuestionId: ref.resultQuestionId })] = question;
      return { preloaded: answers, pageName: passage.name, passageOpen: true };
    },
  },
];

/** What the page at `path` starts with (its preloaded answers, its name), or undefined when its page preloads nothing. */
export async function pagePreloads(path: string, caller: Caller): Promise<PageStart | undefined> {
  for (const { route, answers } of PRELOADS) {
    const params = paramsAt(route, path);
    if (params) return answers(caller, params);
  }
  return undefined;
}
