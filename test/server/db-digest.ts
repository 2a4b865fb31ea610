// Every row of every table of the portal, digested: two digests differ when anything was
// written (test/server/fuzz.test.ts: bad input changes nothing; warm-up.test.ts: the
// warm-up writes nothing).
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

/** The rows of a raw query, whichever driver answered (node-postgres wraps them, PGlite too). */
async function rows<T extends Record<string, unknown>>(t: Pick<TestApp, 'db'>, query: ReturnType<typeof sql>): Promise<T[]> {
  // Db's result type is the generic PgQueryResultHKT (unknown here): the shape is the driver's.
  const result = (await t.db.execute<T>(query)) as { rows: T[] } | T[];
  return 'rows' in result ? result.rows : result;
}

/** Per table, its row count and a hash of its rows; without the tables and columns named to leave out. */
export async function digest(
  t: Pick<TestApp, 'db'>,
  leaveOut: { tables?: ReadonlySet<string>; columns?: Readonly<Record<string, string[]>> } = {},
): Promise<Record<string, string>> {
  const tables = await rows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.filter((r) => !leaveOut.tables?.has(r.table_name))) {
    const skip = leaveOut.columns?.[name] ?? [];
    const cols = await rows<{ column_name: string }>(
      t,
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${name} order by ordinal_position`,
    );
    const row = `(${cols
      .map((c) => c.column_name)
      .filter((c) => !skip.includes(c))
      .map((c) => `t."${c}"`)
      .join(', ')})::text`;
    const [result] = await rows<{ d: string }>(
      t,
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(${row}, ',' order by ${row})), '') as d from "${name}" t`),
    );
    out[name] = result!.d;
  }
  return out;
}
