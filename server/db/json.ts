/**
 * A json value read from the database: parsed already (drizzle's columns, PGlite), or the
 * text node-postgres answers for json built in raw SQL and subqueries (json_agg, RETURNING).
 */
export const parsedJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
