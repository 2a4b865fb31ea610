// The folder file store (server/adapters/files/folder-store.ts; docs/operations.md
// "Files"): put is all or nothing (temp file, then rename), get streams with the size,
// keys cannot leave the folder, temp files a stopped process left are removed.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderStore } from '../../server/adapters/files/folder-store.ts';
import { newKey } from '../../server/adapters/files/store.ts';

const root = mkdtempSync(join(tmpdir(), 'portal-store-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = new FolderStore(root);
const read = async (body: Readable) => Buffer.concat(await body.toArray()).toString();

describe('folder store', () => {
  it('makes its folders with the first write: a store never written to leaves nothing on disk', async () => {
    const unused = new FolderStore(join(root, 'unused'));
    expect(await unused.stat('essay/x')).toBeNull();
    expect(await unused.get('essay/x')).toBeNull();
    expect(await unused.removeStaleTemp()).toBe(0);
    expect(existsSync(unused.root)).toBe(false);
  });

  it('puts, stats, streams and deletes a file', async () => {
    const key = newKey('essay');
    expect(await store.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(await store.stat(key)).toEqual({ size: 11 });
    const got = await store.get(key);
    expect(got?.size).toBe(11);
    expect(await read(got!.body)).toBe('hello world');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.stat(key)).toBeNull();
    await store.delete(key); // deleting twice is fine
  });

  it('a stream that fails leaves no file and no temp file', async () => {
    const key = newKey('essay');
    async function* failing() {
      yield Buffer.from('half of it');
      throw new Error('connection lost');
    }
    await expect(store.put(key, Readable.from(failing()))).rejects.toThrow('connection lost');
    expect(await store.stat(key)).toBeNull();
    expect(await store.temporaryFiles()).toEqual([]);
  });

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../x', '/etc/passwd', 'essay/../../x', 'Essay/X', 'a//b', '']) {
      await expect(store.stat(key), key).rejects.toThrow(/invalid file store key/);
    }
  });

  it('removes temp files older than an hour, not newer ones (another process may be writing)', async () => {
    mkdirSync(store.tempDir, { recursive: true });
    const old = join(store.tempDir, 'old');
    const fresh = join(store.tempDir, 'fresh');
    writeFileSync(old, 'x');
    writeFileSync(fresh, 'y');
    const twoHoursAgo = (Date.now() - 2 * 3600_000) / 1000;
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(await store.removeStaleTemp()).toBe(1);
    expect(await store.temporaryFiles()).toEqual(['fresh']);
    rmSync(fresh);
  });
});
