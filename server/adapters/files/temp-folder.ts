// A local folder for bytes on their way into a file store: uploads being received and checked
// (adapters.uploadDir), a folder store's writes before their rename, an S3 store's uploads
// before their PutObject. A stopped process can leave files there; the start-up sweep
// (server/serve.ts prepareOnce) removes those older than an hour (another process may be
// writing a newer one).
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const STALE_TEMP_MS = 60 * 60 * 1000;

/** Removes the files of `dir` older than an hour; a folder that is not there is no error. */
export async function removeStaleFiles(dir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > STALE_TEMP_MS) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

/** A store that writes through a local temp folder, which the start-up sweep keeps clean. */
export interface HasTempFolder {
  readonly tempDir: string;
  removeStaleTemp(now?: number): Promise<number>;
}

export function hasTempFolder(store: object): store is HasTempFolder {
  return typeof (store as Partial<HasTempFolder>).removeStaleTemp === 'function' && typeof (store as Partial<HasTempFolder>).tempDir === 'string';
}
