// Wire shapes of api/exams.ts built from stored data. Pure. The answer key (correct flags,
// correct order, which partner is whose) is read here only to build `correct` and
// `correctAnswer` when reveal.ts allows it; nothing else of it is sent. Answers go out under
// their passage handles (handles.ts), pictures under their random public ids.
import type { WireLocale } from '../../../api/common.ts';
import { urlOf } from '../../../api/contract.ts';
import { examCalls, type Answer, type GivenAnswer, type Material, type Passage, type Question, type QuestionRef } from '../../../api/exams.ts';
import { pick } from '../locale.ts';
import type { Localized } from '../../db/schema.ts';
import type { AnswerContent, MaterialContent, QuestionContent } from './content.ts';
import { correctChoice, correctSequence, type Given } from './grading.ts';
import { handleMap, type HandleMap } from './handles.ts';
import { mayReveal, type RevealFacts } from './reveal.ts';
import { isEnded, type Settled } from './settle.ts';
import type { ResultRow, ScheduleRow } from './store.ts';

export const pictureUrl = (id: number) => urlOf(examCalls['files.picture'], { id });

/** A localized author's text in the trainee's language; null when none was written (issue 10 alt, transcript). */
const described = (text: Localized | null, locale: WireLocale) => (text ? pick(text, locale) || null : null);

export function materialView(m: MaterialContent, locale: WireLocale): Material {
  return {
    materialId: m.id,
    name: pick(m.name, locale),
    link: m.link,
    attachment: m.fileName,
    available: m.link != null || m.hasData,
    contentType: m.contentType,
    transcript: described(m.transcript, locale),
  };
}

/** A question row of a passage as the views need it. */
export type ResultQuestionView = {
  id: number;
  questionId: number;
  type: QuestionContent['type'];
  answerOrder: number[];
  partnerOrder: number[] | null;
  answerHandles: number[];
  given: Given | null;
  saved: boolean;
  correct: boolean | null;
};

export const handlesOf = (rq: Pick<ResultQuestionView, 'answerOrder' | 'answerHandles'>): HandleMap => handleMap(rq.answerOrder, rq.answerHandles);

/** What reveal.ts needs of a passage. */
export function revealFacts(schedule: ScheduleRow, resultsCount: number, now: number, status: Settled['status']): RevealFacts {
  return {
    showCheckResult: schedule.showCheckResult,
    answerHistoryAllowed: schedule.answerHistoryAllowed,
    attempts: schedule.attempts,
    resultsCount,
    scheduleFinish: schedule.finish,
    now,
    ended: isEnded(status),
  };
}

export function questionRef(rq: Pick<ResultQuestionView, 'id' | 'questionId' | 'type' | 'saved' | 'correct'>, reveal: RevealFacts): QuestionRef {
  return {
    id: rq.questionId,
    resultQuestionId: rq.id,
    type: rq.type,
    saved: rq.saved,
    correct: mayReveal(reveal, rq) ? rq.correct : null,
  };
}

export type PassageFacts = {
  schedule: ScheduleRow;
  result: ResultRow;
  settled: Settled;
  questions: ResultQuestionView[];
  resultsCount: number;
  materials: MaterialContent[];
  now: number;
  locale: WireLocale;
};

export function passageView(f: PassageFacts): Passage {
  const { schedule: s, result: r, settled, locale } = f;
  const ended = isEnded(settled.status);
  const reveal = revealFacts(s, f.resultsCount, f.now, settled.status);
  return {
    resultId: r.id,
    name: pick(s.examName, locale),
    status: settled.status,
    questions: f.questions.map((q) => questionRef(q, reveal)),
    questionsCount: f.questions.length,
    attempts: s.attempts,
    resultsCount: f.resultsCount,
    passTime: s.passTime,
    passExpires: settled.passExpires,
    now: f.now,
    breakCount: s.breakCount,
    breaksTaken: settled.breaks.length,
    breakTime: s.breakTime,
    breakExpires: settled.breakExpires,
    scheduleId: s.id,
    scheduleFinish: s.finish,
    enablePassPoint: s.enablePassPoint,
    passPoint: s.showPassPoint ? s.passPoint : null,
    showPassPoint: s.showPassPoint,
    showCheckResult: s.showCheckResult,
    answerHistoryAllowed: s.answerHistoryAllowed,
    correctQuestionsCount: ended ? r.correctQuestionsCount : null,
    points: ended ? r.points : null,
    maxPoints: r.maxPoints,
    checkAudio: s.checkAudio,
    passingRules: pick(s.passingRules, locale),
    description: pick(s.description ?? s.examDescription, locale),
    materials: f.materials.map((m) => materialView(m, locale)),
    postOnFacebook: false,
    resultHash: null,
    previewHash: null,
  };
}

