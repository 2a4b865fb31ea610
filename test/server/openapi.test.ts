// The OpenAPI document (docs/api.md "The contract"): generated from api/, served at
// /api/openapi.json, valid OpenAPI 3.1 by an independent parser (@readme/openapi-parser),
// and describing every declared call; the reference page at /api/docs loads from this server.
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../api/calls.ts';
import { ESSAY_CONTENT_TYPES } from '../../server/adapters/uploads.ts';
import { makeTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let doc: Record<string, unknown> & { paths: Record<string, Record<string, { operationId: string; security: unknown[] }>> };
beforeAll(async () => {
  t = await makeTestApp({ demo: false });
  doc = (await (await t.call('GET', '/api/openapi.json')).json()) as typeof doc;
});
afterAll(() => t?.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('has one operation per declared call, at its method and path, secured when it needs login', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(Object.keys(calls).sort());
    for (const { path, method, op } of operations) {
      const call = calls[op.operationId as keyof typeof calls];
      expect([path, method.toUpperCase()]).toEqual([call.path, call.method]);
      expect(op.security.length > 0, op.operationId).toBe(call.access === 'trainee');
    }
  });
});

describe('the API reference at /api/docs', () => {
  it('is an HTML page whose script and styles come from this server', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.sort()).toEqual(['/api/docs/docs.js', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']);
    expect(html).not.toMatch(/<script>(?!<\/script>)|https?:\/\//);
    for (const asset of assets) {
      const res = await t.call('GET', asset);
      expect(res.status, asset).toBe(200);
      expect((await res.arrayBuffer()).byteLength, asset).toBeGreaterThan(100);
    }
    expect((await t.call('GET', '/api/docs/package.json')).status).toBe(400);
  });
});

// Issue 59 item 11: what a client must send and what it gets back.
type Operation = {
  operationId: string;
  parameters?: { $ref?: string }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { encoding?: Record<string, { contentType: string }> }> };
};
const operationsOf = (d: typeof doc) => Object.values(d.paths).flatMap((item) => Object.values(item) as unknown as Operation[]);
const callOf = (op: Operation) => calls[op.operationId as keyof typeof calls];

describe('X-Requested-With in the document', () => {
  it('is required on every call the browser’s client makes, and optional only on bytes read by their address', () => {
    const components = (doc.components as { parameters: Record<string, { name: string; in: string; required: boolean }> }).parameters;
    const header = (op: Operation) => {
      const refs = (op.parameters ?? [])
        .map((p) => p.$ref?.replace('#/components/parameters/', ''))
        .filter((name) => name && components[name]?.name === 'X-Requested-With');
      expect(refs, op.operationId).toHaveLength(1);
      return components[refs[0]!]!;
    };
    for (const op of operationsOf(doc)) {
      const call = callOf(op);
      const byAddress = call.method === 'GET' && !('changes' in call && call.changes) && 'file' in call.response;
      expect({ id: op.operationId, required: header(op).required }).toEqual({ id: op.operationId, required: !byAddress });
    }
    // The ones that must have it, whatever else changes: every POST and every changing GET.
    for (const op of operationsOf(doc).filter((o) => callOf(o).method === 'POST' || ('changes' in callOf(o) && (callOf(o) as { changes?: boolean }).changes))) {
      expect(header(op).required, op.operationId).toBe(true);
    }
  });
});

describe('content types of files in the document', () => {
  const byId = () => new Map(operationsOf(doc).map((op) => [op.operationId, op]));
  const typesOf = (id: string) => Object.keys(byId().get(id)!.responses['200']!.content ?? {});

  it('lists the media types of every file reply, never just "some bytes"', () => {
    for (const op of operationsOf(doc)) {
      const types = Object.keys(op.responses['200']!.content ?? {});
      expect(types.length, op.operationId).toBeGreaterThan(0);
      expect(types, op.operationId).not.toContain('application/octet-stream');
    }
    expect(typesOf('common.captcha')).toEqual(['image/jpeg']);
    expect(typesOf('common.captchaAudio')).toEqual(['audio/wav']);
    expect(typesOf('certificates.download')).toEqual(['application/pdf']);
    expect(typesOf('profile.userpic')).toEqual(['image/jpeg']);
    expect(typesOf('files.picture')).toEqual(['image/*', 'audio/*']);
    expect(typesOf('files.sample')).toEqual(['audio/wav']);
    expect(typesOf('files.material')).toEqual(['*/*']);
    expect(new Set(typesOf('files.answerMaterial'))).toEqual(new Set(ESSAY_CONTENT_TYPES));
  });

  it('lists the types the essay upload takes, as it keeps them', () => {
    const upload = byId().get('exams.passage.essay')!.requestBody!.content['multipart/form-data']!;
    expect(upload.encoding?.file?.contentType.split(', ')).toEqual([...ESSAY_CONTENT_TYPES]);
    expect(ESSAY_CONTENT_TYPES).toEqual(expect.arrayContaining(['application/pdf', 'image/png', 'image/jpeg']));
  });

  it('says what the server sends: the captcha and a sound sample come with the documented type', async () => {
    for (const [id, path] of [
      ['common.captcha', '/api/common/captcha.jpg'],
      ['files.sample', '/api/training/download/sample/ru'],
    ] as const) {
      const res = await t.call('GET', path, { noRequestedWith: true });
      expect(res.status, path).toBe(200);
      expect(typesOf(id), path).toContain(res.headers.get('content-type')!.split(';')[0]);
      await res.arrayBuffer();
    }
  });
});
