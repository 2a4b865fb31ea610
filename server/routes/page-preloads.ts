// What a logged-in page's first request carries beyond GET /api/main (docs/decisions.md #165):
// the answers of the GET calls its page starts with, by the call's path, so the server can
// render the page with its content (issue 14 "Paint before JavaScript", src/ssr/) and the
// browser draws it without waiting for those calls. The same domain functions as the calls'
// routes answer them, for the same trainee, so nothing is shown here that the call would not.
import { mainCalls } from '../../api/main.ts';
import { trainingCalls } from '../../api/trainings.ts';
import type { Caller } from '../domain/caller.ts';
import { examAlerts } from '../domain/exams/lists.ts';
import { currentTrainings } from '../domain/trainings/load.ts';

type Preload = { path: string; answer: (caller: Caller) => Promise<unknown> };

const PRELOADS: Record<string, Preload[]> = {
  // SPEC §2 "/": the cards and the exam alerts above them (server/routes/trainings.ts, main.ts).
  '/': [
    { path: trainingCalls['trainings.current'].path, answer: currentTrainings },
    { path: mainCalls['main.alerts'].path, answer: examAlerts },
  ],
};

/** The preloaded answers for a page at `path`, or undefined when its page preloads nothing. */
export async function pagePreloads(path: string, caller: Caller): Promise<Record<string, unknown> | undefined> {
  const preloads = PRELOADS[path];
  if (!preloads) return undefined;
  const answers = await Promise.all(preloads.map((preload) => preload.answer(caller)));
  return Object.fromEntries(preloads.map((preload, i) => [preload.path, answers[i]]));
}
