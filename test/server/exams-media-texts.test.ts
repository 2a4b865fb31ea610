// Issue 10 "Pictures": the author's description of a picture (its alt text) and the
// transcript of a sound come through the API in the trainee's language, beside the fields
// SPEC §3 names (Picture id/url, AnswerPicture contentType, Material …), which stay as they
// are; a picture or sound without them says null (the client then falls back to "Picture N
// of question M"). The seeded every-type demo fills them (server/seed/demo-every-type.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../api/exams.ts';
import { examPictures, examSchedules, exams } from '../../server/db/schema.ts';
import { addSchedule, examApi, finishAll, makeExamWorld, SINGLE, type ExamWorld } from './exams-fixtures.ts';

let w: ExamWorld;
let scheduleId: number;

beforeAll(async () => {
  w = await makeExamWorld();
  const [row] = await w.db
    .select({ id: examSchedules.id })
    .from(examSchedules)
    .innerJoin(exams, eq(exams.id, examSchedules.examId))
    .where(sql`${exams.name}->>'en' = 'Demo: every question type'`);
  scheduleId = row!.id;
});
afterEach(() => finishAll(w, w.c1));
afterAll(() => w.close());

const api = () => examApi(w, w.c1);

async function demoQuestions(): Promise<Question[]> {
  const passage = await api().start(scheduleId);
  const out: Question[] = [];
  for (const ref of passage.questions) out.push(await api().question(ref.resultQuestionId));
  return out;
}

/** Answers come shuffled: each answer picture's description by its answer's name. */
const altByName = (q: Question): Record<string, string | null | undefined> => Object.fromEntries(q.answers.map((a) => [a.answerName, a.pictures[0]!.alt]));

describe('picture descriptions and transcripts (issue 10)', () => {
  it('the demo: every picture has its description and every sound its transcript, in the trainee language; they follow a language switch', async () => {
    let qs = await demoQuestions();
    const [lifeCycle, screens, recordings] = qs;
    expect(lifeCycle!.pictures).toHaveLength(1);
    expect(Object.keys(lifeCycle!.pictures[0]!)).toEqual(['id', 'url', 'alt']);
    expect(lifeCycle!.pictures[0]!.alt).toMatch(/^Схема життєвого циклу дефекту: New → Assigned → Open → Fixed → «\?»/);
    // Answers come shuffled: look them up by name.
    const screenAlt = altByName(screens!);
    expect(screenAlt['Екран А: кошик']).toContain('Total: NaN');
    expect(screenAlt['Екран Б: вхід']).toContain('усе видно повністю');
    expect(screenAlt['Екран В: оформлення замовлення']).toContain('видно лише «Subm»');
    expect(screens!.answers.map((a) => a.pictures[0]!.transcript)).toEqual([null, null, null]);
    expect(Object.fromEntries(recordings!.answers.map((a) => [a.answerName, [a.pictures[0]!.contentType, a.pictures[0]!.transcript]]))).toEqual({
      'Запис 1': ['AUDIO', 'Англійською: «Unit testing»'],
      'Запис 2': ['AUDIO', 'Англійською: «System testing»'],
    });
    expect(lifeCycle!.materials.map((m) => [m.contentType, m.transcript])).toEqual([
      [null, null],
      ['application/pdf', null],
      ['audio/wav', 'Англійською: «Fixed, retest, closed.»'],
    ]);

    expect((await w.call('POST', '/api/common/language/en', { cookie: w.c1 })).status).toBe(200);
    const [running] = (await (await api().get('/api/exams/active')).json()) as { resultId: number }[];
    const passage = await api().passage(running!.resultId);
    qs = [];
    for (const ref of passage.questions) qs.push(await api().question(ref.resultQuestionId));
    expect(qs[0]!.pictures[0]!.alt).toMatch(/^Bug life cycle diagram: New → Assigned → Open → Fixed → "\?"/);
    const enAlt = altByName(qs[1]!);
    expect(enAlt['Screen A: cart']).toContain('The "Cart" screen');
    expect(enAlt['Screen B: sign in']).toContain('all shown in full');
    expect(enAlt['Screen C: checkout']).toContain('only "Subm" shows');
    expect(Object.fromEntries(qs[2]!.answers.map((a) => [a.answerName, a.pictures[0]!.transcript]))).toEqual({
      'Recording 1': '"Unit testing"',
      'Recording 2': '"System testing"',
    });
    expect(qs[0]!.materials[2]!.transcript).toBe('"Fixed, retest, closed."');
    await w.call('POST', '/api/common/language/ua', { cookie: w.c1 });
  });

  it("a schedule's audio material carries the transcript its author wrote", async () => {
    const transcript = { ua: 'Вітаємо на іспиті (ua)', ru: 'Добро пожаловать (ru)', en: 'Welcome to the test' };
    const made = await addSchedule(w, {
      questions: [SINGLE],
      materials: [
        { name: { ua: 'Вступ', ru: 'Вступление', en: 'Introduction' }, fileName: 'intro.wav', contentType: 'audio/wav', data: new Uint8Array([1, 2, 3]), transcript },
      ],
    });
    const intro = await api().intro(made.scheduleId);
    expect(intro.materials.map((m) => [m.contentType, m.transcript])).toEqual([['audio/wav', transcript.ua]]);
  });

  it('a picture or sound without them says null', async () => {
    const made = await addSchedule(w, { questions: [SINGLE] });
    const q = made.questions[0]!;
    await w.db.insert(examPictures).values([
      { questionId: q.id, contentType: 'image/png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
      { answerId: q.answerIds[0]!, contentType: 'AUDIO', data: new Uint8Array([1, 2, 3]) },
    ]);
    const passage = await api().start(made.scheduleId);
    const question = await api().question(passage.questions[0]!.resultQuestionId);
    expect(question.pictures.map((p) => p.alt)).toEqual([null]);
    const sound = question.answers.flatMap((a) => a.pictures);
    expect(sound.map((p) => [p.contentType, p.alt, p.transcript])).toEqual([['AUDIO', null, null]]);
  });
});
