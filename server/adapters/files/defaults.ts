// The adapters createApp uses when it is given none (tests, tools): a folder store in a new
// temp folder (made by its first write only), uploads received beside it, and crypto
// randomness. server/main.ts passes the configured ones.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Adapters } from '../../http/env.ts';
import { cryptoRandom } from '../../domain/exams/handles.ts';
import { FolderStore } from './folder-store.ts';

export function withDefaultAdapters(given: Partial<Adapters> = {}): Adapters {
  const files = given.files ?? new FolderStore(join(tmpdir(), `portal-files-${randomUUID()}`));
  const uploadDir = given.uploadDir ?? (files instanceof FolderStore ? files.tempDir : tmpdir());
  return { files, uploadDir, random: given.random ?? cryptoRandom };
}
