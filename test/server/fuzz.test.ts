// The fuzz suite of issue 8 (docs/api.md "The contract"): every operation of the OpenAPI
// document, which is generated from api/, is called on a fresh database with bad input —
// anonymous where login is needed; for every path and query parameter and every body field:
// missing, wrong type, empty, a 1 MB string, negative, huge and non-numeric ids, unicode,
// NUL, `__proto__` / `constructor`; malformed JSON, a wrong content type, a 20 MB body; and
// fast-check's values for each field (fixed seed; printed on failure). Asserted: never 5xx,
// the one error shape (400 with per-field `errors` or an `errorMessage`), and no change to
// any table (a digest of every table before and after). Ids (issue 59 item 8): every id a
// call takes, in its path, query, form or anywhere in its JSON body, is the one id schema,
// and each out-of-range id (2^31, 2^53, 1.5, -1, 0) in an otherwise well-formed request is
// 400 with that field named. A call added to api/ is fuzzed by construction.
import fc from 'fast-check';
import { digest } from './db-digest.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { calls } from '../../api/calls.ts';
import { ErrorBody } from '../../api/common.ts';
import { ID_MAX, ID_PATTERN } from '../../api/contract.ts';
import { openApiDocument } from '../../server/openapi/document.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RANDOM_VALUES_PER_FIELD = 6;

type JsonSchema = Record<string, unknown>;
type Operation = {
  id: string;
  method: string;
  path: string;
  secured: boolean;
  params: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  body?: { kind: 'json' | 'multipart'; fields: string[]; schema: JsonSchema };
};

/** The operations of the generated document: what a client of /api/openapi.json sees. */
function operationsOf(doc: Record<string, unknown>): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const [method, op] of Object.entries(item)) {
      const params = ((op.parameters ?? []) as { name?: string; in?: string }[]).filter((p) => p.name && (p.in === 'path' || p.in === 'query'));
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema & { properties?: Record<string, unknown> } }> } | undefined)?.content;
      const json = content?.['application/json']?.schema;
      const form = content?.['multipart/form-data']?.schema;
      out.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        secured: ((op.security ?? []) as unknown[]).length > 0,
        params: params.map((p) => ({ ...p, schema: (p as { schema?: JsonSchema }).schema ?? {} })) as Operation['params'],
        body: json
          ? { kind: 'json', fields: Object.keys(json.properties ?? {}), schema: json }
          : form
            ? { kind: 'multipart', fields: Object.keys(form.properties ?? {}), schema: form }
            : undefined,
      });
    }
  }
  return out;
}

const MB = 'x'.repeat(1024 * 1024);
/** Bad values of a path or query parameter (strings on the wire). */
const BAD_PARAMS = [
  '',
  ' ',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  'abc',
  '99999999999999999999',
  '2147483648',
  'тест',
  'a\u0000b',
  '%00',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  MB.slice(0, 64 * 1024),
];
/** Bad values of a JSON body field. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  -1e308,
  '',
  ' ',
  'тест',
  'a\u0000b',
  MB,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  '__proto__',
  'constructor',
];
/** Whole bodies that are not what any call takes. */
const BAD_BODIES: { raw: string; type?: string }[] = [
  { raw: '{"a":' },
  { raw: 'null' },
  { raw: '[]' },
  { raw: '"x"' },
  { raw: '12' },
  { raw: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}' },
  { raw: '{"answers": [1]}', type: 'text/plain' },
  { raw: 'login=a&password=b', type: 'application/x-www-form-urlencoded' },
  { raw: `{"x":"${'y'.repeat(20 * 1024 * 1024)}"}` },
];

/** The id schema as the document writes it (api/contract.ts idField in JSON, idParam in paths, queries and forms). */
const isIdSchema = (schema: JsonSchema): boolean =>
  (schema.type === 'integer' && schema.format === 'int32' && schema.minimum === 1 && schema.maximum === ID_MAX) ||
  (schema.type === 'string' && schema.pattern === ID_PATTERN.source);
