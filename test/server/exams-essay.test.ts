// SPEC §7 POST /api/exams/passage/essay and GET /api/training/download/answer/material/{id}
// (docs/exams.md "Essay files"): accepted types by extension and first bytes, 10 MiB, stored
// in the database, only the owner reads it back; the answer names an uploaded file.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EssayUploadResponse } from '../../api/exams.ts';
import { examEssayFiles } from '../../server/db/schema.ts';
import { addSchedule, ESSAY, type ExamApi, examSuite, type ExamWorld, finishAll, INTERRUPT, MINUTE, refused, SINGLE } from './exams-fixtures.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});

const MiB = 1024 * 1024;
const bytes = (...head: number[]) => new Uint8Array([...head, ...new Array(64).fill(0x20)]);
const SAMPLES: Record<string, Uint8Array> = {
  'answer.pdf': bytes(0x25, 0x50, 0x44, 0x46, 0x2d),
  'answer.doc': bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  'answer.docx': bytes(0x50, 0x4b, 0x03, 0x04),
  'answer.zip': bytes(0x50, 0x4b, 0x03, 0x04),
  'answer.png': bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  'answer.jpeg': bytes(0xff, 0xd8, 0xff, 0xe0),
  'answer.JPG': bytes(0xff, 0xd8, 0xff, 0xe0),
  'answer.txt': new TextEncoder().encode('Чек-лист: порожні поля, неправильний пароль\n'),
};

