// What a logged-in page's first request carries beyond GET /api/main (docs/decisions.md #165,
// #170): the answers of the GET calls its page starts with, by the call's path with its params
// filled in, so the server can render the page with its content (issue 14 "Paint before
// JavaScript", src/ssr/) and the browser draws it without waiting for those calls. The same
// domain functions as the calls' routes answer them, for the same trainee, so nothing is shown
// here that the call would not; a call that would be refused (another trainee's passage, one
// that is not running) is left out, and the browser asks it as before. A page anyone may open
// (a legal page) starts with what the request's settings say, for a visitor too.
import { urlOf, type Call, type ParamsOf, type ResponseOf } from '../../api/contract.ts';
import type { WireLocale } from '../../api/common.ts';
import type { PageStart } from '../../api/page-data.ts';
import { achievementsCalls, certificateCalls } from '../../api/certificates.ts';
import { examCalls } from '../../api/exams.ts';
import { legalCalls } from '../../api/legal.ts';
import { mainCalls } from '../../api/main.ts';
import { newsCalls } from '../../api/news.ts';
import { profileCalls } from '../../api/profile.ts';
import { trainingCalls } from '../../api/trainings.ts';
import { paramsAt, type RouteId, type RouteParams } from '../../api/routes.ts';
import type { Db } from '../db/connect.ts';
import { loadAchievements } from '../domain/achievements.ts';
import type { Caller } from '../domain/caller.ts';
import { allCertificates, availableEntries } from '../domain/certificates/certificates.ts';
import { loadCustomer } from '../domain/customer.ts';
import { NotFoundError } from '../domain/errors.ts';
import { questionOfPassage } from '../domain/exams/answering.ts';
import { activePassages, availableExams, examAlerts, examIntro, examResult, passedExams } from '../domain/exams/lists.ts';
import { readPassageViewed } from '../domain/exams/passage.ts';
import { loadNews } from '../domain/news.ts';
import { isEmailLogin, legalPage, type Settings } from '../domain/settings.ts';
import { courseDetail, courseList, currentTrainings, pastTrainings, training } from '../domain/trainings/load.ts';
import { achievementsPageName, PAGE_NOT_FOUND_NAME } from './achievements.ts';

type Answers = Record<string, unknown>;
/** Who asks for the page: the trainee (none for a visitor), with the request's settings and language, and the database. */
export type PageVisit = { caller: Caller | undefined; settings: Settings; locale: WireLocale; db: Db };
type PagePreload =
  | { route: RouteId; answers: (caller: Caller, params: Record<string, unknown>, settings: Settings) => Promise<PageStart> }
  /** A page anyone may open, logged in or not. */
  | { route: RouteId; open: (visit: PageVisit, params: Record<string, unknown>) => PageStart | Promise<PageStart> };

