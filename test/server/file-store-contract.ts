// What every file store does (the FileStore interface, server/adapters/files/store.ts, and
// its temp folder, temp-folder.ts; docs/operations.md "Files"), written once and run against
// each store: the folder store (folder-store.test.ts) and the S3 store (s3-store.test.ts).
// put is all or nothing (a failed stream leaves no file and no temp file), get streams with
// the size, a missing key is null, deleting twice is fine, keys the server does not make are
// refused, and the start-up sweep removes temp files older than an hour, not newer ones.
import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { newKey, type FileStore } from '../../server/adapters/files/store.ts';
import type { HasTempFolder } from '../../server/adapters/files/temp-folder.ts';

const read = async (body: Readable) => Buffer.concat(await body.toArray()).toString();

/**
 * Declares the shared cases in a describe block named after the store. `store` is called in
 * each case (a store made in beforeAll is not there yet when the cases are declared); the
 * cases write into its temp folder, which they expect to hold nothing else.
 */
export function fileStoreContract(name: string, store: () => FileStore & HasTempFolder): void {
  describe(`${name}: what every file store does`, () => {
    it('puts, stats, streams and deletes a file', async () => {
      const files = store();
      const key = newKey('essay');
      expect(await files.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
      expect(readdirSync(files.tempDir)).toEqual([]);
      expect(await files.stat(key)).toEqual({ size: 11 });
      const got = await files.get(key);
      expect(got?.size).toBe(11);
      expect(await read(got!.body)).toBe('hello world');
      await files.delete(key);
      expect(await files.get(key)).toBeNull();
      expect(await files.stat(key)).toBeNull();
      await files.delete(key); // deleting twice is fine
    });

    it('a key that was never stored is null for get and stat', async () => {
      expect(await store().get('essay/never-stored')).toBeNull();
      expect(await store().stat('essay/never-stored')).toBeNull();
    });

    it('a stream that fails leaves no file and no temp file', async () => {
      const files = store();
      const key = newKey('essay');
      async function* failing() {
        yield Buffer.from('half of it');
        throw new Error('connection lost');
      }
      await expect(files.put(key, Readable.from(failing()))).rejects.toThrow('connection lost');
      expect(await files.stat(key)).toBeNull();
      expect(readdirSync(files.tempDir)).toEqual([]);
    });

    it('refuses keys the server does not make (one could leave the folder or the prefix), for every call', async () => {
      const files = store();
      for (const key of ['../x', '/etc/passwd', 'essay/../../x', 'Essay/X', 'a//b', '']) {
        await expect(files.stat(key), key).rejects.toThrow(/invalid file store key/);
        await expect(files.get(key), key).rejects.toThrow(/invalid file store key/);
        await expect(files.delete(key), key).rejects.toThrow(/invalid file store key/);
        await expect(files.put(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow(/invalid file store key/);
      }
      expect(existsSync(files.tempDir) ? readdirSync(files.tempDir) : []).toEqual([]); // the folder store makes it with its first write
    });

    it('removes temp files older than an hour at start, not newer ones (another process may be writing)', async () => {
      const files = store();
      mkdirSync(files.tempDir, { recursive: true });
      const old = join(files.tempDir, 'old');
      const fresh = join(files.tempDir, 'fresh');
      try {
        writeFileSync(old, 'x');
        writeFileSync(fresh, 'y');
        const twoHoursAgo = (Date.now() - 2 * 3600_000) / 1000;
        utimesSync(old, twoHoursAgo, twoHoursAgo);
        expect(await files.removeStaleTemp()).toBe(1);
        expect(readdirSync(files.tempDir)).toEqual(['fresh']);
      } finally {
        rmSync(old, { force: true });
        rmSync(fresh, { force: true });
      }
    });
  });
}