function upload(rq: number | string | undefined, file: Uint8Array | null, name: string, cookie = w.c1, filename?: string) {
  const form = new FormData();
  if (rq !== undefined) form.set('resultQuestionId', String(rq));
  if (file) form.set('file', new File([file as Uint8Array<ArrayBuffer>], name));
  if (filename !== undefined) form.set('filename', filename);
  return w.app.request('/api/exams/passage/essay', { method: 'POST', body: form, headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' } });
}

async function essayPassage(options: Parameters<typeof addSchedule>[1] = {}) {
  const made = await addSchedule(w, { questions: [ESSAY, SINGLE], ...options });
  const p = await api.start(made.scheduleId);
  return { made, p, rq: p.questions[0]!.resultQuestionId, answerId: made.questions[0]!.answerIds[0]! };
}

describe('uploading', () => {
  it('accepts pdf, doc, docx, zip, png, jpeg and txt whose first bytes match', async () => {
    const { rq } = await essayPassage();
    for (const [name, data] of Object.entries(SAMPLES)) {
      const res = await upload(rq, data, name);
      expect(res.status, name).toBe(200);
      expect(v.parse(EssayUploadResponse, await res.json())).toEqual({ fileName: name });
    }
    const rows = await w.db.select().from(examEssayFiles).where(eq(examEssayFiles.resultQuestionId, rq));
    expect(rows.map((r) => r.fileName).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it('saves the answer with the uploaded file, and only the owner downloads it', async () => {
    const { rq, answerId } = await essayPassage();
    const pdf = SAMPLES['answer.pdf']!;
    expect((await upload(rq, pdf, 'ignored.bin', w.c1, '../../Мій план.pdf')).status).toBe(200);
    const q0 = await api.question(rq);
    expect(q0.answers[0]).toMatchObject({ uploadedFileName: 'Мій план.pdf', essayFileName: null });
    await api.answer(rq, [{ answerId, answer: '', uploadedFileName: 'Мій план.pdf' }]);
    expect((await api.question(rq)).answers[0]).toMatchObject({ essayFileName: 'Мій план.pdf', uploadedFileName: 'Мій план.pdf', answer: '' });
    const res = await api.get(`/api/training/download/answer/material/${rq}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Мій план.pdf')}`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
    expect((await w.call('GET', `/api/training/download/answer/material/${rq}`, { cookie: w.c2 })).status).toBe(404);
    expect((await w.call('GET', `/api/training/download/answer/material/${rq}`)).status).toBe(403);
  });

  it('refuses a file whose bytes do not match its extension, other types, NUL in text', async () => {
    const { rq } = await essayPassage();
    for (const [name, data] of [
      ['fake.pdf', SAMPLES['answer.png']!],
      ['tool.exe', bytes(0x4d, 0x5a)],
      ['noext', SAMPLES['answer.pdf']!],
      ['binary.txt', bytes(0x00, 0x01)],
      ['empty.pdf', new Uint8Array()],
    ] as const) {
      expect(await refused(upload(rq, data, name)), name).toEqual({ status: 400, body: { errors: { file: 'fileType' } } });
    }
    expect(await w.db.select().from(examEssayFiles).where(eq(examEssayFiles.resultQuestionId, rq))).toEqual([]);
  });

  it('refuses more than 10 MiB (400 just over, 413 far over)', async () => {
    const { rq } = await essayPassage();
    const big = new Uint8Array(10 * MiB + 1);
    big.set([0x25, 0x50, 0x44, 0x46]);
    expect(await refused(upload(rq, big, 'big.pdf'))).toEqual({ status: 400, body: { errors: { file: 'tooLarge' } } });
    expect((await upload(rq, new Uint8Array(11 * MiB), 'huge.pdf')).status).toBe(413);
    const exact = new Uint8Array(10 * MiB);
    exact.set([0x25, 0x50, 0x44, 0x46]);
    expect((await upload(rq, exact, 'exact.pdf')).status).toBe(200);
  });

  it('bad forms: missing file or question, a question that is not an essay, an unknown question', async () => {
    const { p, rq } = await essayPassage();
    expect(await refused(upload(rq, null, 'x'))).toEqual({ status: 400, body: { errors: { file: 'required' } } });
    expect(await refused(upload(undefined, SAMPLES['answer.txt']!, 'a.txt'))).toEqual({ status: 400, body: { errors: { resultQuestionId: 'required' } } });
    expect(await refused(upload('x', SAMPLES['answer.txt']!, 'a.txt'))).toEqual({ status: 400, body: { errors: { resultQuestionId: 'number' } } });
    expect(await refused(upload(p.questions[1]!.resultQuestionId, SAMPLES['answer.txt']!, 'a.txt'))).toEqual({ status: 400, body: { errors: { resultQuestionId: 'invalid' } } });
    expect((await upload(999999, SAMPLES['answer.txt']!, 'a.txt')).status).toBe(404);
    const notForm = await w.call('POST', '/api/exams/passage/essay', { cookie: w.c1, raw: 'garbage', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
    expect(notForm.status).toBe(400);
  });

  it('an answer naming a file that was not uploaded is 400; answerSetting 2 (text only) takes no file', async () => {
    const { rq, answerId } = await essayPassage();
    expect((await refused(api.answerRaw(rq, { answers: [{ answerId, uploadedFileName: 'nope.pdf' }] }))).body).toEqual({ errors: { 'answers.0.uploadedFileName': 'invalid' } });
    await finishAll(w, w.c1);
    const textOnly = await essayPassage({ questions: [{ ...ESSAY, answerSetting: 2 }] });
    expect(await refused(upload(textOnly.rq, SAMPLES['answer.txt']!, 'a.txt'))).toEqual({ status: 400, body: { errors: { resultQuestionId: 'invalid' } } });
  });

  it('after the passage ended: PassageInterruptException; a saved locked essay takes no new file', async () => {
    const { p, rq, answerId } = await essayPassage({ passTime: 5, answerHistoryAllowed: false });
    await api.answer(rq, [{ answerId, answer: 'done' }]);
    expect(await refused(upload(rq, SAMPLES['answer.txt']!, 'late.txt'))).toEqual({ status: 400, body: { errorMessage: 'Збережену відповідь змінити не можна' } });
    w.clock.advance(6 * MINUTE);
    expect(await refused(upload(rq, SAMPLES['answer.txt']!, 'late.txt'))).toEqual({ status: 400, body: INTERRUPT });
    expect((await api.passage(p.resultId)).status).toBe('FINISHED');
  });
});
