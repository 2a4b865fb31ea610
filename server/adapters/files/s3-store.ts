// The FileStore in an S3-compatible bucket (docs/operations.md "Files" and "Several
// machines"): AWS S3, MinIO, Garage, Ceph RGW and the like, addressed path-style
// (`<endpoint>/<bucket>/<prefix><key>`), so no DNS name per bucket is needed. Requests are
// signed with AWS Signature V4 (sigv4.ts) and sent with node:http(s); no SDK.
//
// put: the stream is written to a local temp file while its sha256 and length are counted,
// then sent as one PutObject with that Content-Length and a signed payload hash. The bucket
// stores the object only when the whole body arrived and matched (S3 PutObject is all or
// nothing), and a stream that fails never reaches the bucket. Memory stays flat whatever the
// file's size (an essay file is at most 10 MiB; a certificate PDF far less).
// get/stat/delete: GetObject (streamed, with its Content-Length), HeadObject, DeleteObject.
// Every request gives up after `timeoutMs` without an answer or progress, so a wrong
// endpoint or a stalled bucket is an error, never a hang; an error names the setting to fix.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EMPTY_SHA256, encodePath, signRequest, type Credentials } from './sigv4.ts';
import { isValidKey, type FileStore, type StoredObject } from './store.ts';
import { removeStaleFiles, type HasTempFolder } from './temp-folder.ts';

export type S3StoreOptions = {
  /** `https://s3.example.com` or `http://127.0.0.1:9000`; a path after the host is kept. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key (`portal/` → `portal/essay/<uuid>`); '' for none. */
  prefix?: string;
  /** Local folder for uploads on their way to the bucket. */
  tempDir: string;
  /** No answer, or no bytes moving, for this long: the request fails. Default 30 s. */
  timeoutMs?: number;
};

/** An answer of the bucket that is not the expected one, or no answer at all. */
export class S3StoreError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  constructor(message: string, status?: number, code?: string) {
    super(message);
    this.name = 'S3StoreError';
    this.status = status;
    this.code = code;
  }
}

const AUTH_CODES = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InvalidToken', 'ExpiredToken']);

/** What an operator should check for an error answer. */
function hint(status: number, code: string | undefined): string {
  if (status === 403 || (code && AUTH_CODES.has(code))) return 'check FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY (and that the key may use this bucket)';
  if (code === 'NoSuchBucket') return 'check FILES_S3_BUCKET: the bucket must exist';
  if (status === 301 || code === 'AuthorizationHeaderMalformed' || code === 'PermanentRedirect') return 'check FILES_S3_REGION and FILES_S3_ENDPOINT';
  return 'see the message of the storage server';
}

/** Up to 16 KiB of an error answer, for its <Code> and <Message>. */
async function errorBody(res: IncomingMessage): Promise<{ code?: string; message?: string }> {
  let text = '';
  for await (const chunk of res) {
    if (text.length < 16_384) text += String(chunk);
  }
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}

type Body = { path: string; size: number; sha256: string };

export class S3Store implements FileStore, HasTempFolder {
  readonly tempDir: string;
  readonly bucket: string;
  private readonly endpoint: URL;
  private readonly basePath: string[];
  private readonly prefix: string;
  private readonly credentials: Credentials;
  private readonly timeoutMs: number;
  private readonly agent: HttpAgent;

