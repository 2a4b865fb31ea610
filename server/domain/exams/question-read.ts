// One statement for the calls on a passage's question (issue 14 "Fewer round trips on the hot
// path"; docs/performance.md "Statements per call"): the session (by its token's hash), the
// passage with its schedule and breaks, the question row, its uploaded file names (latest
// first) and the trainee's passages of the schedule (for reveal.ts), without a lock. Read by
// the answer save (answer-save.ts) and by GET passage/question/{resultQuestionId} below.
import { and, eq, sql } from 'drizzle-orm';
import type { Question } from '../../../api/exams.ts';
import type { Db } from '../../db/connect.ts';
import { parsedJson } from '../../db/json.ts';
import { perDatabase, preparedName } from '../../db/prepared.ts';
import { examEssayFiles, examResultQuestions, examResults, examSchedules, exams, sessions } from '../../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import { sessionColumns, type Admit, type SessionRow } from '../sessions.ts';
import { readGiven } from './answers.ts';
import { readQuestion, requireRunning } from './answering.ts';
import { diffTimeline, isNoop } from './breaks.ts';
import { loadQuestionContent } from './content.ts';
import { settle } from './settle.ts';
import { breaksColumn, resultsCountColumn, rulesOf, scheduleColumns, toLoaded, type Loaded, type ScheduleSelect } from './store.ts';
import { questionView, revealFacts } from './views.ts';

type QuestionRow = typeof examResultQuestions.$inferSelect;
export type QuestionRead = { session: SessionRow; passage: (Loaded & { question: QuestionRow; uploaded: string[] }) | null };

const resultId = sql`(select ${examResultQuestions.resultId} from ${examResultQuestions} where ${examResultQuestions.id} = ${sql.placeholder('question')})`;
const uploadedColumn = sql<
  string[] | string
>`coalesce((select json_agg(f.file_name order by f.uploaded_at desc, f.id desc) from ${examEssayFiles} f where f.result_question_id = ${examResultQuestions.id}), '[]'::json)`;

const statement = perDatabase((db) =>
  db
    .select({
      session: sessionColumns,
      result: examResults,
      schedule: scheduleColumns,
      breaks: breaksColumn,
      question: examResultQuestions,
      uploaded: uploadedColumn,
      resultsCount: resultsCountColumn,
    })
    .from(sessions)
    .leftJoin(examResults, and(eq(examResults.id, resultId), eq(examResults.customerId, sessions.customerId)))
    .leftJoin(examSchedules, eq(examSchedules.id, examResults.scheduleId))
    .leftJoin(exams, eq(exams.id, examSchedules.examId))
    .leftJoin(examResultQuestions, and(eq(examResultQuestions.id, sql.placeholder('question')), eq(examResultQuestions.resultId, examResults.id)))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(preparedName('passage_question_read')),
);

/** Null without a session; `passage` null for a question row that is not the trainee's. */
export async function readQuestionRow(db: Db, tokenHash: string, question: number): Promise<QuestionRead | null> {
  const [row] = await statement(db).execute({ tokenHash, question });
  if (!row) return null;
  if (!row.result || !row.question) return { session: row.session, passage: null };
  // A passage always has its schedule and exam (foreign keys): the left joins type each of their columns nullable.
  const loaded = toLoaded({ result: row.result, schedule: row.schedule as ScheduleSelect, breaks: row.breaks, resultsCount: row.resultsCount });
  return { session: row.session, passage: { ...loaded, question: row.question, uploaded: parsedJson(row.uploaded) } };
}

/**
 * GET passage/question/{resultQuestionId} with the session read in the same statement as the
 * passage and the question row. `admit` applies the session's rules (403 without one); 404 for
 * another trainee's question. When settling has something to write (a pass clock or a break
 * ran out) the question is read the long way, which writes it first (answering.ts).
 */
export async function readQuestionAtOnce(db: Db, tokenHash: string | null, admit: Admit, resultQuestionId: number): Promise<Question> {
  const found = tokenHash ? await readQuestionRow(db, tokenHash, resultQuestionId) : null;
  const a = await admit(found?.session ?? null);
  if (!found?.passage) throw new NotFoundError();
  const { schedule, timeline, question: row, uploaded, resultsCount } = found.passage;
  const settled = settle(timeline, rulesOf(schedule), a.now);
  if (!isNoop(diffTimeline(timeline, settled))) return readQuestion(a, resultQuestionId);
  const refused = requireRunning(settled.status);
  if (refused) throw refused;
  const content = await loadQuestionContent(a.db, schedule.examId, row.questionId);
  if (!content) throw new NotFoundError();
  const reveal = revealFacts(schedule, resultsCount, a.now, settled.status);
  const rq = { ...row, type: content.type, given: readGiven(row.given) };
  return questionView(content, rq, reveal, a.locale, content.type === 'ESSAY' ? (uploaded[0] ?? null) : null);
}
