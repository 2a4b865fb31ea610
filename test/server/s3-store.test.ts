// The S3 file store (server/adapters/files/s3-store.ts; docs/operations.md "Files") against a
// real S3-compatible server (s3rver, test/server/s3-server.ts): what every file store does
// (file-store-contract.ts: put is all or nothing, get streams with the size, a missing key is
// null, keys are checked, stale temp files are removed), and the S3 ones: objects under the
// prefix, empty and large files, a failed put keeps the previous object; wrong keys, a missing
// bucket, an endpoint that does not answer are clear errors, never a hang. The request
// signing matches AWS's published examples.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest, encodePath, EMPTY_SHA256 } from '../../server/adapters/files/sigv4.ts';
import { newKey } from '../../server/adapters/files/store.ts';
import type { S3Store } from '../../server/adapters/files/s3-store.ts';
import { fileStoreContract } from './file-store-contract.ts';
import { startS3Server, type S3Server } from './s3-server.ts';

let s3: S3Server;
let store: S3Store;
beforeAll(async () => {
  s3 = await startS3Server();
  store = s3.store({ prefix: 'portal' });
});
afterAll(() => s3?.stop());

const read = async (body: Readable) => Buffer.concat(await body.toArray());

fileStoreContract('S3 store', () => store);

describe('S3 store', () => {
  it('stores an empty file and a large one byte for byte, through a temp file it then removes', async () => {
    const empty = newKey('essay');
    expect(await store.put(empty, Readable.from([]))).toEqual({ size: 0 });
    expect((await read((await store.get(empty))!.body)).length).toBe(0);
    const big = randomBytes(6 * 1024 * 1024);
    const key = newKey('essay');
    const chunks = Array.from({ length: 96 }, (_, i) => big.subarray(i * 65536, (i + 1) * 65536));
    expect(await store.put(key, Readable.from(chunks))).toEqual({ size: big.length });
    const got = await store.get(key);
    expect(got?.size).toBe(big.length);
    expect((await read(got!.body)).equals(big)).toBe(true);
    expect(readdirSync(store.tempDir)).toEqual([]);
  });

  it('keeps its objects under FILES_S3_PREFIX', async () => {
    const key = newKey('certificate');
    await store.put(key, Readable.from([Buffer.from('pdf')]));
    expect(await s3.store().stat(`portal/${key}`)).toEqual({ size: 3 });
    expect(await s3.store().stat(key)).toBeNull();
  });

  it('a put that fails leaves the previous object under that key as it was', async () => {
    const key = newKey('essay');
    await store.put(key, Readable.from([Buffer.from('first')]));
    async function* failing() {
      yield Buffer.from('second, cut');
      throw new Error('connection lost');
    }
    await expect(store.put(key, Readable.from(failing()))).rejects.toThrow('connection lost');
    expect((await read((await store.get(key))!.body)).toString()).toBe('first');
  });

  it('answers the start-up check when the bucket is there with these keys', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });

  // s3rver refuses a key id it does not know; it does not recompute V4 signatures (a wrong
  // secret passes there), which the AWS examples below cover instead.
  it('wrong keys: every call fails at once, naming the settings to check, and leaves no temp file', async () => {
    const wrong = s3.store({ accessKeyId: 'NOBODY' });
    const key = newKey('essay');
    const settings = /FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY/;
    await expect(wrong.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /PUT portal-files\/essay\/.* answered 403 InvalidAccessKeyId.*FILES_S3_ACCESS_KEY_ID/,
    );
    await expect(wrong.get(key)).rejects.toThrow(settings);
    await expect(wrong.stat(key)).rejects.toThrow(settings);
    await expect(wrong.delete(key)).rejects.toThrow(settings);
    await expect(wrong.check()).rejects.toThrow(settings);
    expect(readdirSync(wrong.tempDir)).toEqual([]);
    expect(await store.stat(key)).toBeNull();
  });

  it('a bucket that is not there fails the start-up check, naming FILES_S3_BUCKET', async () => {
    await expect(s3.store({ bucket: 'no-such-bucket' }).check()).rejects.toThrow(/bucket no-such-bucket not found.*FILES_S3_BUCKET/);
    await expect(s3.store({ bucket: 'no-such-bucket' }).put(newKey('essay'), Readable.from([Buffer.from('x')]))).rejects.toThrow(/NoSuchBucket.*FILES_S3_BUCKET/);
    await expect(s3.store({ bucket: 'no-such-bucket' }).get('essay/x')).rejects.toThrow(/404 NoSuchBucket.*FILES_S3_BUCKET/); // not a missing file
  });

  it('an endpoint where nothing listens fails at once, naming FILES_S3_ENDPOINT', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    await expect(s3.store({ endpoint: `http://127.0.0.1:${port}` }).stat('essay/x')).rejects.toThrow(/ECONNREFUSED.*FILES_S3_ENDPOINT/);
  });

  describe('an endpoint that accepts and never answers', () => {
    let silent: Server;
    let port: number;
    const held: Socket[] = [];
    beforeAll(async () => {
      silent = createServer((socket) => void held.push(socket)); // holds every connection, says nothing
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      port = (silent.address() as { port: number }).port;
    });
    afterAll(() => {
      for (const socket of held) socket.destroy();
      return new Promise((resolve) => silent.close(resolve));
    });

    it('is an error after timeoutMs, not a hang (a put too, leaving no temp file)', async () => {
      const mute = s3.store({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 150 });
      await expect(mute.stat('essay/x')).rejects.toThrow(/no answer within 0.15 s: check FILES_S3_ENDPOINT/);
      await expect(mute.put(newKey('essay'), Readable.from([Buffer.from('x')]))).rejects.toThrow(/no answer/);
      expect(readdirSync(mute.tempDir)).toEqual([]);
    });
  });

  it('a kept-alive connection the server closed as a request went out: tried once more on a new one', async () => {
    // A server that answers the first request of each connection and drops the connection at
    // the second, as one does whose idle timeout ends just as the request arrives.
    const flaky = createHttpServer((req, res) => {
      const socket = req.socket as Socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (socket.served > 1) return void socket.destroy();
      res.writeHead(200, { 'Content-Length': '5', Connection: 'keep-alive' }).end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const { port } = flaky.address() as { port: number };
    const own = s3.store({ endpoint: `http://127.0.0.1:${port}` });
    try {
      expect(await own.stat('essay/a')).toEqual({ size: 5 });
      await new Promise((resolve) => setImmediate(resolve)); // the first answer's connection back in the agent's pool
      expect(await own.stat('essay/b')).toEqual({ size: 5 }); // sent on it, dropped, sent again on a new one
    } finally {
      own.close();
      flaky.closeAllConnections();
      await new Promise((resolve) => flaky.close(resolve));
    }
  });

  it('a bucket in another region: the error names the region to set', async () => {
    // As AWS answers a request signed for the wrong region (a 301 naming the bucket's own).
    const elsewhere = createHttpServer((_req, res) => void res.writeHead(301, { 'x-amz-bucket-region': 'eu-central-1', 'Content-Length': '0' }).end());
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const own = s3.store({ endpoint: `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}` });
    try {
      await expect(own.check()).rejects.toThrow(/HEAD portal-files answered 301: the bucket is in eu-central-1: set FILES_S3_REGION=eu-central-1/);
    } finally {
      own.close();
      elsewhere.closeAllConnections();
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });
});

describe('AWS Signature V4 (server/adapters/files/sigv4.ts)', () => {
  // AWS's documented examples: examplebucket, 2013-05-24, the example key pair.
  const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
  const date = new Date('2013-05-24T00:00:00Z');
  const host = 'examplebucket.s3.amazonaws.com';

  it('signs the GetObject example (a Range header, no body)', () => {
    const headers = signRequest({ method: 'GET', path: encodePath(['test.txt']), host, headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_SHA256, date }, credentials);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs the PutObject example (a key to percent-encode, a body hash)', () => {
    const headers = signRequest(
      {
        method: 'PUT',
        path: encodePath(['test$file.text']),
        host,
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
        date,
      },
      credentials,
    );
    expect(headers.authorization).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });

  it('signs the GetBucketLifecycle example (a query parameter without a value)', () => {
    const headers = signRequest({ method: 'GET', path: '/', query: { lifecycle: '' }, host, payloadHash: EMPTY_SHA256, date }, credentials);
    expect(headers.authorization).toMatch(/Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/);
  });
});
