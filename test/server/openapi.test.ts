// The OpenAPI document (docs/api.md "The contract"): generated from api/, served at
// /api/openapi.json, valid OpenAPI 3.1 by an independent parser (@readme/openapi-parser),
// and describing every declared call; the reference page at /api/docs loads from this server.
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../api/calls.ts';
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
