// A multipart/form-data request with one file, received as a stream (docs/exams.md "Essay
// files"): busboy parses the body as it arrives, the file part is written to a temp file in
// `dir` (never held in memory whole) and the small text fields are collected. The body as a
// whole is counted too: past `maxBodyBytes` the request is refused with 413 at once. A file
// part over `maxFileBytes` is cut there and reported (`tooLarge`). On any failure (a
// malformed body, a client that goes away, a full disk) the temp file is removed before the
// error is thrown; on success the caller owns it and must call discard().
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { PayloadTooLargeError, ValidationError } from '../domain/errors.ts';

export type ReceivedFile = { name: string; path: string; size: number; tooLarge: boolean };
export type Received = { fields: Record<string, string>; file: ReceivedFile | null; discard: () => Promise<void> };

export type ReceiveOptions = {
  /** Folder for the temp file (created when missing). */
  dir: string;
  /** The form field holding the file; other file parts are skipped. */
  fileField: string;
  /** Names of the text fields kept (each at most 1 KiB). */
  fields: readonly string[];
  maxFileBytes: number;
  maxBodyBytes: number;
};

const malformed = () => new ValidationError({ file: 'required' }, 'error.badRequest');

/** Counts the bytes passing; errors with 413 past `max`. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? new PayloadTooLargeError() : null, chunk);
    },
  });
}

export async function receiveMultipart(request: Request, options: ReceiveOptions): Promise<Received> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw malformed();
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > options.maxBodyBytes) throw new PayloadTooLargeError();

  await mkdir(options.dir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let writing: Promise<void> = Promise.resolve();
  let writeError: NodeJS.ErrnoException | undefined;
  const discard = async () => {
    if (file) await rm(file.path, { force: true });
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fileSize: options.maxFileBytes + 1, files: 1, fields: options.fields.length + 4, fieldSize: 1024, parts: options.fields.length + 5 },
    });
  } catch {
    throw malformed(); // no boundary, unknown type
  }
  parser.on('field', (name, value) => {
    if (options.fields.includes(name)) fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== options.fileField || file) {
      stream.resume();
      return;
    }
    const received: ReceivedFile = { name: info.filename ?? '', path: join(options.dir, `${randomUUID()}.upload`), size: 0, tooLarge: false };
    file = received;
    stream.on('data', (chunk: Buffer) => void (received.size += chunk.length));
    stream.on('limit', () => void (received.tooLarge = true)); // busboy stops at maxFileBytes + 1
    const out = createWriteStream(received.path, { flags: 'wx' });
    out.on('error', (error: NodeJS.ErrnoException) => {
      // The disk (an error of a system call: open, write), not the request, whose failures
      // reach here too through the pipeline: a 500 once the temp file is gone.
      if (!error.syscall) return;
      writeError = error;
      parser.destroy(error);
    });
    writing = pipeline(stream, out).catch(() => {}); // a request cut off is reported by the parser
  });

  try {
    const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
    await pipeline(body, byteLimit(options.maxBodyBytes), parser);
    await writing;
  } catch (error) {
    await writing;
    await discard();
    if (writeError) throw writeError;
    if (error instanceof PayloadTooLargeError) throw error;
    throw malformed(); // busboy's "Unexpected end of form", "Malformed part header", a request cut off
  }
  if (writeError) {
    await discard();
    throw writeError;
  }
  return { fields, file, discard };
}
