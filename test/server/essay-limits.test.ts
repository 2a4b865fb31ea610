// docs/exams.md "Essay files": the per-trainee quota (50 MiB across the files kept, 413)
// and upload rate (20 requests in any 10 minutes, 429 with Retry-After), with translated
// messages; a refused upload writes nothing. Time moves with the test clock, never sleeps.
import { afterEach, describe, expect, it } from 'vitest';
import { essayUploads, examEssayFiles } from '../../server/db/schema.ts';
import type { FileStore } from '../../server/adapters/files/store.ts';
import { ESSAY_QUOTA_BYTES, ESSAY_UPLOAD_RATE } from '../../server/domain/exams/essay-limits.ts';
import { text } from './essay-samples.ts';
import { addSchedule, ESSAY, type ExamApi, examSuite, type ExamWorld, MINUTE, refused } from './exams-fixtures.ts';
import { essayRows, storeVsRows, upload } from './essay-upload.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});
afterEach(async () => {
  await w.db.delete(essayUploads);
  // The quota counts every file the trainee keeps: each test starts with none.
  const rows = await w.db.delete(examEssayFiles).returning({ key: examEssayFiles.storageKey });
  for (const row of rows) if (row.key) await w.files.delete(row.key);
});

const MiB = 1024 * 1024;
/** The test's folder store as a plain FileStore, to wrap. */
const storeOf = (w: ExamWorld): FileStore => ({
  put: (k, b) => w.files.put(k, b),
  get: (k) => w.files.get(k),
  stat: (k) => w.files.stat(k),
  delete: (k) => w.files.delete(k),
});
const essays = async (n: number) => (await api.start((await addSchedule(w, { questions: Array(n).fill(ESSAY) })).scheduleId)).questions.map((q) => q.resultQuestionId);

describe('essay quota', () => {
  it("is 50 MiB across the trainee's files: one more byte is 413 with a translated message, and nothing changes", async () => {
    expect(ESSAY_QUOTA_BYTES).toBe(50 * MiB);
    const rqs = await essays(6);
    const ten = new Uint8Array(10 * MiB).fill(0x61);
    for (const rq of rqs.slice(0, 5)) expect((await upload(w, rq, ten, `part-${rq}.txt`)).status).toBe(200);
    const before = await storeVsRows(w);
    // Refused before anything is stored (a store that counts its writes).
    let puts = 0;
    const counting = w.appWith({ adapters: { files: { ...storeOf(w), put: (key, body) => (puts++, w.files.put(key, body)) }, uploadDir: w.files.tempDir } });
    expect((await upload({ ...w, app: counting.app }, rqs[5]!, text(), 'one-more.txt')).status).toBe(413);
    expect(puts).toBe(0);
    expect(await refused(upload(w, rqs[5]!, text(), 'one-more.txt'))).toEqual({
      status: 413,
      body: { errorMessage: 'Файли ваших відповідей разом можуть займати до 50 МБ; цей файл уже не вміщується' },
    });
    const english = await w.call('POST', '/api/common/language/en', { cookie: w.c1 });
    expect(english.status).toBe(200);
    expect((await refused(upload(w, rqs[5]!, text(), 'one-more.txt'))).body.errorMessage).toBe('Your answer files may take up to 50 MB together; this file does not fit');
    await w.call('POST', '/api/common/language/ua', { cookie: w.c1 });
    expect(await essayRows(w, rqs[5]!)).toEqual([]);
    expect(await storeVsRows(w)).toEqual(before);
    expect(await w.files.temporaryFiles()).toEqual([]);
    // Replacing a file frees its own bytes: a question's new file counts instead of its old one.
    expect((await upload(w, rqs[0]!, text(), 'smaller.txt')).status).toBe(200);
    expect((await upload(w, rqs[5]!, text(), 'now-fits.txt')).status).toBe(200);
  });

  it('is checked again when the row is written: quota taken while the file was being stored is 413, the new file deleted', async () => {
    const [first, second, ...others] = await essays(6);
    const nine = new Uint8Array(9 * MiB).fill(0x62);
    for (const rq of others) expect((await upload(w, rq, nine, `nine-${rq}.txt`)).status).toBe(200); // 36 MiB
    const racing: FileStore = {
      ...storeOf(w),
      put: async (key, body) => {
        const stored = await w.files.put(key, body);
        // Meanwhile another upload of the trainee (through the plain app) takes 10 MiB more.
        expect((await upload(w, second!, new Uint8Array(10 * MiB).fill(0x63), 'meanwhile.txt')).status).toBe(200);
        return stored;
      },
    };
    const race = w.appWith({ adapters: { files: racing, uploadDir: w.files.tempDir } });
    expect(await refused(upload({ ...w, app: race.app }, first!, new Uint8Array(5 * MiB).fill(0x61), 'late.txt'))).toMatchObject({ status: 413 });
    expect(await essayRows(w, first!)).toEqual([]);
    expect(await storeVsRows(w)).toEqual({ unreferenced: [], missing: [] });
  });
});

describe('essay upload rate', () => {
  it('takes 20 uploads in 10 minutes; the 21st is 429 with Retry-After and a translated message, before the body is read', async () => {
    expect(ESSAY_UPLOAD_RATE).toEqual({ max: 20, windowMs: 10 * MINUTE });
    const [rq] = await essays(1);
    for (let i = 0; i < 20; i++) {
      expect((await upload(w, rq!, text(), `try-${i}.txt`)).status, `upload ${i}`).toBe(200);
      w.clock.advance(10_000);
    }
    const res = await upload(w, rq!, text(), 'too-many.txt');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(10 * 60 - 200));
    expect(await res.json()).toEqual({ errorMessage: 'Забагато завантажень файлів. Спробуйте знову через 7 хв.' });
    expect((await essayRows(w, rq!))[0]!.fileName).toBe('try-19.txt');
    // Refused before the body is read: a body that counts what is read of it stays unread.
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({ pull: (c) => void (pulls++, c.enqueue(new Uint8Array(1024))) }, { highWaterMark: 0 });
    const headers = { Cookie: w.c1, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'multipart/form-data; boundary=x' };
    expect((await w.app.request('/api/exams/passage/essay', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)).status).toBe(429);
    expect(pulls).toBe(0);
    // A refused request takes no place: once the first upload leaves the window, one more fits.
    w.clock.advance(10 * MINUTE - 200_000 - 1); // 1 ms before Retry-After runs out
    expect((await upload(w, rq!, text(), 'too-early.txt')).status).toBe(429);
    w.clock.advance(1);
    expect((await upload(w, rq!, text(), 'again.txt')).status).toBe(200);
    expect((await upload(w, rq!, text(), 'and-again.txt')).status).toBe(429);
  });

  it('counts every upload request, refused ones too, per trainee', async () => {
    const [rq] = await essays(1);
    for (let i = 0; i < 20; i++) expect((await upload(w, rq!, new Uint8Array([0]), 'bad.txt')).status).toBe(400);
    expect((await upload(w, rq!, text(), 'good.txt')).status).toBe(429);
    // The other trainee's count is their own: their upload is refused for the question, not the rate.
    expect((await upload(w, rq!, text(), 'good.txt', w.c2)).status).toBe(404);
  });
});