  constructor(options: S3StoreOptions) {
    this.endpoint = new URL(options.endpoint);
    if (this.endpoint.protocol !== 'http:' && this.endpoint.protocol !== 'https:') throw new Error(`S3 endpoint must be http(s)://, got ${options.endpoint}`);
    this.basePath = this.endpoint.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    this.bucket = options.bucket;
    this.prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region };
    this.tempDir = options.tempDir;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.agent = this.endpoint.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  }

  /** Where the store is, for the start-up banner (no credentials). */
  describe(): string {
    return `S3 bucket ${this.bucket}${this.prefix ? `/${this.prefix}/` : ''} at ${this.endpoint.origin}${this.basePath.length ? `/${this.basePath.join('/')}` : ''}`;
  }

  removeStaleTemp(now = Date.now()): Promise<number> {
    return removeStaleFiles(this.tempDir, now);
  }

  /** Closes the kept-alive connections (tests; a server process just exits). */
  close(): void {
    this.agent.destroy();
  }

  /** At start: the bucket answers to these credentials (HeadBucket), or an error that says what to fix. */
  async check(): Promise<void> {
    const res = await this.send('HEAD', null);
    res.resume();
    if (res.statusCode === 404)
      throw new S3StoreError(`S3 store: bucket ${this.bucket} not found at ${this.endpoint.origin}: check FILES_S3_BUCKET (the bucket must exist)`, 404, 'NoSuchBucket');
    if (res.statusCode !== 200) throw await this.failure('HEAD', null, res);
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    const objectKey = this.objectKey(key);
    const temp = join(this.tempDir, randomUUID());
    try {
      await mkdir(this.tempDir, { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(body, count, createWriteStream(temp, { flags: 'wx' }));
      const res = await this.send('PUT', objectKey, { path: temp, size, sha256: hash.digest('hex') });
      if (res.statusCode !== 200) throw await this.failure('PUT', objectKey, res);
      res.resume();
      return { size };
    } catch (error) {
      body.destroy();
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  }

  async get(key: string): Promise<(StoredObject & { body: Readable }) | null> {
    const objectKey = this.objectKey(key);
    const res = await this.send('GET', objectKey);
    if (res.statusCode === 404) {
      // NoSuchKey is a missing file; NoSuchBucket a wrong setting, not to be taken for one.
      const { code, message } = await errorBody(res);
      if (code === 'NoSuchBucket')
        throw new S3StoreError(`S3 store: GET ${this.bucket}/${objectKey} answered 404 ${code}${message ? ` (${message})` : ''}: ${hint(404, code)}`, 404, code);
      return null;
    }
    if (res.statusCode !== 200) throw await this.failure('GET', objectKey, res);
    const size = Number(res.headers['content-length']);
    if (!Number.isInteger(size)) {
      res.destroy();
      throw new S3StoreError(`S3 store: GET ${this.bucket}/${objectKey} answered without a Content-Length`);
    }
    return { size, body: res };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const objectKey = this.objectKey(key);
    const res = await this.send('HEAD', objectKey);
    res.resume();
    if (res.statusCode === 404) return null;
    if (res.statusCode !== 200) throw await this.failure('HEAD', objectKey, res);
    return { size: Number(res.headers['content-length']) };
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    const res = await this.send('DELETE', objectKey);
    if (res.statusCode === 204 || res.statusCode === 200 || res.statusCode === 404) {
      res.resume();
      return;
    }
    throw await this.failure('DELETE', objectKey, res);
  }

  private objectKey(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid file store key: ${JSON.stringify(key)}`);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  private async failure(method: string, objectKey: string | null, res: IncomingMessage): Promise<S3StoreError> {
    const status = res.statusCode ?? 0;
    const { code, message } = method === 'HEAD' ? (res.resume(), {}) : await errorBody(res);
    const what = `${method} ${this.bucket}${objectKey === null ? '' : `/${objectKey}`}`;
    // AWS names the bucket's region when a request was signed for another one (301 or 400).
    const region = res.headers['x-amz-bucket-region'];
    const fix = typeof region === 'string' && region !== this.credentials.region ? `the bucket is in ${region}: set FILES_S3_REGION=${region}` : hint(status, code);
    return new S3StoreError(`S3 store: ${what} answered ${status}${code ? ` ${code}` : ''}${message ? ` (${message})` : ''}: ${fix}`, status, code);
  }

  /**
   * One signed request; resolves with the answer once its headers arrived. A kept-alive
   * connection that the server closed just as the request went out on it (ECONNRESET before
   * any answer) is tried once more on a new connection: every request here may be repeated.
   */
  private send(method: string, objectKey: string | null, body?: Body, retry = true): Promise<IncomingMessage> {
    const segments = [...this.basePath, this.bucket, ...(objectKey === null ? [] : objectKey.split('/'))];
    const path = encodePath(segments);
    const headers: Record<string, string | number> = signRequest(
      {
        method,
        path,
        host: this.endpoint.host,
        payloadHash: body ? body.sha256 : EMPTY_SHA256,
        date: new Date(),
      },
      this.credentials,
    );
    if (body) headers['content-length'] = body.size;
    if (body) headers['content-type'] = 'application/octet-stream';
    const send = this.endpoint.protocol === 'https:' ? httpsRequest : httpRequest;
    const where = `${method} ${this.endpoint.origin}/${segments.join('/')}`;
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = send(
        { protocol: this.endpoint.protocol, hostname: this.endpoint.hostname, port: this.endpoint.port || undefined, method, path, headers, agent: this.agent },
        (res) => {
          answered = true;
          resolve(res);
        },
      );
      // The socket's idle timer: no answer, or no byte moving in either direction, for
      // timeoutMs. It stays on while the answer's body streams.
      req.setTimeout(this.timeoutMs, () => req.destroy(new S3StoreError(`S3 store: ${where}: no answer within ${this.timeoutMs / 1000} s: check FILES_S3_ENDPOINT`)));
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (retry && !answered && req.reusedSocket && error.code === 'ECONNRESET') return resolve(this.send(method, objectKey, body, false));
        reject(error instanceof S3StoreError ? error : new S3StoreError(`S3 store: ${where} failed (${error.code ?? error.message}): check FILES_S3_ENDPOINT`));
      });
      if (!body) {
        req.end();
        return;
      }
      const file = createReadStream(body.path);
      file.on('error', (error) => req.destroy(error));
      file.pipe(req);
    });
  }
}
