// Essay files written before the file store held their bytes in exam_essay_files.data
// (docs/exams.md "Essay files"). They download as they are; at start the server moves them
// into the store one by one (put the bytes, then set storage_key and clear data in one
// UPDATE that only applies while the row is still unmoved), so a stop halfway loses nothing.
import { Readable } from 'node:stream';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { newKey, type FileStore } from '../../adapters/files/store.ts';
import type { Db } from '../../db/connect.ts';
import { examEssayFiles } from '../../db/schema.ts';

const unmoved = and(isNull(examEssayFiles.storageKey), isNotNull(examEssayFiles.data));

/** Moves every legacy row's bytes into the store; returns how many were moved. */
export async function moveLegacyEssayFiles(db: Db, files: FileStore): Promise<number> {
  let moved = 0;
  for (;;) {
    const [row] = await db.select({ id: examEssayFiles.id, data: examEssayFiles.data }).from(examEssayFiles).where(unmoved).limit(1);
    if (!row?.data) return moved;
    const key = newKey('essay');
    await files.put(key, Readable.from([Buffer.from(row.data)]));
    const updated = await db
      .update(examEssayFiles)
      .set({ storageKey: key, data: null, size: row.data.length })
      .where(and(eq(examEssayFiles.id, row.id), unmoved))
      .returning({ id: examEssayFiles.id });
    if (updated.length) moved++;
    else await files.delete(key); // another process moved it meanwhile
  }
}
