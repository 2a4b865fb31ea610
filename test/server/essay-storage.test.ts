// docs/exams.md "Essay files": an upload is all or nothing. A request cut off mid-file, a
// store that fails to write, a passage that ends while the file is being stored: no temp
// file, no new row, no new stored file, the previous file kept. Rows written before the
// file store (bytes in exam_essay_files.data) still download, and move into the store.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileStore } from '../../server/adapters/files/store.ts';
import { essayUploads, examEssayFiles } from '../../server/db/schema.ts';
import { moveLegacyEssayFiles } from '../../server/domain/exams/essay-legacy.ts';
import { pdf, text, utf8 } from './essay-samples.ts';
import { essayRows, storeVsRows, upload } from './essay-upload.ts';
import { addSchedule, ESSAY, type ExamApi, examSuite, type ExamWorld, INTERRUPT, MINUTE, refused } from './exams-fixtures.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});
afterEach(async () => {
  await w.db.delete(essayUploads);
});

async function essayQuestion(options: Parameters<typeof addSchedule>[1] = {}) {
  const p = await api.start((await addSchedule(w, { questions: [ESSAY], ...options })).scheduleId);
  return p.questions[0]!.resultQuestionId;
}

/** The essay call with a body that sends `head`, then fails as a dropped connection does. */
function cutOffUpload(rq: number, head: string) {
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(utf8(head));
      setTimeout(() => c.error(new Error('connection reset')), 5);
    },
  });
  const headers = { Cookie: w.c1, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'multipart/form-data; boundary=b' };
  return w.app.request('/api/exams/passage/essay', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

const nothingLeft = async (rq: number, fileName: string | null) => {
  expect((await essayRows(w, rq)).map((r) => r.fileName)).toEqual(fileName ? [fileName] : []);
  expect(await storeVsRows(w)).toEqual({ unreferenced: [], missing: [] });
  expect(await w.files.temporaryFiles()).toEqual([]);
};

describe('a failed upload changes nothing', () => {
  it('a request cut off in the middle of the file: 400, no temp file, the previous file kept', async () => {
    const rq = await essayQuestion();
    expect((await upload(w, rq, text(), 'first.txt')).status).toBe(200);
    const head = `--b\r\nContent-Disposition: form-data; name="resultQuestionId"\r\n\r\n${rq}\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="second.txt"\r\n\r\n${'x'.repeat(100_000)}`;
    expect((await cutOffUpload(rq, head)).status).toBe(400);
    await nothingLeft(rq, 'first.txt');
  });

  it('a store that fails while writing: 500, no temp file, no row', async () => {
    const rq = await essayQuestion();
    const failing: FileStore = {
      ...w.files,
      get: (key) => w.files.get(key),
      stat: (key) => w.files.stat(key),
      delete: (key) => w.files.delete(key),
      put: (key, body) =>
        w.files.put(
          key,
          Readable.from(
            (async function* () {
              for await (const chunk of body) yield chunk as Buffer;
              throw new Error('disk full');
            })(),
          ),
        ),
    };
    const broken = w.appWith({ adapters: { files: failing, uploadDir: w.files.tempDir } });
    const form = new FormData();
    form.set('file', new File([(await pdf()) as Uint8Array<ArrayBuffer>], 'plan.pdf'));
    form.set('resultQuestionId', String(rq));
    const res = await broken.app.request('/api/exams/passage/essay', { method: 'POST', body: form, headers: { Cookie: w.c1, 'X-Requested-With': 'XMLHttpRequest' } });
    expect(res.status).toBe(500);
    await nothingLeft(rq, null);
  });

  it('a passage that ends while the file is being stored: PassageInterruptException, the new file deleted', async () => {
    const rq = await essayQuestion({ passTime: 5 });
    expect((await upload(w, rq, text(), 'first.txt')).status).toBe(200);
    const slow: FileStore = {
      get: (key) => w.files.get(key),
      stat: (key) => w.files.stat(key),
      delete: (key) => w.files.delete(key),
      put: async (key, body) => {
        const stored = await w.files.put(key, body);
        w.clock.advance(6 * MINUTE); // the pass time runs out meanwhile
        return stored;
      },
    };
    const late = w.appWith({ adapters: { files: slow, uploadDir: w.files.tempDir } });
    const form = new FormData();
    form.set('file', new File([text()], 'second.txt'));
    form.set('resultQuestionId', String(rq));
    const res = late.app.request('/api/exams/passage/essay', { method: 'POST', body: form, headers: { Cookie: w.c1, 'X-Requested-With': 'XMLHttpRequest' } });
    expect(await refused(res)).toEqual({ status: 400, body: INTERRUPT });
    await nothingLeft(rq, 'first.txt');
  });
});

describe('files written before the file store', () => {
  it('download from the row, then move into the store at start and download the same', async () => {
    const rq = await essayQuestion();
    const bytes = await pdf();
    await w.db.insert(examEssayFiles).values({
      resultQuestionId: rq,
      customerId: w.id1,
      fileName: 'old.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
      data: bytes,
      uploadedAt: new Date(w.clock.now),
    });
    const before = await api.get(`/api/training/download/answer/material/${rq}`);
    expect(before.headers.get('content-security-policy')).toBe('sandbox');
    expect(before.headers.get('content-length')).toBe(String(bytes.length));
    expect(new Uint8Array(await before.arrayBuffer())).toEqual(bytes);

    expect(await moveLegacyEssayFiles(w.db, w.files)).toBe(1);
    expect(await moveLegacyEssayFiles(w.db, w.files)).toBe(0);
    const [row] = await w.db.select().from(examEssayFiles).where(eq(examEssayFiles.resultQuestionId, rq));
    expect(row).toMatchObject({ data: null, size: bytes.length });
    expect(await w.files.stat(row!.storageKey!)).toEqual({ size: bytes.length });
    const after = await api.get(`/api/training/download/answer/material/${rq}`);
    expect(new Uint8Array(await after.arrayBuffer())).toEqual(bytes);
    // A new upload replaces it like any other.
    expect((await upload(w, rq, text(), 'new.txt')).status).toBe(200);
    await nothingLeft(rq, 'new.txt');
  });
});

describe('download', () => {
  it('a row whose stored file is missing is 404, not 500', async () => {
    const rq = await essayQuestion();
    expect((await upload(w, rq, text(), 'gone.txt')).status).toBe(200);
    await w.files.delete((await essayRows(w, rq))[0]!.storageKey!);
    expect((await api.get(`/api/training/download/answer/material/${rq}`)).status).toBe(404);
  });
});
