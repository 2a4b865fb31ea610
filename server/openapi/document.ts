// The OpenAPI 3.1 document of the API, generated from the contract (api/calls.ts) with
// @valibot/to-json-schema: nothing is written by hand, so a call added to api/ is documented
// (and fuzzed, test/server/fuzz.test.ts) by construction. Served at GET /api/openapi.json.
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorBody } from '../../api/common.ts';
import { isFileReply, type Call } from '../../api/contract.ts';

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

function requestBody(call: Call): Json | undefined {
  if (call.body) return { required: true, content: { 'application/json': { schema: schemaOf(call.body, 'input') } } };
  if (!call.multipart) return undefined;
  const fields = schemaOf(call.multipart.fields, 'input') as { properties?: Json; required?: string[] };
  const files = Object.fromEntries(call.multipart.files.map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }]));
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { ...fields.properties, ...files }, required: [...(fields.required ?? []), ...call.multipart.files] },
      },
    },
  };
}

/** A file reply's media type when it names one (`audio/wav`), else any bytes (`image/* or audio/*`, "the material"). */
const mediaTypeOf = (file: string) => (/^[a-z]+\/[a-z0-9.+-]+$/.test(file) ? file : 'application/octet-stream');

function okReply(call: Call): Json {
  if (!isFileReply(call.response)) return { description: 'OK', content: { 'application/json': { schema: schemaOf(call.response, 'output') } } };
  const media = mediaTypeOf(call.response.file);
  return { description: `The bytes (${call.response.file})`, content: { [media]: { schema: { type: 'string', contentMediaType: media } } } };
}

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
    parameters: [...parameters(call.params, 'path'), ...parameters(call.query, 'query'), { $ref: '#/components/parameters/RequestedWith' }],
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
          required: false,
          description: 'Required on every POST and on the GETs that change state (SPEC §7); 400 without it.',
          schema: { type: 'string', const: 'XMLHttpRequest' },
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session', description: 'Set by POST /api/common/login' } },
    },
  };
}
