// A real S3-compatible server for the S3 store's tests: s3rver (a devDependency) on a free
// loopback port, keeping its objects in a temp folder, with one bucket. It checks every
// request's AWS Signature V4 against its one key pair, S3RVER / S3RVER.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Store, type S3StoreOptions } from '../../server/adapters/files/s3-store.ts';

export const BUCKET = 'portal-files';

export type S3Server = {
  endpoint: string;
  /** A store on the bucket (the right keys unless `options` says otherwise), closed by stop(). */
  store(options?: Partial<S3StoreOptions>): S3Store;
  stop(): Promise<void>;
};

export async function startS3Server(): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 'objects'), configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const stores: S3Store[] = [];
  return {
    endpoint,
    store(options = {}) {
      const store = new S3Store({
        endpoint,
        bucket: BUCKET,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        tempDir: mkdtempSync(join(dir, 'tmp-')),
        ...options,
      });
      stores.push(store);
      return store;
    },
    async stop() {
      for (const store of stores) store.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