/** Issue 59 item 8: ids out of range, each 400 with its field named wherever a call takes an id. */
const ID_ATTACKS = [2 ** 31, 2 ** 53, 1.5, -1, 0];
/** A number, or digits on the wire (a pattern that starts with a digit): where a call could take an id. */
const looksNumeric = (schema: JsonSchema) =>
  schema.type === 'integer' || schema.type === 'number' || (schema.type === 'string' && typeof schema.pattern === 'string' && /^\^(\\d|\[[0-9])/.test(schema.pattern));
/** The numbers calls take that are not database ids, each with why; every other number must be the id schema. */
const NOT_DATABASE_IDS: Record<string, string> = {
  'files.picture id': "a picture's random 48-bit public id (decision #29)",
  'main.alerts.close finish': "the alert's closing time, epoch ms, only compared",
  'exams.passage.answer answers.0.order': 'a place in a SEQUENCE answer',
};

type Where = (string | number)[];
/**
 * Whether a call takes an id at `at`: any number there but those NOT_DATABASE_IDS lists. The
 * id checks below try out-of-range ids at every such place, whatever its schema says, so a
 * place that lost the id schema is refused by them as well as by the naming check.
 */
const idPlace = (op: Pick<Operation, 'id'>, schema: JsonSchema, at: Where) => looksNumeric(schema) && !(`${op.id} ${at.join('.')}` in NOT_DATABASE_IDS);
/**
 * A value `schema` accepts, with every id at ID_MAX (well formed, names nothing), and where
 * each id is (`ids`). An optional field is given too, so the ids inside it are reached.
 */
function wellFormed(schema: JsonSchema, at: Where, ids: Where[], isId: (schema: JsonSchema, at: Where) => boolean): unknown {
  if (isId(schema, at)) {
    ids.push(at);
    return schema.type === 'string' ? String(ID_MAX) : ID_MAX;
  }
  if (Array.isArray(schema.anyOf)) return wellFormed(schema.anyOf[0] as JsonSchema, at, ids, isId);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([key, field]) => [key, wellFormed(field, [...at, key], ids, isId)]),
      );
    case 'array':
      return [wellFormed((schema.items ?? {}) as JsonSchema, [...at, 0], ids, isId)];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'string':
      return 'x'.repeat(typeof schema.minLength === 'number' ? schema.minLength : 1);
    default:
      return null;
  }
}

/** `value` with `replacement` at `at`. */
function replaced(value: unknown, at: Where, replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const [key, ...rest] = at;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = replaced(copy[key!], rest, replacement);
  return copy;
}

/** Every field of a JSON schema with the place it is at (for the naming check). */
function fieldsOf(schema: JsonSchema, at: string[] = []): { at: string[]; schema: JsonSchema }[] {
  const own = at.length ? [{ at, schema }] : [];
  if (Array.isArray(schema.anyOf)) return [...own, ...schema.anyOf.flatMap((s) => fieldsOf(s as JsonSchema, at))];
  if (schema.type === 'array') return [...own, ...fieldsOf((schema.items ?? {}) as JsonSchema, [...at, '0'])];
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  return [...own, ...properties.flatMap(([key, field]) => fieldsOf(field, [...at, key]))];
}

/** Tables whose changes are the designed bookkeeping of well-formed requests, not data. */
// Issue 12: a captcha image stores its answer and counts in rate_events by design (server/domain/captcha.ts).
const BOOKKEEPING: ReadonlySet<string> = new Set(['login_failures', 'essay_uploads', '__drizzle_migrations', 'captchas', 'rate_events']);
/** Columns a valid session slides on every request (sessions.ts). */
const SLIDING: Record<string, string[]> = { sessions: ['last_seen_at', 'expires_at'] };

let t: TestApp;
let cookie: string;
let operations: Operation[];

beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.login(T1.phone, T1.password);
  operations = operationsOf(openApiDocument(calls));
}, 120_000);
afterAll(() => t?.close());

type Sent = { label: string; status: number; body: unknown };
let cases = 0;

async function send(
  op: Operation,
  label: string,
  init: { path?: string; query?: string; raw?: string; type?: string; form?: FormData; anonymous?: boolean },
): Promise<Sent> {
  cases++;
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': '10.9.8.7' };
  if (!init.anonymous) headers.Cookie = cookie;
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.raw !== undefined) {
    body = init.raw;
    headers['Content-Type'] = init.type ?? 'application/json';
  }
  const res = await t.app.request(`${init.path ?? concrete(op)}${init.query ? `?${init.query}` : ''}`, { method: op.method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* bytes */
  }
  return { label, status: res.status, body: parsed };
}

