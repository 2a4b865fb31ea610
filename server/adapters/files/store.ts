// Where uploaded files live (docs/operations.md "Files"): a small key → bytes store behind
// an interface, so that the folder on local disk (folder-store.ts) can be replaced by an
// S3-compatible bucket without touching the routes. The database keeps only a file's
// metadata and its key (exam_essay_files.storage_key); bytes never pass through it.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export type StoredObject = { size: number };

export interface FileStore {
  /**
   * Stores the stream's bytes under `key`, all or nothing: written aside and made visible
   * only when complete (a folder: temp file + rename; S3: a finished PutObject). When the
   * stream fails, nothing is left behind and the promise rejects.
   */
  put(key: string, body: Readable): Promise<StoredObject>;
  /** The bytes under `key` as a stream with their size, or null when there are none. */
  get(key: string): Promise<(StoredObject & { body: Readable }) | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Removes `key`; a key that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server, never from a user's file name: `<prefix>/<uuid>`. */
export function newKey(prefix: string): string {
  return `${prefix}/${randomUUID()}`;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A key the stores accept: lowercase letters, digits, '-' and '/' between parts (no '..', no leading '/'). */
export function isValidKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}
