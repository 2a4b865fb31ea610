// AWS Signature Version 4 for S3 requests (the header form), with node:crypto only: the
// s3-store's requests are signed here. Path-style and virtual-host URLs sign alike; the
// caller passes the host it sends. Reference: AWS "Signature Version 4 signing process"
// (test/server/s3-store.test.ts checks the published GetObject example).
import { createHash, createHmac } from 'node:crypto';

export type Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

export type SignInput = {
  method: string;
  /** The path as sent, already encoded (encodePath). */
  path: string;
  /** Query parameters, unencoded. */
  query?: Record<string, string>;
  host: string;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names in any case). */
  headers?: Record<string, string>;
  /** Hex sha256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  date: Date;
};

export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as S3 wants it: everything but A-Z a-z 0-9 - . _ ~ is %XX. */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A path of unencoded segments, each encoded once ('/' kept between them). */
export function encodePath(segments: string[]): string {
  return '/' + segments.map(uriEncode).join('/');
}

/** The headers to send (host excluded: the HTTP client sets it to the same value). */
export function signRequest(input: SignInput, credentials: Credentials): Record<string, string> {
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers.host = input.host;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = input.payloadHash;
  const names = Object.keys(headers).sort();
  const query = Object.entries(input.query ?? {})
    .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
    .sort()
    .join('&');
  const canonical = [input.method, input.path, query, ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), input.payloadHash].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
