// SPEC §7 POST /api/exams/passage/essay and GET /api/training/download/answer/material/{id}
// (docs/exams.md "Essay files"): real files of the accepted types pass the content check;
// the bytes go to the file store, the row keeps the metadata; one file per question; the
// download is streamed, sandboxed and only for the owner; names are normalised.
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EssayUploadResponse } from '../../api/exams.ts';
import { essayUploads } from '../../server/db/schema.ts';
import { concat, HTML, pdf, png, samples, text, utf8 } from './essay-samples.ts';
import { addSchedule, ESSAY, type ExamApi, examSuite, type ExamWorld, finishAll, INTERRUPT, MINUTE, refused, SINGLE } from './exams-fixtures.ts';
import { essayRows, storeVsRows, upload } from './essay-upload.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});
afterEach(async () => {
  await w.db.delete(essayUploads); // the upload rate is tested in essay-limits.test.ts
});

const MiB = 1024 * 1024;

async function essayPassage(options: Parameters<typeof addSchedule>[1] = {}) {
  const made = await addSchedule(w, { questions: [ESSAY, SINGLE], ...options });
  const p = await api.start(made.scheduleId);
  const rq = p.questions[0]!.resultQuestionId;
  return { made, p, rq, answerId: (await api.question(rq)).answers[0]!.answerId };
}

