// The adapters createApp uses when it is given none (tests, tools): a folder store in a new
// temp folder (made by its first write only), uploads received beside it, and crypto
// randomness. server/main.ts passes the configured ones. It lives beside app.ts, not in
// adapters/: it composes the adapters with the app's Adapters slot (adapters never import
// the rest of the server, docs/architecture.md "Gates").
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from './adapters/files/folder-store.ts';
import { cryptoRandom } from './adapters/random.ts';
import type { Adapters } from './http/env.ts';

export function withDefaultAdapters(given: Partial<Adapters> = {}): Adapters {
  const files = given.files ?? new FolderStore(join(tmpdir(), `portal-files-${randomUUID()}`));
  const uploadDir = given.uploadDir ?? (files instanceof FolderStore ? files.tempDir : tmpdir());
  return { files, uploadDir, random: given.random ?? cryptoRandom };
}
