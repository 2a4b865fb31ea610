// Sending stored bytes (docs/api.md "Pictures and downloads"): the headers every file answer
// carries and single byte ranges for audio. Used by the file routes and the essay download.
import type { Context } from 'hono';
import { downloadName, type ServedFile } from '../domain/exams/files.ts';

export type SendOptions = { cache: string; disposition?: 'inline' | 'attachment'; fallbackName?: string };

/**
 * The headers of a stored file: its type, caching, and `Content-Security-Policy: sandbox`,
 * which keeps a stored file from running script should a browser render it (with the
 * `X-Content-Type-Options: nosniff` every answer has). Audio is inline (an <audio> element
 * plays it); anything else named is an attachment. Used by sendFile and the essay download.
 */
export function fileHeaders(c: Context, file: Pick<ServedFile, 'contentType' | 'fileName'>, options: SendOptions): void {
  const audio = file.contentType.startsWith('audio/');
  c.header('Content-Type', file.contentType);
  c.header('Cache-Control', options.cache);
  if (options.cache.startsWith('private')) c.header('Vary', 'Cookie');
  c.header('Content-Security-Policy', 'sandbox');
  if (file.fileName !== null || options.disposition) {
    const name = downloadName(file.fileName, options.fallbackName ?? 'download');
    const plain = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
    const kind = options.disposition ?? (audio ? 'inline' : 'attachment');
    c.header('Content-Disposition', `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  }
}

/** The bytes of `file` with fileHeaders; audio also answers byte ranges (Safari asks for them before playing). */
export function sendFile(c: Context, file: ServedFile, options: SendOptions): Response {
  const audio = file.contentType.startsWith('audio/');
  fileHeaders(c, file, options);
  const data = file.data as Uint8Array<ArrayBuffer>;
  if (!audio) return c.body(data);
  c.header('Accept-Ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  if (!range || (range[1] === '' && range[2] === '')) return c.body(data);
  const size = data.length;
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (start >= size || start > end) {
    c.header('Content-Range', `bytes */${size}`);
    return c.body(null, 416);
  }
  c.header('Content-Range', `bytes ${start}-${end}/${size}`);
  return c.body(data.subarray(start, end + 1), 206);
}
