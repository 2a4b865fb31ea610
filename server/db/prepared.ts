// Named prepared statements for the hot path's fixed-shape queries (issue 14; docs/operations.md
// "Database"). node-postgres prepares a named statement once per connection and then sends only
// its name and parameters; PGlite ignores the name. Behind PgBouncer in transaction mode named
// statements need PgBouncer 1.21 or newer with max_prepared_statements set: DB_PREPARED=0 turns
// the names off (the statements are still built once per process, by drizzle, and sent unnamed).
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './connect.ts';

/** Whether statements get names: env DB_PREPARED, on unless `0` or `false`. */
export const preparedStatementsOn = (env: NodeJS.ProcessEnv = process.env): boolean => !['0', 'false'].includes((env.DB_PREPARED ?? '').trim().toLowerCase());

const on = preparedStatementsOn();

/**
 * The name to give drizzle's `.prepare()`: `name` when prepared statements are on, else none
 * (an unnamed statement, as every other query sends). Names must be unique per query text.
 */
export function preparedName(name: string): string {
  // drizzle's prepare() is typed to take a name, but sends an unnamed statement without one.
  return on ? name : (undefined as unknown as string);
}

/**
 * Statements built once per database (drizzle's `.prepare()` binds them to it; tests open
 * several). `build` runs on the first use with a database.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = build(db)));
    return statements;
  };
}

const dialect = new PgDialect();

/**
 * A statement written in SQL (one the query builder cannot say, e.g. a data-modifying WITH),
 * prepared like the builder's `.prepare(name)`: `sql.placeholder`s take the values at
 * execute, which answers the driver's result (`{ rows }`, columns as named in the SQL).
 */
export function preparedSql<Row>(db: Db, name: string, query: SQL) {
  return db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(dialect.sqlToQuery(query), undefined, preparedName(name), false);
}

/**
 * A statement prepared on the database, run on the transaction's connection instead (drizzle
 * binds it to the connection it was prepared on, and a transaction has its own): the same
 * name and text, so node-postgres prepares it once per connection, as outside transactions,
 * and drizzle does not build it again per call (issue 14: the finish's locked read, question
 * rows and update were built and planned on every finish). Both drivers' prepared queries and
 * sessions keep their connection in `client` (drizzle-orm 0.45); a driver that does not fails
 * here, loudly, not on another connection.
 */
export function inTransaction<P extends object>(prepared: P, tx: Tx): P {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || !('client' in prepared)) throw new Error('drizzle: a transaction or prepared query without its client (server/db/prepared.ts)');
  return Object.create(prepared, { client: { value: client } }) as P;
}
