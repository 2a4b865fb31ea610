// `npm run bench:bundle`: initial JavaScript of the /login route (gzip) against a bare
// React 19 hello world built with the same Vite version and settings, and against the
// libraries /login needs alone. Budget (DEVELOPERS standards): /login within 1.4x the hello
// world. Prints the figures; asserts nothing. What counts: scripts/initial-js.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { initialJs, loginInitialJs } from './initial-js.ts';

// 1. The app: /login also loads its lazy page chunk and the start part of the active
// locale's catalog (scripts/catalog-split.ts) at start.
const build = spawnSync('vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const app = loginInitialJs('dist');

/** A bare app of one src/main.jsx, built with the same Vite and React plugin and no other setting. */
function buildBare(mainJsx: string): { files: string[]; bytes: number } {
  const dir = mkdtempSync(join(tmpdir(), 'bare-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/src/main.jsx"></script>');
  writeFileSync(join(dir, 'src/main.jsx'), mainJsx);
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    `import react from '${resolve('node_modules/@vitejs/plugin-react/dist/index.js')}';\nexport default { plugins: [react()], resolve: { alias: { react: '${resolve('node_modules/react')}', 'react-dom': '${resolve('node_modules/react-dom')}' } } };\n`,
  );
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir'); // the other libraries, same versions
  const built = spawnSync('vite', ['build', '--logLevel', 'error', dir, '--config', join(dir, 'vite.config.mjs'), '--outDir', join(dir, 'dist')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
  const result = initialJs(join(dir, 'dist'));
  rmSync(dir, { recursive: true, force: true });
  return result;
}

// 2. A bare React hello world, same Vite and React plugin.
const bare = buildBare("import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello world</h1>);\n");

// 3. The floor under /login: React plus the parts of xstate, @xstate/react, Lingui, valibot
// and wouter that /login runs at start (a machine with an invoked promise, assign, emit, a
// delay and a guard; useSelector and useMachine; a catalog and useLingui; object schemas
// with pipes, records, picklists and safeParse; a router, a link and matchRoute), and no
// application code, no catalog.
const libraries = buildBare(`import { createRoot } from 'react-dom/client';
import { createActor, setup, assign, fromPromise, emit } from 'xstate';
import { useSelector, useMachine } from '@xstate/react';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import * as v from 'valibot';
import { Router, Link, useLocation, matchRoute, useRouter } from 'wouter';
const S = v.object({ a: v.pipe(v.string(), v.trim(), v.nonEmpty('x'), v.maxLength(3, 'y'), v.regex(/a/, 'z')), b: v.nullable(v.number()), c: v.record(v.string(), v.string()), d: v.boolean(), e: v.picklist(['a', 'b']), f: v.array(v.object({ g: v.literal(true) })), h: v.optional(v.string()) });
const m = setup({ actors: { p: fromPromise(async () => 1) } }).createMachine({ context: { n: 0 }, initial: 'a', states: { a: { invoke: { src: 'p', onDone: { target: 'b', actions: [assign({ n: 1 }), emit({ type: 'x' })] } }, after: { 10: 'b' } }, b: { always: { target: 'a', guard: () => false } } } });
const actor = createActor(m);
actor.start();
function App() {
  const s = useSelector(actor, (x) => x);
  const [t] = useMachine(m);
  const { i18n: l } = useLingui();
  const [at] = useLocation();
  const { parser } = useRouter();
  return <Link href="/x">{l._('a')}{String(matchRoute(parser, '/a/:b', at)[0])}{String(v.safeParse(S, s.context).success)}{String(t.value)}</Link>;
}
i18n.loadAndActivate({ locale: 'en', messages: {} });
createRoot(document.getElementById('root')).render(<I18nProvider i18n={i18n}><Router><App /></Router></I18nProvider>);
`);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log(`hello world initial JS (gzip): ${kb(bare.bytes)}`);
console.log(
  `libraries alone (gzip):        ${kb(libraries.bytes)}  (${(libraries.bytes / bare.bytes).toFixed(2)}x: React, xstate, @xstate/react, Lingui, valibot, wouter as /login uses them)`,
);
console.log(`/login initial JS (gzip):      ${kb(app.bytes)}  (${app.files.length} files: ${app.files.map((f) => f.replace('assets/', '')).join(', ')})`);
console.log(`ratio: ${(app.bytes / bare.bytes).toFixed(2)}x (budget 1.40x)`);
