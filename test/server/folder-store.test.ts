// The folder file store (server/adapters/files/folder-store.ts; docs/operations.md
// "Files"): what every file store does (file-store-contract.ts: put is all or nothing, temp
// file then rename; get streams with the size; keys cannot leave the folder; temp files a
// stopped process left are removed), and its own: the folders are made by the first write.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderStore } from '../../server/adapters/files/folder-store.ts';
import { fileStoreContract } from './file-store-contract.ts';

const root = mkdtempSync(join(tmpdir(), 'portal-store-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = new FolderStore(root);

fileStoreContract('folder store', () => store);

describe('folder store', () => {
  it('makes its folders with the first write: a store never written to leaves nothing on disk', async () => {
    const unused = new FolderStore(join(root, 'unused'));
    expect(await unused.stat('essay/x')).toBeNull();
    expect(await unused.get('essay/x')).toBeNull();
    expect(await unused.removeStaleTemp()).toBe(0);
    expect(existsSync(unused.root)).toBe(false);
  });
});
