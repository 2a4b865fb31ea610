// The adapters createApp uses when it is given none (tests, tools): a folder store in a new
// temp folder (made by its first write only), uploads received beside it, and crypto
// randomness, and a dev outbox in memory for mail and SMS. server/main.ts passes the configured ones. It lives beside app.ts, not in
// adapters/: it composes the adapters with the app's Adapters slot (adapters never import
// the rest of the server, docs/architecture.md "Gates").
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from './adapters/files/folder-store.ts';
import { S3Store } from './adapters/files/s3-store.ts';
import type { FileStore } from './adapters/files/store.ts';
import { hasTempFolder } from './adapters/files/temp-folder.ts';
import { DevOutbox } from './adapters/outbox.ts';
import { cryptoRandom } from './adapters/random.ts';
import type { StartConfig } from './config.ts';
import type { Adapters } from './http/env.ts';

export function withDefaultAdapters(given: Partial<Adapters> = {}): Adapters {
  const files = given.files ?? new FolderStore(join(tmpdir(), `portal-files-${randomUUID()}`));
  const uploadDir = given.uploadDir ?? (hasTempFolder(files) ? files.tempDir : tmpdir());
  const outbox = given.mail && given.sms ? undefined : new DevOutbox();
  return { files, uploadDir, random: given.random ?? cryptoRandom, mail: given.mail ?? outbox!.mail, sms: given.sms ?? outbox!.sms };
}

/**
 * The configured file store (docs/operations.md "Files"): the S3 bucket of FILES_S3_*, else the
 * folder FILES_DIR (default <DATA_DIR>/files), else (DATA_DIR=memory://) undefined: a temp
 * folder of withDefaultAdapters. The S3 store's local temp folder, which uploads being
 * received share, is <DATA_DIR>/tmp, or one in the system's temp folder.
 */
export function configuredFileStore(config: Pick<StartConfig, 'filesS3' | 'filesDir' | 'dataDir'>): FileStore | undefined {
  if (config.filesS3) {
    const tempDir = config.dataDir === 'memory://' ? join(tmpdir(), 'portal-s3-tmp') : join(config.dataDir, 'tmp');
    return new S3Store({ ...config.filesS3, tempDir });
  }
  return config.filesDir ? new FolderStore(config.filesDir) : undefined;
}
