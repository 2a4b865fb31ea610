import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadEssayFile } from '../../../../src/pages/exams/editors/essay/essay-upload-request.ts';
import { ApiError } from '../../../../src/lib/errors.ts';
import { HTTP_TIMEOUT_MS } from '../../../../src/lib/http.ts';
import { fileOf, installFakeXhr, PDF } from './fake-xhr.ts';

// SPEC §7 POST /api/exams/passage/essay over a fake XMLHttpRequest: the multipart fields,
// X-Requested-With, progress, the server's answer, errors as ApiError (SPEC §8), abort,
// and the 60 s timeout counted from the last progress.
let xhr: ReturnType<typeof installFakeXhr>;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => {
  xhr.restore();
  vi.useRealTimers();
});

const start = (signal = new AbortController().signal) => {
  const progress: Array<[number, number]> = [];
  const file = fileOf('plan.pdf', PDF);
  const promise = uploadEssayFile({ file, resultQuestionId: 1005, onProgress: (l, t) => progress.push([l, t]), signal });
  return { promise, progress, file };
};

describe('essay upload request', () => {
  it('posts the file, its name and the question as multipart, with X-Requested-With', async () => {
    const { promise, progress, file } = start();
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/exams/passage/essay');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    const fields = request.fields();
    expect(fields.filename).toBe('plan.pdf');
    expect(fields.resultQuestionId).toBe('1005');
    expect((fields.file as File).name).toBe('plan.pdf');
    expect((fields.file as File).size).toBe(file.size);
    request.progress(4, 8);
    request.progress(8, 8);
    request.respond(200, { fileName: 'plan.pdf' });
    await expect(promise).resolves.toEqual({ fileName: 'plan.pdf' });
    expect(progress).toEqual([
      [4, 8],
      [8, 8],
    ]);
  });

  it('a refusal becomes an ApiError with the server message or field errors', async () => {
    const refused = start().promise;
    xhr.last().respond(400, { errorMessage: 'The answer is locked' });
    await expect(refused).rejects.toMatchObject({ code: 'message', serverMessage: 'The answer is locked' });
    const invalid = start().promise;
    xhr.last().respond(400, { errors: { file: 'fileType' } });
    await expect(invalid).rejects.toMatchObject({ code: 'validation', fields: { file: 'fileType' } });
    const tooLarge = start().promise;
    xhr.last().respond(413, { errorMessage: 'Too large' });
    await expect(tooLarge).rejects.toMatchObject({ code: 'message', status: 413 });
  });

  it('no connection, a 5xx or an odd answer is a connection error', async () => {
    const offline = start().promise;
    xhr.last().fail();
    await expect(offline).rejects.toMatchObject({ code: 'connection' });
    const down = start().promise;
    xhr.last().respond(502, 'Bad gateway');
    await expect(down).rejects.toMatchObject({ code: 'connection' });
    const odd = start().promise;
    xhr.last().respond(200, { name: 'x' });
    await expect(odd).rejects.toBeInstanceOf(ApiError);
  });

  it('aborting cancels the request', async () => {
    const abort = new AbortController();
    const { promise } = start(abort.signal);
    abort.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.last().aborted).toBe(true);
  });

  it('times out after 60 s without progress, not while the file keeps moving', async () => {
    vi.useFakeTimers();
    const { promise } = start();
    const request = xhr.last();
    vi.advanceTimersByTime(HTTP_TIMEOUT_MS - 1_000);
    request.progress(1, 8);
    vi.advanceTimersByTime(HTTP_TIMEOUT_MS - 1_000);
    expect(request.aborted).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(request.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ code: 'connection' });
  });
});
