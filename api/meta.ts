import * as v from 'valibot';
import { defineCalls } from './contract.ts';

// The API's own description (not in SPEC §7; docs/api.md "The contract"): the OpenAPI
// document generated from the contract, and an interactive reference that works offline.
export const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs.js'] as const;

export const metaCalls = defineCalls({
  'meta.openapi': {
    method: 'GET',
    path: '/api/openapi.json',
    response: v.record(v.string(), v.unknown()),
    access: 'public',
    errors: [],
    spec: 'not in SPEC §7: docs/api.md "The contract"',
    summary: 'This document: OpenAPI 3.1, generated from the contract',
  },
  'meta.docs': {
    method: 'GET',
    path: '/api/docs',
    response: { file: 'text/html' },
    access: 'public',
    errors: [],
    spec: 'not in SPEC §7: docs/api.md "The contract"',
    summary: 'The interactive API reference (Swagger UI, served from this server)',
  },
  'meta.docsAsset': {
    method: 'GET',
    path: '/api/docs/{file}',
    params: v.object({ file: v.picklist(DOCS_ASSETS, 'invalid') }),
    response: { file: 'text/css or text/javascript' },
    access: 'public',
    errors: [400],
    spec: 'not in SPEC §7: docs/api.md "The contract"',
    summary: 'A file of the API reference page',
  },
});
