// `npm run bench:bundle`: initial JavaScript of the /login route (gzip) against a bare
// React 19 hello world built with the same Vite version and settings. Budget (DEVELOPERS
// standards): /login within 1.4x the hello world. Prints the figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { initialJs, loginInitialJs } from './initial-js.ts';

// 1. The app: /login also loads its lazy page chunk and the start part of the active
// locale's catalog (scripts/catalog-split.ts) at start.
const build = spawnSync('vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const app = loginInitialJs('dist');

// 2. A bare React hello world, same Vite and React plugin.
const dir = mkdtempSync(join(tmpdir(), 'hello-'));
mkdirSync(join(dir, 'src'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/src/main.jsx"></script>');
writeFileSync(
  join(dir, 'src/main.jsx'),
  "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello world</h1>);\n",
);
writeFileSync(
  join(dir, 'vite.config.mjs'),
  `import react from '${resolve('node_modules/@vitejs/plugin-react/dist/index.js')}';\nexport default { plugins: [react()], resolve: { alias: { react: '${resolve('node_modules/react')}', 'react-dom': '${resolve('node_modules/react-dom')}' } } };\n`,
);
const hello = spawnSync('vite', ['build', '--logLevel', 'error', dir, '--config', join(dir, 'vite.config.mjs'), '--outDir', join(dir, 'dist')], { stdio: 'inherit' });
if (hello.status !== 0) process.exit(1);
const bare = initialJs(join(dir, 'dist'));
rmSync(dir, { recursive: true, force: true });

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log(`hello world initial JS (gzip): ${kb(bare.bytes)}`);
console.log(`/login initial JS (gzip):      ${kb(app.bytes)}  (${app.files.length} files: ${app.files.map((f) => f.replace('assets/', '')).join(', ')})`);
console.log(`ratio: ${(app.bytes / bare.bytes).toFixed(2)}x (budget 1.40x)`);
