// The OpenAPI 3.1 document of the API, generated from the contract (api/calls.ts) with
// @valibot/to-json-schema: nothing is written by hand, so a call added to api/ is documented
// (and fuzzed, test/server/fuzz.test.ts) by construction. Served at GET /api/openapi.json.
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorBody } from '../../api/common.ts';
import { isFileReply, type Call } from '../../api/contract.ts';
import { ESSAY_CONTENT_TYPES } from '../adapters/uploads.ts';

type Json = Record<string, unknown>;

const config = (typeMode: 'input' | 'output'): ConversionConfig => ({ target: 'draft-2020-12', typeMode, errorMode: 'ignore' });
const schemaOf = (schema: v.GenericSchema, mode: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = toJsonSchema(schema, config(mode)) as JsonSchema & { $schema?: string };
  return rest;
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input: `errors` per field, or `errorMessage` (and `exception` for an ended passage)',
  403: 'Not logged in (SPEC §8: the browser logs out)',
  404: 'Unknown, or not the caller’s',
  413: 'The body is larger than the call accepts',
  429: 'Too many attempts; `errorMessage` says when to try again',
};

/** Path or query parameters of an object schema. */
function parameters(schema: v.GenericSchema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The media types each multipart upload takes for its files (issue 59 item 11): the essay's are those it is kept as. */
const UPLOAD_TYPES: Record<string, readonly string[]> = { 'exams.passage.essay': ESSAY_CONTENT_TYPES };

function requestBody(call: Call): Json | undefined {
  if (call.body) return { required: true, content: { 'application/json': { schema: schemaOf(call.body, 'input') } } };
  if (!call.multipart) return undefined;
  const types = UPLOAD_TYPES[call.id];
  if (!types) throw new Error(`${call.id}: a multipart upload lists the media types of its files (server/openapi/document.ts UPLOAD_TYPES)`);
  const fields = schemaOf(call.multipart.fields, 'input') as { properties?: Json; required?: string[] };
  const files = Object.fromEntries(call.multipart.files.map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }]));
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { ...fields.properties, ...files }, required: [...(fields.required ?? []), ...call.multipart.files] },
        encoding: Object.fromEntries(call.multipart.files.map((name) => [name, { contentType: types.join(', ') }])),
      },
    },
  };
}

/** A media type or a range of them (`image/jpeg`, `image/*`). */
const MEDIA_TYPE = /^([a-z]+\/[a-z0-9.+-]+|[a-z]+\/\*|\*\/\*)$/;
/** The bytes a declaration names in words (api/ stays small in the browser's bundles): an essay file is of a type it is kept as, a material of any. */
const NAMED_IN_WORDS: Record<string, readonly string[]> = { 'the essay file': ESSAY_CONTENT_TYPES, 'the material': ['*/*'] };

/**
 * The media types of a file reply (issue 59 item 11): those its declaration names
 * (`image/jpeg`, `image/* or audio/*`), else those of what it names in words; a reply that
 * says neither stops the document, so that every file's types are listed.
 */
export function mediaTypesOf(file: string): readonly string[] {
  const named = file.split(' or ').map((type) => type.trim());
  if (named.every((type) => MEDIA_TYPE.test(type))) return named;
  const types = NAMED_IN_WORDS[file];
  if (!types) throw new Error(`A file reply "${file}" names no media types (server/openapi/document.ts NAMED_IN_WORDS)`);
  return types;
}

function okReply(call: Call): Json {
  if (!isFileReply(call.response)) return { description: 'OK', content: { 'application/json': { schema: schemaOf(call.response, 'output') } } };
  const content = mediaTypesOf(call.response.file).map((type) => [
    type,
    { schema: type.includes('*') ? { type: 'string' } : { type: 'string', contentMediaType: type } },
  ]);
  return { description: `The bytes (${call.response.file})`, content: Object.fromEntries(content) };
}

/**
 * Whether a browser reads the call by its address (an <img>, an <audio>, a link, a page), which
 * sends no X-Requested-With: the bytes of a GET that changes nothing. Every other call is made by
 * the portal's HTTP client (src/lib/http.ts), which sends it on every call (SPEC §7).
 */
const readByAddress = (call: Call) => call.method === 'GET' && !call.changes && isFileReply(call.response);

function operation(call: Call): Json {
  const ok = okReply(call);
  const errors = Object.fromEntries(
    call.errors.map((status) => [
      String(status),
      { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
    ]),
  );
  const body = requestBody(call);
  return {
    operationId: call.id,
    summary: call.summary,
    description: `${call.spec}.${call.changes ? ' Changes state: needs X-Requested-With like a POST.' : ''}`,
    tags: [call.id.split('.')[0]],
    parameters: [
      ...parameters(call.params, 'path'),
      ...parameters(call.query, 'query'),
      { $ref: readByAddress(call) ? '#/components/parameters/RequestedWithByAddress' : '#/components/parameters/RequestedWith' },
    ],
    ...(body ? { requestBody: body } : {}),
    responses: { '200': ok, ...errors },
    security: call.access === 'trainee' ? [{ session: [] }] : [],
  };
}

export function openApiDocument(calls: Record<string, Call>): Json {
  const paths: Record<string, Json> = {};
  for (const call of Object.values(calls)) (paths[call.path] ??= {})[call.method.toLowerCase()] = operation(call);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Trainee portal API',
      version: '1',
      description: 'Every call of the trainee portal, generated from its contract (api/ in the repository). Prose rules: docs/api.md and docs/exams.md.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: schemaOf(ErrorBody, 'output') },
      parameters: {
        RequestedWith: {
          name: 'X-Requested-With',
          in: 'header',
          required: true,
          description:
            "Sent on every call the portal's browser client makes (SPEC §7). A call that changes something (every POST, and the GETs that say so) is refused without it (400), so that no other site's form can make it; a read is answered without it too.",
          schema: { type: 'string', const: 'XMLHttpRequest' },
        },
        RequestedWithByAddress: {
          name: 'X-Requested-With',
          in: 'header',
          required: false,
          description:
            'Not needed: a browser reads these bytes by their address (an <img>, an <audio>, a link), which sends no such header; reading them changes nothing another site could use (a captcha picture replaces only this browser’s own captcha).',
          schema: { type: 'string', const: 'XMLHttpRequest' },
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session', description: 'Set by POST /api/common/login' } },
    },
  };
}