const blankAnswer = (a: AnswerContent, locale: WireLocale, handles: HandleMap): Answer => ({
  answerId: handles.toWire(a.id),
  answerName: pick(a.name, locale),
  selected: false,
  pictures: a.pictures.map((p) => ({
    id: p.id,
    url: pictureUrl(p.id),
    contentType: p.contentType,
    alt: described(p.alt, locale),
    transcript: described(p.transcript, locale),
  })),
  answer: null,
  order: null,
  essayFileName: null,
  uploadedFileName: null,
});

/** `uploaded`: the latest file uploaded for an essay question, if any. */
export function questionView(q: QuestionContent, rq: ResultQuestionView, reveal: RevealFacts, locale: WireLocale, uploaded: string | null = null): Question {
  const handles = handlesOf(rq);
  const blank = (a: AnswerContent) => blankAnswer(a, locale, handles);
  const byId = new Map(q.answers.map((a) => [a.id, a]));
  const inOrder = (ids: readonly number[]) => ids.map((id) => byId.get(id)).filter((a): a is AnswerContent => !!a);
  const given = rq.saved ? rq.given : null;
  let answers: Answer[];
  let partners: string[] | undefined;
  switch (q.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE': {
      const chosen = given?.kind === 'choice' ? given.selected : [];
      answers = inOrder(rq.answerOrder).map((a) => ({ ...blank(a), selected: chosen.includes(a.id) }));
      break;
    }
    case 'SEQUENCE': {
      const order = given?.kind === 'sequence' ? given.order : rq.answerOrder;
      answers = inOrder(order).map((a, i) => ({ ...blank(a), order: i + 1 }));
      break;
    }
    case 'COMPARISON': {
      const pairs = given?.kind === 'comparison' ? given.pairs : [];
      const partnerText = (id: number | undefined) => (id === undefined ? null : pick(byId.get(id)?.partner, locale));
      answers = inOrder(rq.answerOrder).map((a) => ({ ...blank(a), answer: partnerText(pairs.find(([item]) => item === a.id)?.[1]) }));
      partners = inOrder(rq.partnerOrder ?? []).map((a) => pick(a.partner, locale));
      break;
    }
    case 'ESSAY': {
      const essay = given?.kind === 'essay' ? given : null;
      answers = q.answers.slice(0, 1).map((a) => ({
        ...blank(a),
        answer: essay ? essay.text : null,
        essayFileName: essay?.file ?? null,
        uploadedFileName: uploaded ?? essay?.file ?? null,
      }));
      break;
    }
  }
  return {
    id: q.id,
    resultQuestionId: rq.id,
    type: q.type,
    name: pick(q.name, locale),
    pictures: q.pictures.map((p) => ({ id: p.id, url: pictureUrl(p.id), alt: described(p.alt, locale) })),
    materials: q.materials.map((m) => materialView(m, locale)),
    answers,
    ...(partners ? { partners } : {}),
    saved: rq.saved,
    changed: false,
    correct: questionRef(rq, reveal).correct,
    answerSetting: q.type === 'ESSAY' ? q.answerSetting : null,
  };
}

/** The correct answer in the wire form (AnswerResponse.correctAnswer, under the passage's handles); null for essays. */
export function correctAnswerView(q: QuestionContent, locale: WireLocale, handles: HandleMap): GivenAnswer[] | null {
  const key = { type: q.type, points: q.points, answers: q.answers.map((a) => ({ answerId: a.id, correct: a.correct, correctOrder: a.correctOrder })) };
  switch (q.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return correctChoice(key).map((id) => ({ answerId: handles.toWire(id), selected: true }));
    case 'SEQUENCE':
      return correctSequence(key).map((id, i) => ({ answerId: handles.toWire(id), order: i + 1 }));
    case 'COMPARISON':
      return q.answers.map((a) => ({ answerId: handles.toWire(a.id), answer: pick(a.partner, locale) }));
    case 'ESSAY':
      return null;
  }
}