/** The path with every param at a well-formed value that names nothing (999999999). */
function concrete(op: Operation, override: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(override[name] ?? '999999999'));
}

function expectSafe(op: Operation, sent: Sent): void {
  const where = `${op.id} ${sent.label} (seed ${SEED})`;
  expect(sent.status, where).toBeLessThan(500);
  if (sent.status >= 400) {
    const shape = v.safeParse(ErrorBody, sent.body);
    expect(shape.success, `${where}: error body ${JSON.stringify(sent.body).slice(0, 200)}`).toBe(true);
    if (sent.status === 400) {
      const b = sent.body as { errors?: Record<string, string>; errorMessage?: string };
      expect(b.errors !== undefined || b.errorMessage !== undefined, where).toBe(true);
    }
  }
}

async function fuzzOperation(op: Operation): Promise<void> {
  const run = async (label: string, init: Parameters<typeof send>[2]) => expectSafe(op, await send(op, label, init));
  if (op.secured) {
    const anon = await send(op, 'anonymous', { anonymous: true });
    expect(anon.status, `${op.id} anonymous`).toBe(403);
  }
  // First, before the essay upload's rate (20 in 10 minutes) is used up by the junk below.
  await fuzzIds(op, run);
  for (const p of op.params) {
    for (const bad of BAD_PARAMS) {
      if (p.in === 'path') await run(`path ${p.name}=${JSON.stringify(bad.slice(0, 20))}`, { path: concrete(op, { [p.name]: bad }) });
      else await run(`query ${p.name}=${JSON.stringify(bad.slice(0, 20))}`, { query: `${p.name}=${encodeURIComponent(bad)}` });
    }
    const random = fc.sample(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.integer().map(String), fc.double().map(String)), {
      seed: SEED,
      numRuns: RANDOM_VALUES_PER_FIELD,
    });
    for (const value of random) {
      if (p.in === 'path') await run(`path ${p.name}=${JSON.stringify(value)}`, { path: concrete(op, { [p.name]: value }) });
      else await run(`query ${p.name}=${JSON.stringify(value)}`, { query: `${p.name}=${encodeURIComponent(value)}` });
    }
  }
  if (op.body?.kind === 'json') {
    await run('no body', {});
    for (const b of BAD_BODIES) await run(`body ${b.raw.slice(0, 30)} as ${b.type ?? 'json'}`, b);
    const random = fc.sample(fc.jsonValue(), { seed: SEED, numRuns: RANDOM_VALUES_PER_FIELD });
    for (const field of op.body.fields) {
      for (const bad of [...BAD_VALUES, ...random]) await run(`field ${field}=${JSON.stringify(bad)?.slice(0, 30)}`, { raw: JSON.stringify({ [field]: bad }) });
      await run(`field ${field} missing, the others junk`, { raw: JSON.stringify(Object.fromEntries(op.body.fields.filter((f) => f !== field).map((f) => [f, 'x']))) });
    }
  }
  if (op.body?.kind === 'multipart') {
    await run('no body', {});
    for (const b of BAD_BODIES) await run(`body ${b.raw.slice(0, 30)} as ${b.type ?? 'json'}`, b);
    for (const field of op.body.fields) {
      for (const bad of BAD_PARAMS) {
        const form = new FormData();
        for (const f of op.body.fields) if (f !== field) form.set(f, f === 'file' ? new Blob(['hello']) : '999999999');
        form.set(field, bad);
        await run(`form ${field}=${JSON.stringify(bad.slice(0, 20))}`, { form });
      }
    }
  }
  if (op.params.length === 0 && !op.body) {
    // Nothing declared to fuzz: junk the caller might add is ignored or refused, never a crash.
    await run('junk query', { query: '__proto__[x]=1&constructor=2', anonymous: true });
    if (op.method !== 'GET') await run('junk body', { raw: '{"a":', anonymous: true });
  }
}

/** `sent` is 400 with `field` among its errors. */
function expectIdRefused(op: Operation, sent: Sent, field: string): void {
  const where = `${op.id} ${sent.label}`;
  expect(sent.status, `${where}: ${JSON.stringify(sent.body).slice(0, 200)}`).toBe(400);
  expect((sent.body as { errors?: Record<string, string> }).errors?.[field], `${where}: ${JSON.stringify(sent.body).slice(0, 200)}`).toBeDefined();
}

