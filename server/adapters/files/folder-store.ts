// The default FileStore: a folder on local disk (docs/operations.md "Files"; by default
// <DATA_DIR>/files). A key `essay/<uuid>` is the file `<root>/essay/<uuid>`. Writes go to
// `<root>/.tmp/<uuid>` first, are flushed, then renamed into place (one filesystem, so the
// rename is atomic): a reader sees the whole file or none, and a failed write leaves no file.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidKey, type FileStore, type StoredObject } from './store.ts';
import { removeStaleFiles, type HasTempFolder } from './temp-folder.ts';

const TEMP = '.tmp';

const missing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

export class FolderStore implements FileStore, HasTempFolder {
  readonly root: string;
  /** Where files are written before they are renamed into place; also fit for received uploads. */
  readonly tempDir: string;

  /** The folders are made by the first write, so a store never written to leaves nothing on disk. */
  constructor(root: string) {
    this.root = root;
    this.tempDir = join(root, TEMP);
  }

  /** Removes temp files a stopped process left (older than an hour: another process may be writing). */
  removeStaleTemp(now = Date.now()): Promise<number> {
    return removeStaleFiles(this.tempDir, now);
  }

  private path(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid file store key: ${JSON.stringify(key)}`);
    return join(this.root, ...key.split('/'));
  }

  /** Temp files there now (tests check that a failed write left none). */
  async temporaryFiles(): Promise<string[]> {
    return readdir(this.tempDir).catch(() => []);
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    const target = this.path(key);
    const temp = join(this.tempDir, randomUUID());
    try {
      await mkdir(this.tempDir, { recursive: true });
      const file = await open(temp, 'wx');
      await pipeline(body, file.createWriteStream({ flush: true }));
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      body.destroy();
      await rm(temp, { force: true });
      throw error;
    }
    return { size: (await stat(target)).size };
  }

  async get(key: string): Promise<(StoredObject & { body: Readable }) | null> {
    try {
      const file = await open(this.path(key), 'r');
      try {
        const { size } = await file.stat();
        return { size, body: file.createReadStream() };
      } catch (error) {
        await file.close();
        throw error;
      }
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      return { size: (await stat(this.path(key))).size };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