describe('uploading', () => {
  it('accepts a real pdf, doc, docx, zip, png, jpeg and txt; each replaces the last: one row, one stored file', async () => {
    const { rq } = await essayPassage();
    for (const [name, data] of Object.entries(await samples())) {
      const res = await upload(w, rq, data, name);
      expect(res.status, name).toBe(200);
      expect(v.parse(EssayUploadResponse, await res.json())).toEqual({ fileName: name });
      const rows = await essayRows(w, rq);
      expect(rows.map((r) => r.fileName)).toEqual([name]);
      expect(await w.files.stat(rows[0]!.storageKey!)).toEqual({ size: data.length });
      expect(await storeVsRows(w)).toEqual({ unreferenced: [], missing: [] }); // the replaced file is gone
    }
  });

  it('keeps the bytes in the file store, not in the database: the row has storage_key, size, type and no data', async () => {
    const { rq } = await essayPassage();
    const file = await pdf();
    expect((await upload(w, rq, file, 'plan.pdf')).status).toBe(200);
    const [row] = await essayRows(w, rq);
    expect(row).toMatchObject({ fileName: 'plan.pdf', contentType: 'application/pdf', size: file.length, data: null });
    expect(row!.storageKey).toMatch(/^essay\/[0-9a-f-]{36}$/);
    const stored = await w.files.get(row!.storageKey!);
    expect(new Uint8Array(Buffer.concat(await stored!.body.toArray()))).toEqual(file);
    expect(await w.files.temporaryFiles()).toEqual([]);
  });

  it('saves the answer with the uploaded file; only the owner downloads it, streamed with the sandbox headers', async () => {
    const { rq, answerId } = await essayPassage();
    const file = await pdf();
    expect((await upload(w, rq, file, 'ignored.bin', w.c1, '../../Мій план.pdf')).status).toBe(200);
    expect((await api.question(rq)).answers[0]).toMatchObject({ uploadedFileName: 'Мій план.pdf', essayFileName: null });
    await api.answer(rq, [{ answerId, answer: '', uploadedFileName: 'Мій план.pdf' }]);
    expect((await api.question(rq)).answers[0]).toMatchObject({ essayFileName: 'Мій план.pdf', uploadedFileName: 'Мій план.pdf', answer: '' });
    const res = await api.get(`/api/training/download/answer/material/${rq}`);
    expect(res.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'content-length', 'content-disposition', 'content-security-policy', 'x-content-type-options', 'cache-control'].map((h) => [
          h,
          res.headers.get(h),
        ]),
      ),
    ).toEqual({
      'content-type': 'application/pdf',
      'content-length': String(file.length),
      'content-disposition': `attachment; filename="___ ____.pdf"; filename*=UTF-8''${encodeURIComponent('Мій план.pdf')}`,
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(file);
    expect((await w.call('GET', `/api/training/download/answer/material/${rq}`, { cookie: w.c2 })).status).toBe(404);
    expect((await w.call('GET', `/api/training/download/answer/material/${rq}`)).status).toBe(403);
  });

  it('refuses polyglots and files whose content is not their type, with a field error; nothing is kept', async () => {
    const { rq } = await essayPassage();
    for (const [name, data] of [
      ['fake.pdf', await png()],
      ['html.pdf', concat(utf8('%PDF-1.4\n'), HTML)],
      ['trailing.pdf', concat(await pdf(), HTML)],
      ['trailing.png', concat(await png(), HTML)],
      ['page.txt', HTML],
      ['drawing.txt', utf8('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['prepended.zip', concat(HTML, (await samples())['answer.zip']!)],
      ['tool.exe', utf8('MZ')],
      ['noext', await pdf()],
      ['binary.txt', new Uint8Array([0x61, 0x00, 0x62])],
      ['empty.pdf', new Uint8Array()],
    ] as const) {
      expect(await refused(upload(w, rq, data, name)), name).toEqual({ status: 400, body: { errors: { file: 'fileType' } } });
    }
    expect(await essayRows(w, rq)).toEqual([]);
    expect(await storeVsRows(w)).toEqual({ unreferenced: [], missing: [] });
    expect(await w.files.temporaryFiles()).toEqual([]);
  });

  it('stores and shows the normalised name: no right-to-left override, invisible or control characters', async () => {
    const { rq } = await essayPassage();
    const res = await upload(w, rq, text(), 'x', w.c1, 'my\u202Egnp.txt\u200B');
    expect(await res.json()).toEqual({ fileName: 'mygnp.txt' });
    expect((await essayRows(w, rq))[0]!.fileName).toBe('mygnp.txt');
    expect((await api.question(rq)).answers[0]!.uploadedFileName).toBe('mygnp.txt');
    // The override hid an .exe: what is left after normalising decides the type.
    expect(await refused(upload(w, rq, text(), 'x', w.c1, 'essay\u202Etxt.exe'))).toEqual({ status: 400, body: { errors: { file: 'fileType' } } });
  });

  it('refuses more than 10 MiB: 400 just over, 413 with a translated message far over', async () => {
    const { rq } = await essayPassage();
    expect(await refused(upload(w, rq, new Uint8Array(10 * MiB + 1).fill(0x61), 'big.txt'))).toEqual({ status: 400, body: { errors: { file: 'tooLarge' } } });
    expect(await refused(upload(w, rq, new Uint8Array(11 * MiB).fill(0x61), 'huge.txt'))).toEqual({ status: 413, body: { errorMessage: 'Файл більший за 10 МБ' } });
    expect(await w.files.temporaryFiles()).toEqual([]);
    expect((await upload(w, rq, new Uint8Array(10 * MiB).fill(0x61), 'exact.txt')).status).toBe(200);
  });

  it('bad forms: missing file or question, a question that is not an essay, an unknown question', async () => {
    const { p, rq } = await essayPassage();
    expect(await refused(upload(w, rq, null, 'x'))).toEqual({ status: 400, body: { errors: { file: 'required' } } });
    expect(await refused(upload(w, null, text(), 'a.txt'))).toEqual({ status: 400, body: { errors: { resultQuestionId: 'required' } } });
    expect(await refused(upload(w, 'x', text(), 'a.txt'))).toEqual({ status: 400, body: { errors: { resultQuestionId: 'number' } } });
    expect(await refused(upload(w, p.questions[1]!.resultQuestionId, text(), 'a.txt'))).toEqual({ status: 400, body: { errors: { resultQuestionId: 'invalid' } } });
    expect((await upload(w, 999999, text(), 'a.txt')).status).toBe(404);
    const notForm = await w.call('POST', '/api/exams/passage/essay', { cookie: w.c1, raw: 'garbage', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
    expect(notForm.status).toBe(400);
    const notMultipart = await w.call('POST', '/api/exams/passage/essay', { cookie: w.c1, body: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect(await w.files.temporaryFiles()).toEqual([]);
  });

  it('an answer naming a file that was not uploaded is 400; answerSetting 2 (text only) takes no file', async () => {
    const { rq, answerId } = await essayPassage();
    expect((await refused(api.answerRaw(rq, { answers: [{ answerId, uploadedFileName: 'nope.pdf' }] }))).body).toEqual({
      errors: { 'answers.0.uploadedFileName': 'invalid' },
    });
    await finishAll(w, w.c1);
    const textOnly = await essayPassage({ questions: [{ ...ESSAY, answerSetting: 2 }] });
    expect(await refused(upload(w, textOnly.rq, text(), 'a.txt'))).toEqual({ status: 400, body: { errors: { resultQuestionId: 'invalid' } } });
  });

  it('after the passage ended: PassageInterruptException; a saved locked essay takes no new file', async () => {
    const { p, rq, answerId } = await essayPassage({ passTime: 5, answerHistoryAllowed: false });
    await api.answer(rq, [{ answerId, answer: 'done' }]);
    expect(await refused(upload(w, rq, text(), 'late.txt'))).toEqual({ status: 400, body: { errorMessage: 'Збережену відповідь змінити не можна' } });
    w.clock.advance(6 * MINUTE);
    expect(await refused(upload(w, rq, text(), 'late.txt'))).toEqual({ status: 400, body: INTERRUPT });
    expect((await api.passage(p.resultId)).status).toBe('FINISHED');
  });
});
