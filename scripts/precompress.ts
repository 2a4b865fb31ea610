// A Vite plugin (vite.config.ts): after a client build, every text file of dist/assets is
// written beside itself compressed, `.br` (brotli 11) and `.gz` (gzip 9), which the server
// sends to browsers that accept them (server/static.ts, serveStatic `precompressed`), so a
// phone downloads the gzip figures of docs/performance.md "Route budgets", not the raw files.
// Compressing once at build costs the server nothing per request.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|svg|json|txt|html|mjs)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function precompressAssets(file: string): void {
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

export function precompress(): Plugin {
  let ssr = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      for (const name of Object.keys(bundle)) if (name.startsWith('assets/') && TEXT.test(name)) precompressAssets(join(options.dir, name));
    },
  };
}
