// The server with its files in an S3 bucket (docs/operations.md "Files", "Several machines"),
// against a real S3-compatible server (s3rver): an essay file is uploaded, streamed back and
// replaced; the start-up work (server/serve.ts prepareOnce) checks the bucket first, stops
// with what to fix when it refuses, and stores the demo certificates' PDFs there once, which
// then download.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Store } from '../../server/adapters/files/s3-store.ts';
import { loadConfig } from '../../server/config.ts';
import { prepareOnce } from '../../server/serve.ts';
import { text, utf8 } from './essay-samples.ts';
import { essayRows, upload } from './essay-upload.ts';
import { addSchedule, ESSAY, type ExamApi, examSuite, type ExamWorld } from './exams-fixtures.ts';
import { startS3Server, type S3Server } from './s3-server.ts';

let w: ExamWorld;
let api: ExamApi;
examSuite((world, worldApi) => {
  w = world;
  api = worldApi;
});

let s3: S3Server;
let store: S3Store;
beforeAll(async () => {
  s3 = await startS3Server();
  store = s3.store({ prefix: 'academy' });
});
afterAll(() => s3?.stop());

/** The app of the test world with its files in the bucket, uploads received in the store's temp folder. */
const withS3 = () => ({ ...w, ...w.appWith({ adapters: { files: store, uploadDir: store.tempDir } }) });

describe('essay files in an S3 bucket', () => {
  it('are stored there, streamed back with their length, and a replaced one is deleted from the bucket', async () => {
    const app = withS3();
    const rq = (await api.start((await addSchedule(w, { questions: [ESSAY] })).scheduleId)).questions[0]!.resultQuestionId;
    expect((await upload(app, rq, text(), 'plan.txt')).status).toBe(200);
    const [first] = await essayRows(w, rq);
    expect(await store.stat(first!.storageKey!)).toEqual({ size: text().length });

    const res = await app.call('GET', `/api/training/download/answer/material/${rq}`, { cookie: w.c1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(text().length));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(text());

    expect((await upload(app, rq, utf8('second version\n'), 'plan.txt')).status).toBe(200);
    const [second] = await essayRows(w, rq);
    expect(second!.storageKey).not.toBe(first!.storageKey);
    expect(await store.stat(first!.storageKey!)).toBeNull();
    expect(await store.stat(second!.storageKey!)).toEqual({ size: 15 });
  });
});

describe('the start-up work with FILES_S3_*', () => {
  // portalUrl set: the start makes the issued certificates' PDFs only when it knows the address they print (issue 59 item 2).
  const config = loadConfig({
    PORTAL_CONFIG: join(tmpdir(), 'portal-no-such-config.json'),
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    SETTING_portalUrl: 'https://portal.example/',
  });

  it('stops before anything else when the bucket refuses the keys, naming the settings to check', async () => {
    const refused = s3.store({ accessKeyId: 'NOBODY' });
    await expect(prepareOnce(config, { db: w.db, files: refused })).rejects.toThrow(/HEAD portal-files answered 403.*FILES_S3_ACCESS_KEY_ID/);
    await expect(prepareOnce(config, { db: w.db, files: s3.store({ bucket: 'missing' }) })).rejects.toThrow(/bucket missing not found.*FILES_S3_BUCKET/);
  });

  it('stores the issued certificates’ PDFs in the bucket once; they download from there', async () => {
    expect(await prepareOnce(config, { db: w.db, files: store })).toMatchObject({ certificatePdfs: 2 }); // the demo's UA and EN
    expect(await prepareOnce(config, { db: w.db, files: store })).toMatchObject({ certificatePdfs: 0 });
    const res = await withS3().call('GET', '/api/trainings/public_certificate_4_1.pdf', { cookie: w.c1 });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
