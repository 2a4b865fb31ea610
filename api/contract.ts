import * as v from 'valibot';

// The call contract (docs/api.md "The contract"): every HTTP call of SPEC §7 is declared once,
// in the api/ file of its area, with its method, path, typed params, query, body and
// response schemas, who may call it, its error statuses and its SPEC section. The server
// registers its routes from these declarations (server/http/contract.ts), the browser calls
// by declaration (src/lib/http.ts `call`), and the OpenAPI document is generated from them
// (server/openapi/). This module is small on purpose: /login's start code imports it.

/** Who may call: anyone (`public`), or a logged-in trainee (`trainee`; 403 otherwise, SPEC §8). */
export type Access = 'public' | 'trainee';

type Schema = v.GenericSchema;
/** Params and query are objects of strings on the wire; their schemas check and convert them. */
type ObjectSchema = v.GenericSchema<Record<string, string | undefined>, Record<string, unknown>>;

/** What a successful call answers: a JSON body of a schema, or bytes (a file, a picture). */
export type Reply = Schema | { file: string };
export const isFileReply = (reply: Reply): reply is { file: string } => typeof (reply as { file?: unknown }).file === 'string';

export type CallSpec = {
  method: 'GET' | 'POST';
  /** With `{name}` for each param: `/api/exams/passage/answer/{resultQuestionId}`. */
  path: string;
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** JSON body schema; `multipart` with the schema of its text fields for form uploads. */
  body?: Schema;
  multipart?: { fields: ObjectSchema; files: readonly string[] };
  /** Largest accepted body in bytes when it is not the app-wide default. */
  bodyLimit?: number;
  response: Reply;
  access: Access;
  /** A GET that changes something (start, break, finish, logout): needs X-Requested-With like a POST. */
  changes?: boolean;
  /** Error statuses a caller may see besides 5xx (which the server never means to answer). */
  errors: readonly number[];
  /** Where the call is specified: `SPEC §7 Exams`, or `not in SPEC: docs/api.md …`. */
  spec: string;
  summary: string;
};

export type Call<Id extends string = string, S extends CallSpec = CallSpec> = S & { id: Id };

/** Declares the calls of an area; the key of each is its id. */
export function defineCalls<const T extends Record<string, CallSpec>>(specs: T): { [K in keyof T & string]: Call<K, T[K]> } {
  const out: Record<string, Call> = {};
  for (const [id, spec] of Object.entries(specs)) out[id] = { ...spec, id };
  return out as { [K in keyof T & string]: Call<K, T[K]> };
}

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;
type In<S> = S extends v.GenericSchema ? v.InferInput<S> : never;

/** A call's path params as a caller gives them (numbers or strings). */
export type ParamsOf<C extends CallSpec> = C['params'] extends ObjectSchema ? { [K in keyof Out<C['params']>]: string | number } : undefined;
export type QueryOf<C extends CallSpec> = C['query'] extends ObjectSchema ? In<C['query']> : undefined;
export type BodyOf<C extends CallSpec> = C['body'] extends Schema ? In<C['body']> : undefined;
export type ResponseOf<C extends CallSpec> = C['response'] extends Schema ? Out<C['response']> : Blob;

/** The URL of a call: its path with the params filled in (encoded), and its query. */
export function urlOf(call: Pick<CallSpec, 'path'>, params?: Record<string, string | number>, query?: Record<string, string | number | undefined>): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${call.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  return search.length ? `${path}?${new URLSearchParams(search.map(([k, x]) => [k, String(x)]))}` : path;
}

/** The largest database id: every table's id is a PostgreSQL `integer` (int4) serial. */
export const ID_MAX = 2 ** 31 - 1;
const ID_TEXT = 'A database id: a positive 32-bit integer (1 to 2147483647)';

/**
 * A database id in a JSON body (issue 59 item 8): a positive int4, the one rule for every id a
 * call takes (the 48-bit random public ids of decision #29 keep theirs). 2^31, 2^53, 1.5, -1,
 * 0 or a string is 400 `number` on its field before any query sees it. `missing`: the code
 * for an absent field or another type (`required` where a form names it so).
 */
export const idField = (missing = 'number') =>
  v.pipe(v.number(missing), v.integer('number'), v.minValue(1, 'number'), v.maxValue(ID_MAX, 'number'), v.metadata({ format: 'int32', description: ID_TEXT }));

/** The digits of an id on the wire (path, query, form field): no sign, no leading zero, at most 10 digits. */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** A database id in a path, a query or a form field: the same rule as idField, written in decimal. */
export const idParam = (missing = 'number') =>
  v.pipe(
    v.string(missing),
    v.regex(ID_PATTERN, 'number'),
    v.check((digits) => Number(digits) <= ID_MAX, 'number'),
    v.description(ID_TEXT),
    v.transform(Number),
  );
