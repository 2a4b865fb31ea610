// The API's own description (api/meta.ts): GET /api/openapi.json, generated from the contract
// once per process, and the interactive reference at /api/docs — Swagger UI from the
// swagger-ui-dist package, served by this server so it works offline, loaded on that page only.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { calls } from '../../api/calls.ts';
import { metaCalls } from '../../api/meta.ts';
import { route, type Route } from '../http/contract.ts';
import { openApiDocument } from '../openapi/document.ts';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const here = (name: string) => new URL(`../openapi/${name}`, import.meta.url);
const ASSETS: Record<string, { file: string | URL; type: string }> = {
  'swagger-ui.css': { file: join(swaggerDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: join(swaggerDir, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'docs.js': { file: here('docs.js'), type: 'text/javascript; charset=utf-8' },
};

let document: Record<string, unknown> | undefined;

export function metaRoutes(): Route[] {
  return [
    route(metaCalls['meta.openapi'], () => (document ??= openApiDocument(calls))),
    route(metaCalls['meta.docs'], async ({ c }) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(await readFile(here('docs.html'), 'utf8'));
    }),
    route(metaCalls['meta.docsAsset'], async ({ params, c }) => {
      const asset = ASSETS[params.file]!;
      c.header('Content-Type', asset.type);
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(await readFile(asset.file));
    }),
  ];
}
