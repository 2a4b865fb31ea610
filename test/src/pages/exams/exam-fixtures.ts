import type { AnswerResponse, AvailableExam, ExamIntro, Passage, Question, QuestionRef } from '../../../../api/exams.ts';

// Data as the server sends it (api/exams.ts), with just what a test changes overridden.
export const BASE = 1_800_000_000_000; // server time at the start of every test, ms

export const ref = (n: number, over: Partial<QuestionRef> = {}): QuestionRef => ({
  id: 100 + n,
  resultQuestionId: 1000 + n,
  type: 'MULTIPLE_CHOICE',
  saved: false,
  correct: null,
  ...over,
});

export const passage = (over: Partial<Passage> = {}): Passage => ({
  resultId: 7,
  name: 'ISTQB Foundation mock',
  status: 'IN_PROGRESS',
  questions: [ref(1), ref(2)],
  questionsCount: 2,
  attempts: 3,
  resultsCount: 1,
  passTime: 60,
  passExpires: BASE + 60 * 60_000,
  now: BASE,
  breakCount: 2,
  breaksTaken: 0,
  breakTime: 10,
  breakExpires: null,
  scheduleId: 3,
  scheduleFinish: BASE + 24 * 3_600_000,
  enablePassPoint: true,
  passPoint: 6,
  showPassPoint: true,
  showCheckResult: true,
  answerHistoryAllowed: false,
  correctQuestionsCount: null,
  points: null,
  maxPoints: 10,
  checkAudio: false,
  passingRules: 'Answer all questions.',
  description: 'A mock exam.',
  materials: [],
  postOnFacebook: false,
  resultHash: null,
  previewHash: null,
  ...over,
});

export const question = (n: number, over: Partial<Question> = {}): Question => ({
  id: 100 + n,
  resultQuestionId: 1000 + n,
  type: 'MULTIPLE_CHOICE',
  name: `Question text ${n}`,
  pictures: [],
  materials: [],
  answers: [
    { answerId: n * 10 + 1, answerName: `Answer ${n}A`, selected: false, pictures: [], answer: null, order: null, essayFileName: null, uploadedFileName: null },
    { answerId: n * 10 + 2, answerName: `Answer ${n}B`, selected: false, pictures: [], answer: null, order: null, essayFileName: null, uploadedFileName: null },
  ],
  saved: false,
  changed: false,
  correct: null,
  answerSetting: null,
  ...over,
});

export const answerResponse = (n: number, correct: boolean | null = true, over: Partial<AnswerResponse> = {}): AnswerResponse => ({
  correct,
  correctAnswer: correct === false ? [{ answerId: n * 10 + 2, selected: true }] : null,
  question: ref(n, { saved: true, correct }),
  ...over,
});

export const available = (over: Partial<AvailableExam> = {}): AvailableExam => ({
  scheduleId: 3,
  examName: 'ISTQB Foundation mock',
  examDescription: 'Forty questions.\nOne hour.',
  start: BASE - 3_600_000,
  finish: BASE + 7 * 24 * 3_600_000,
  inProgressResultId: null,
  attemptsExceeded: false,
  attemptsCount: 3,
  resultsCount: 1,
  ...over,
});

export const intro = (over: Partial<ExamIntro> = {}): ExamIntro => ({
  scheduleId: 3,
  name: 'ISTQB Foundation mock',
  description: 'Line one <b>not bold</b>\nLine two',
  passingRules: 'Answer every question.',
  materials: [],
  questionsCount: 21,
  passTime: 90,
  breakCount: 2,
  breakTime: 10,
  attempts: 3,
  resultsCount: 1,
  attemptsExceeded: false,
  start: BASE - 3_600_000,
  finish: BASE + 7 * 24 * 3_600_000,
  enablePassPoint: true,
  passPoint: 22,
  showPassPoint: true,
  maxPoints: 40,
  checkAudio: false,
  answerHistoryAllowed: true,
  inProgressResultId: null,
  now: BASE,
  ...over,
});
