import * as v from 'valibot';
import { urlOf } from '../../../../../api/contract.ts';
import { EssayUploadResponse, examCalls } from '../../../../../api/exams.ts';
import { HTTP_TIMEOUT_MS } from '../../../../lib/http.ts';
import { ApiError, toApiError } from '../../../../lib/errors.ts';

// SPEC §7 POST /api/exams/passage/essay (multipart: file, filename, resultQuestionId) with
// upload progress. XMLHttpRequest rather than ky: ky's onUploadProgress needs streamed
// request bodies, which Chromium sends only over HTTP/2 and ignores otherwise, so no
// progress would show; XHR reports upload progress everywhere and aborts cleanly. Same
// rules as src/lib/http.ts: X-Requested-With, errors mapped to ApiError (SPEC §8), and the
// 60 s timeout, counted from the last sign of progress so a large file on a slow line is
// not cut off while it is still moving.

export interface UploadRequest {
  file: Blob & { name: string };
  resultQuestionId: number;
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}

export function uploadEssayFile({ file, resultQuestionId, onProgress, signal }: UploadRequest): Promise<{ fileName: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const settle = (outcome: () => void) => {
      clearTimeout(idle);
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const stillMoving = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        xhr.abort();
        settle(() => reject(new ApiError('connection', 0)));
      }, HTTP_TIMEOUT_MS);
    };
    const onAbort = () => {
      xhr.abort();
      settle(() => reject(new DOMException('Upload cancelled', 'AbortError')));
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);

    xhr.open('POST', urlOf(examCalls['exams.passage.essay']));
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      stillMoving();
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = v.safeParse(EssayUploadResponse, body);
        settle(() => (parsed.success ? resolve(parsed.output) : reject(new ApiError('connection', xhr.status, 'Unexpected response'))));
      } else settle(() => reject(toApiError(xhr.status, body)));
    };
    xhr.onerror = () => settle(() => reject(new ApiError('connection', 0)));
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('filename', file.name);
    form.append('resultQuestionId', String(resultQuestionId));
    stillMoving();
    xhr.send(form);
  });
}

/** The beginning of a file (or all of it), for the browser's check before sending. */
export async function readFileStart(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}
