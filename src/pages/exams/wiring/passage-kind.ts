import { examCalls, type AnswerResponse, type GivenAnswer, type Passage, type Question } from '../../../../api/exams.ts';
import { href } from '../../../../api/href.ts';
import type { WiredFrom } from '../../../app/machines.ts';
import type { Preloaded } from '../../../app/preloaded.ts';
import type { UploadRequest } from '../editors/essay/essay-upload-request.ts';
import { examApi } from './exam-api.ts';

// SPEC §2/§7: the same passage screens and machines serve the exam passage
// (/exams/passage/...), the entry test (/entry/passage/...) and the preview
// (/preview/passage/...), each over its own calls, under its own paths, leaving to its own
// place. A passage kind says which; the screens take it as a prop, the registry builds the
// passage machine once per kind (wiring/passage-machines.ts).

/** The calls a passage makes (SPEC §7 Exams, or their preview and entry-test equivalents). */
export interface PassageCalls {
  load: (resultId: number) => Promise<Passage>;
  /** The refresh at zero (quiet: the machine handles its failure). */
  refresh: (resultId: number) => Promise<Passage>;
  /** minutesLeft before a break, or null. */
  checkBreak: (resultId: number) => Promise<number | null>;
  takeBreak: (resultId: number) => Promise<Passage>;
  finishBreak: (resultId: number) => Promise<Passage>;
  finish: (resultId: number) => Promise<Passage>;
  question: (resultQuestionId: number) => Promise<Question>;
  answer: (resultQuestionId: number, answers: GivenAnswer[]) => Promise<AnswerResponse>;
  uploadEssay: (request: UploadRequest) => Promise<{ fileName: string }>;
}

export interface PassageKind {
  /** Names the kind (its kept answers are stored under it). */
  id: string;
  /** Its calls, over the registry's services and entries. */
  calls: (from: WiredFrom) => PassageCalls;
  /** The passage's own path: links within it do not ask to leave (SPEC §2 leave guard). */
  passageHref: (resultId: number) => string;
  /** The path of a question (`number` 1-based, SPEC §2 currentQuestionIndex). */
  questionHref: (resultId: number, number: number) => string;
  /** Where the passage goes when it cannot be loaded or the server ends it (SPEC §8). */
  exitHref: string;
  /** The finished panel's links: the result (by id for an exam, by hash for a preview), and back. */
  resultHref: (passage: Passage) => string;
  backHref: string;
  /** The passage and a question as the page came with them (issue 14; the exam passage's own page only). */
  preloaded?: {
    passage: (preloaded: Preloaded, resultId: number) => Passage | undefined;
    question: (preloaded: Preloaded, resultQuestionId: number) => Question | undefined;
  };
}

/** SPEC §2 /exams/passage/{resultId}/{currentQuestionIndex?} over SPEC §7 Exams. */
export const examPassage: PassageKind = {
  id: 'exams',
  calls: (from) => {
    const api = from.get(examApi);
    return {
      load: api.passage,
      refresh: api.update,
      checkBreak: api.checkBreak,
      takeBreak: api.takeBreak,
      finishBreak: api.finishBreak,
      finish: api.finish,
      question: api.question,
      answer: api.answer,
      uploadEssay: api.uploadEssay,
    };
  },
  passageHref: (resultId) => href('passage', { resultId }),
  questionHref: (resultId, number) => href('passage', { resultId, currentQuestionIndex: number }),
  exitHref: href('exams'),
  resultHref: (passage) => href('examResult', { resultId: passage.resultId }),
  backHref: href('exams'),
  preloaded: {
    passage: (preloaded, resultId) => preloaded.answer(examCalls['exams.passage.get'], { resultId }),
    question: (preloaded, resultQuestionId) => preloaded.answer(examCalls['exams.passage.question'], { resultQuestionId }),
  },
};
