// Helpers of the essay upload tests: the multipart call as the browser sends it, the
// question's rows and the files in the store.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { examEssayFiles } from '../../server/db/schema.ts';
import type { TestApp } from './harness.ts';

export function upload(w: TestApp & { c1: string }, rq: number | string | null, file: Uint8Array | null, name: string, cookie = w.c1, filename?: string) {
  const form = new FormData();
  if (file) form.set('file', new File([file as Uint8Array<ArrayBuffer>], name));
  if (filename !== undefined) form.set('filename', filename);
  if (rq !== null) form.set('resultQuestionId', String(rq)); // last, as the browser sends it; null: none
  return w.app.request('/api/exams/passage/essay', { method: 'POST', body: form, headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' } });
}

export const essayRows = (w: TestApp, rq: number) => w.db.select().from(examEssayFiles).where(eq(examEssayFiles.resultQuestionId, rq));

/** Keys of every essay file in the test's folder store. */
export async function storedFiles(w: TestApp): Promise<string[]> {
  const names = await readdir(join(w.files.root, 'essay')).catch(() => [] as string[]);
  return names.map((n) => `essay/${n}`).sort();
}

/** The store against the database: files no row names (should be none), rows whose file is missing (none). */
export async function storeVsRows(w: TestApp): Promise<{ unreferenced: string[]; missing: string[] }> {
  const keys = (await w.db.select({ key: examEssayFiles.storageKey }).from(examEssayFiles)).flatMap((r) => (r.key ? [r.key] : []));
  const stored = await storedFiles(w);
  return { unreferenced: stored.filter((k) => !keys.includes(k)), missing: keys.filter((k) => !stored.includes(k)) };
}
