// The adapters createApp uses when it is given none (tests, tools): a folder store in a new
// temp folder (made by its first write only), uploads received beside it, and crypto
// randomness, and a dev outbox in memory for mail and SMS. server/main.ts passes the configured ones. It lives beside app.ts, not in
// adapters/: it composes the adapters with the app's Adapters slot (adapters never import
// the rest of the server, docs/architecture.md "Gates").
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from './adapters/files/folder-store.ts';
import { DevOutbox } from './adapters/outbox.ts';
import { cryptoRandom } from './adapters/random.ts';
import type { Adapters } from './http/env.ts';

export function withDefaultAdapters(given: Partial<Adapters> = {}): Adapters {
  const files = given.files ?? new FolderStore(join(tmpdir(), `portal-files-${randomUUID()}`));
  const uploadDir = given.uploadDir ?? (files instanceof FolderStore ? files.tempDir : tmpdir());
  const outbox = given.mail && given.sms ? undefined : new DevOutbox();
  return { files, uploadDir, random: given.random ?? cryptoRandom, mail: given.mail ?? outbox!.mail, sms: given.sms ?? outbox!.sms };
}