const PRELOADS: PagePreload[] = [
  // SPEC §2 "/": the cards, the exam alerts above them and the news of the panel beside them
  // (server/routes/trainings.ts, main.ts, news.ts; the news as on "past", below).
  callsPreload('home', [
    [trainingCalls['trainings.current'], currentTrainings],
    [mainCalls['main.alerts'], examAlerts],
    [newsCalls['news.list'], loadNews],
  ]),
  // SPEC §2 /exams: the exams open to the trainee and the passages running (server/routes/exams.ts).
  callsPreload('exams', [
    [examCalls['exams.available'], availableExams],
    [examCalls['exams.active'], activePassages],
  ]),
  {
    // SPEC §2 /exams/{id}: the exam's intro and the passages running, as server/routes/exams.ts
    // answers them; the page is named after the exam. An exam not open to the trainee: not there.
    route: 'exam',
    answers: async (caller, params) => {
      const scheduleId = (params as { id: number }).id;
      const [intro, active] = await Promise.all([asTheCallWould(examIntro(caller, scheduleId)), activePassages(caller)]);
      if (intro === NOT_THERE) return { notFound: true };
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
  // SPEC §2 "past": the past trainings and the news of the panel beside them, which the shell's
  // news store starts with (src/features/news/news-store.tsx; server/routes/news.ts).
  callsPreload('past', [
    [trainingCalls['trainings.past'], pastTrainings],
    [newsCalls['news.list'], loadNews],
  ]),
  {
    // SPEC §2 "news/{newsId}": the list the news pages show from the shell's news store (the news
    // list's page carries it too, below); an item the trainee can see names its page, and one she
    // cannot is not there (#202).
    route: 'newsItem',
    answers: async (caller, params) => {
      const news = await loadNews(caller);
      const item = news.find((candidate) => candidate.newsId === (params as RouteParams<'newsItem'>).newsId);
      return { preloaded: { [newsCalls['news.list'].path]: news }, ...(item ? { pageName: item.title } : { notFound: true }) };
    },
  },
  // SPEC §2 training/{applicationId}, courses, courses/{courseId}, /exams/passed,
  // /exams/passed/{resultId} and news: each page's one call (server/routes/trainings.ts,
  // exams.ts, news.ts).
  onePreload(
    'training',
    trainingCalls['trainings.get'],
    (caller, { applicationId }) => training(caller, applicationId),
    (found) => found.courseName,
  ),
  onePreload('courses', trainingCalls['courses.list'], courseList),
  onePreload(
    'course',
    trainingCalls['courses.get'],
    (caller, { courseId }) => courseDetail(caller, courseId),
    (found) => found.name,
  ),
  onePreload('examsPassed', examCalls['exams.passed'], passedExams),
  onePreload('examResult', examCalls['exams.result'], (caller, { resultId }) => examResult(caller, resultId)),
  onePreload('news', newsCalls['news.list'], loadNews),
  // SPEC §2 "My profile": the profile (its e-mail's rule by the login mode the settings say) and
  // the certificates below it (server/routes/profile.ts, certificates.ts).
  callsPreload('profile', [
    [profileCalls['profile.get'], (caller, settings) => loadCustomer(caller.db, caller.customerId, isEmailLogin(settings))],
    [certificateCalls['certificates.all'], allCertificates],
  ]),
  {
    // SPEC §2 profile/certificate/{appId}: the certificates (the screen shows its application's
    // item) and, while it is AVAILABLE, the request form's entries, as server/routes/certificates.ts
    // answers them (docs/decisions.md #201); entries it would refuse are left to the screen. An
    // application with no certificate item (none, or not the trainee's) is not there (#202).
    route: 'certificate',
    answers: async (caller, params, settings) => {
      const applicationId = (params as RouteParams<'certificate'>).appId;
      const all = await allCertificates(caller);
      const answers: Answers = { [certificateCalls['certificates.all'].path]: all };
      const item = all.find((candidate) => candidate.applicationId === applicationId);
      if (!item) return { preloaded: answers, notFound: true };
      if (item.certificateStatus === 'AVAILABLE') {
        const entries = await availableEntries(caller, settings, applicationId).catch(() => null);
        if (entries) answers[urlOf(certificateCalls['certificates.available'], { applicationId: String(applicationId) })] = entries;
      }
      return { preloaded: answers };
    },
  },
  {
    // SPEC §1 "A footer with legal links", §9: a legal page in the visitor's language, from the
    // settings, as server/routes/common.ts answers it; one not there is not found (#200), and the
    // page is named so (#202).
    route: 'legal',
    open: ({ settings, locale }, params) => {
      const { slug } = params as RouteParams<'legal'>;
      const page = legalPage(settings, slug, locale);
      return page ? { preloaded: { [urlOf(legalCalls['legal.page'], { slug })]: page } } : { notFound: true, pageName: PAGE_NOT_FOUND_NAME[locale] };
    },
  },
  {
    // SPEC §2 /achievements/{hash}: the public page of a trainee in the visitor's language, as
    // server/routes/achievements.ts answers it, named as the app names it (and its <title> and
    // Open Graph tags are made from it: achievementsPageMeta); a hash not there is not found,
    // and the page is named so (#200).
    route: 'achievements',
    open: async ({ db, locale }, params) => {
      const { hash } = params as RouteParams<'achievements'>;
      const page = await asTheCallWould(loadAchievements(db, hash, locale));
      if (page === NOT_THERE) return { notFound: true, pageName: PAGE_NOT_FOUND_NAME[locale] };
      if (!page) return {};
      return { preloaded: { [urlOf(achievementsCalls['common.achievements'], { hash })]: page }, pageName: achievementsPageName(page, locale) };
    },
  },
];

/** A page that starts with calls without params: their answers, read at once, by their paths. */
function callsPreload(route: RouteId, calls: [Call, (caller: Caller, settings: Settings) => Promise<unknown>][]): PagePreload {
  return {
    route,
    answers: async (caller, _params, settings) => {
      const answers = await Promise.all(calls.map(([, read]) => read(caller, settings)));
      return { preloaded: Object.fromEntries(calls.map(([call], i) => [call.path, answers[i]])) };
    },
  };
}

/**
 * A page that shows one call's answer (docs/decisions.md #195): that answer by the call's path
 * (the route's params are the call's), and the page's name from it when the page names itself.
 * What the call would answer 404 (not there, or not the trainee's) is not there (#202); a call
 * refused otherwise preloads nothing.
 */
function onePreload<Id extends RouteId, C extends Call>(
  route: Id,
  call: C,
  answer: (caller: Caller, params: RouteParams<Id>) => Promise<ResponseOf<C>>,
  pageName?: (found: ResponseOf<C>) => string,
): PagePreload {
  return {
    route,
    answers: async (caller, params) => {
      const found = await asTheCallWould(answer(caller, params as RouteParams<Id>));
      if (found === NOT_THERE) return { notFound: true };
      if (found === undefined) return {};
      return { preloaded: { [urlOf(call, params as ParamsOf<C>)]: found }, ...(pageName && { pageName: pageName(found) }) };
    },
  };
}

const NOT_THERE = Symbol('not there');

/** What the call would answer: the answer; NOT_THERE for a 404 (NotFoundError: not there, or not the trainee's); undefined for another refusal. */
function asTheCallWould<T>(answer: Promise<T>): Promise<T | typeof NOT_THERE | undefined> {
  return answer.catch((error: unknown) => (error instanceof NotFoundError ? NOT_THERE : undefined));
}

/** What the page at `path` starts with for this visit (its preloaded answers, its name), or undefined when it preloads nothing. */
export async function pagePreloads(path: string, visit: PageVisit): Promise<PageStart | undefined> {
  for (const preload of PRELOADS) {
    const params = paramsAt(preload.route, path);
    if (!params) continue;
    if ('open' in preload) return preload.open(visit, params);
    return visit.caller && preload.answers(visit.caller, params, visit.settings);
  }
  return undefined;
}
