// Writing exams and schedules: used by the demo seed, the tests and the benchmark (the
// product has no authoring screens). SEQUENCE answers are given in their correct order;
// COMPARISON answers carry their partner; an ESSAY gets its one answer row automatically.
import type { QuestionType } from '../../../api/exams.ts';
import { eq } from 'drizzle-orm';
import { examAnswers, examMaterials, examQuestions, examResultQuestions, examSchedules, exams, scheduleTrainees, type Localized } from '../../db/schema.ts';
import { handleMap } from './handles.ts';
import type { Conn } from '../../db/connect.ts';

export type AnswerSpec = { name: Localized; correct?: boolean; partner?: Localized };
export type QuestionSpec = {
  type: QuestionType;
  name: Localized;
  points?: number;
  answerSetting?: number | null;
  answers?: AnswerSpec[];
};
export type ExamSpec = { name: Localized; description: Localized; questions: QuestionSpec[] };

export type CreatedExam = { examId: number; questions: { id: number; answerIds: number[] }[] };

const blank: Localized = { ua: '', ru: '', en: '' };

export async function createExam(db: Conn, spec: ExamSpec): Promise<CreatedExam> {
  const [exam] = await db.insert(exams).values({ name: spec.name, description: spec.description }).returning({ id: exams.id });
  const questions: CreatedExam['questions'] = [];
  for (const [i, q] of spec.questions.entries()) {
    const [row] = await db
      .insert(examQuestions)
      .values({ examId: exam!.id, type: q.type, name: q.name, points: q.points ?? 1, answerSetting: q.answerSetting ?? null, sortOrder: i + 1 })
      .returning({ id: examQuestions.id });
    const answers = q.type === 'ESSAY' ? [{ name: blank }] : (q.answers ?? []);
    const inserted = answers.length
      ? await db
          .insert(examAnswers)
          .values(
            answers.map((a, j) => ({
              questionId: row!.id,
              name: a.name,
              correct: a.correct ?? false,
              correctOrder: q.type === 'SEQUENCE' ? j + 1 : null,
              partner: q.type === 'COMPARISON' ? (a.partner ?? null) : null,
              sortOrder: j + 1,
            })),
          )
          .returning({ id: examAnswers.id })
      : [];
    questions.push({ id: row!.id, answerIds: inserted.map((a) => a.id) });
  }
  return { examId: exam!.id, questions };
}

/** `transcript`: what an audio material says (issue 10). */
export type MaterialSpec = { name: Localized; link?: string; fileName?: string; contentType?: string; data?: Uint8Array; transcript?: Localized };

export type ScheduleSpec = {
  examId: number;
  start: number;
  finish: number;
  trainees: number[];
  attempts?: number | null;
  passTime?: number | null;
  breakCount?: number | null;
  breakTime?: number | null;
  passPoint?: number | null;
  enablePassPoint?: boolean;
  showPassPoint?: boolean;
  showCheckResult?: boolean;
  answerHistoryAllowed?: boolean;
  checkAudio?: boolean;
  passingRules?: Localized;
  description?: Localized | null;
  materials?: MaterialSpec[];
};

export async function createSchedule(db: Conn, spec: ScheduleSpec): Promise<number> {
  const [row] = await db
    .insert(examSchedules)
    .values({
      examId: spec.examId,
      startAt: new Date(spec.start),
      finishAt: new Date(spec.finish),
      attempts: spec.attempts ?? null,
      passTime: spec.passTime ?? null,
      breakCount: spec.breakCount ?? null,
      breakTime: spec.breakTime ?? null,
      passPoint: spec.passPoint ?? null,
      enablePassPoint: spec.enablePassPoint ?? false,
      showPassPoint: spec.showPassPoint ?? false,
      showCheckResult: spec.showCheckResult ?? false,
      answerHistoryAllowed: spec.answerHistoryAllowed ?? false,
      checkAudio: spec.checkAudio ?? false,
      passingRules: spec.passingRules ?? blank,
      description: spec.description ?? null,
    })
    .returning({ id: examSchedules.id });
  const scheduleId = row!.id;
  if (spec.trainees.length) await db.insert(scheduleTrainees).values(spec.trainees.map((customerId) => ({ scheduleId, customerId })));
  if (spec.materials?.length) {
    await db.insert(examMaterials).values(
      spec.materials.map((m, i) => ({
        scheduleId,
        name: m.name,
        link: m.link ?? null,
        fileName: m.fileName ?? null,
        contentType: m.contentType ?? null,
        data: m.data ?? null,
        transcript: m.transcript ?? null,
        sortOrder: i + 1,
      })),
    );
  }
  return scheduleId;
}

/**
 * The answer ids a trainee's browser sees in a passage question (its handles, handles.ts)
 * for the given database ids, in their order: for the seed and tests, which author with
 * database ids and answer as a trainee would.
 */
export async function wireAnswerIds(db: Conn, resultQuestionId: number, answerIds: readonly number[]): Promise<number[]> {
  const [row] = await db.select().from(examResultQuestions).where(eq(examResultQuestions.id, resultQuestionId));
  if (!row) throw new Error(`no passage question ${resultQuestionId}`);
  return answerIds.map(handleMap(row.answerOrder, row.answerHandles).toWire);
}