/** Issue 59 item 8: each out-of-range id, alone in a request that is otherwise well formed, is 400 on its field. */
async function fuzzIds(op: Operation, run: (label: string, init: Parameters<typeof send>[2]) => Promise<void>): Promise<void> {
  const refused = async (field: string, label: string, init: Parameters<typeof send>[2]) => {
    const sent = await send(op, label, init);
    expectSafe(op, sent);
    expectIdRefused(op, sent, field);
  };
  const isId = (schema: JsonSchema, at: Where) => idPlace(op, schema, at);
  for (const p of op.params.filter((param) => isId(param.schema, [param.name]))) {
    for (const bad of ID_ATTACKS.map(String)) {
      if (p.in === 'path') await refused(p.name, `id path ${p.name}=${bad}`, { path: concrete(op, { [p.name]: bad }) });
      else await refused(p.name, `id query ${p.name}=${bad}`, { query: `${p.name}=${bad}` });
    }
  }
  if (op.body?.kind === 'json') {
    const ids: Where[] = [];
    const body = wellFormed(op.body.schema, [], ids, isId);
    if (ids.length === 0) return;
    const call = calls[op.id as keyof typeof calls] as { body?: v.GenericSchema };
    expect(v.safeParse(call.body!, body).success, `${op.id}: the fuzzer's well-formed body ${JSON.stringify(body)}`).toBe(true);
    await run('well-formed body naming nothing', { raw: JSON.stringify(body) });
    for (const at of ids) {
      for (const bad of ID_ATTACKS) await refused(at.join('.'), `id ${at.join('.')}=${bad}`, { raw: JSON.stringify(replaced(body, at, bad)) });
    }
  }
  if (op.body?.kind === 'multipart') {
    const fields = Object.entries((op.body.schema.properties ?? {}) as Record<string, JsonSchema>);
    for (const [name] of fields.filter(([field, schema]) => isId(schema, [field]))) {
      for (const bad of ID_ATTACKS.map(String)) {
        const form = new FormData();
        for (const [other, schema] of fields) {
          if (other === name) form.set(name, bad);
          else if (schema.contentMediaType) form.set(other, new Blob(['hello']), 'a.txt');
          else form.set(other, String(wellFormed(schema, [other], [], isId)));
        }
        await refused(name, `id form ${name}=${bad}`, { form });
      }
    }
  }
}

describe('ids', () => {
  it('every number a call takes is the one id schema (a positive int4), but those listed as something else', () => {
    const offenders: string[] = [];
    for (const op of operations) {
      const places = [
        ...op.params.map((p) => ({ at: [p.name], schema: p.schema })),
        ...(op.body ? fieldsOf(op.body.schema).filter((f) => !(op.body!.kind === 'multipart' && f.schema.contentMediaType)) : []),
      ];
      for (const { at, schema } of places) {
        const key = `${op.id} ${at.join('.')}`;
        if (idPlace(op, schema, at) && !isIdSchema(schema)) offenders.push(key);
      }
    }
    expect(offenders).toEqual([]);
    // The values the issue found are refused by the schema itself, wherever it is.
    expect(ID_ATTACKS.every((bad) => !(Number.isInteger(bad) && bad >= 1 && bad <= ID_MAX))).toBe(true);
  });
});

describe('fuzzing every operation of /api/openapi.json', () => {
  it('never answers 5xx, always the one error shape, and changes no table', async () => {
    const served = (await (await t.app.request('/api/openapi.json')).json()) as Record<string, unknown>;
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument(calls))));
    const before = await digest(t, { tables: BOOKKEEPING, columns: SLIDING });
    for (const op of operations) {
      await fuzzOperation(op);
      expect(await digest(t, { tables: BOOKKEEPING, columns: SLIDING }), `tables after ${op.id} (seed ${SEED})`).toEqual(before);
    }
    console.log(`fuzz: ${operations.length} operations, ${cases} cases, seed ${SEED}`);
    expect(operations.length).toBe(Object.keys(calls).length);
  }, 600_000);
});
