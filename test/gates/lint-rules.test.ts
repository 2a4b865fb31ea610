// The lint gate of `npm test` holds the architecture (issue 9 "Gates in npm test";
// docs/architecture.md "Gates"): each import rule of eslint.config.js reports the import it
// forbids, and the imports the layout relies on pass. A source is linted as text at a path
// in the real layout (nothing is written there), importing a real file found at run time, so
// the cases follow the folders as they move; the import cycle is a pair of files in
// ./fixtures, which the repository's own lint ignores.
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { tseslint } from '@trainee-portal/eslint-tools';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, 'fixtures');

// One instance for every case. The type-aware rules are off: the cases are about imports, and
// a typed program of the whole repository would cost most of a minute. `ignore: false` lets
// it lint ./fixtures.
const eslint = new ESLint({ cwd: root, ignore: false, overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }] });

/** The first .ts/.tsx file under `dir` (repository-relative), by name: a real import target. */
function aFileIn(dir: string): string {
  const entries = readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const file = entries.find((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.css.ts'));
  if (file) return `${dir}/${file.name}`;
  for (const sub of entries.filter((e) => e.isDirectory())) {
    const found = aFileIn(`${dir}/${sub.name}`);
    if (found) return found;
  }
  throw new Error(`no .ts or .tsx file under ${dir}`);
}

/** How a file at `from` imports `target`: a package name as is, a repository file relatively. */
function specifier(from: string, target: string): string {
  if (!target.includes('/') || target.startsWith('@')) return target;
  const path = relative(dirname(from), target);
  return path.startsWith('.') ? path : `./${path}`;
}

/** The rule ids reported for a file at `from` (never written) that only imports `target`. */
async function importRules(from: string, target: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier(from, target)}';\n`, { filePath: join(root, from) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const BOUNDARIES = 'boundaries/dependencies';

describe('the import boundaries', () => {
  const forbidden: [string, string, () => string][] = [
    ['machines import React', 'machines/gate-fixture.ts', () => 'react'],
    ['machines import the React bindings of XState', 'machines/gate-fixture.ts', () => '@xstate/react'],
    ['machines import src/lib', 'machines/gate-fixture.ts', () => aFileIn('src/lib')],
    ['machines import src/app', 'machines/gate-fixture.ts', () => aFileIn('src/app')],
    ['machines import a page', 'machines/gate-fixture.ts', () => aFileIn('src/pages/exams')],
    ['src/lib imports the server', 'src/lib/gate-fixture.ts', () => 'server/app.ts'],
    ['a page imports the server domain', 'src/pages/exams/gate-fixture.tsx', () => aFileIn('server/domain')],
    ['api/ imports src', 'api/gate-fixture.ts', () => aFileIn('src/lib')],
    ['api/ imports the machines', 'api/gate-fixture.ts', () => aFileIn('machines')],
    ['the server imports src/app', 'server/routes/gate-fixture.ts', () => aFileIn('src/app')],
    ['the server imports src/lib', 'server/gate-fixture.ts', () => aFileIn('src/lib')],
    ['the server imports a page', 'server/routes/gate-fixture.ts', () => aFileIn('src/pages/exams')],
    ['the server imports src/ssr beside the server-render entry', 'server/gate-fixture.ts', () => 'src/ssr/input-guard.ts'],
    ['the dashboard imports a file of the exams area', 'src/pages/dashboard/gate-fixture.tsx', () => aFileIn('src/pages/exams')],
    ['the exams area imports a file of the login area', 'src/pages/exams/gate-fixture.tsx', () => aFileIn('src/pages/login')],
    ['server/adapters imports server/domain', 'server/adapters/files/gate-fixture.ts', () => aFileIn('server/domain')],
    ['server/adapters imports server/http', 'server/adapters/gate-fixture.ts', () => aFileIn('server/http')],
  ];
  it.each(forbidden)('report: %s', async (_, from, target) => {
    expect(await importRules(from, target())).toEqual([BOUNDARIES]);
  });

  const allowed: [string, string, () => string][] = [
    ['machines import api/', 'machines/gate-fixture.ts', () => aFileIn('api')],
    ['machines import xstate', 'machines/gate-fixture.ts', () => 'xstate'],
    ['a page imports src/ui', 'src/pages/exams/gate-fixture.tsx', () => aFileIn('src/ui')],
    ['a page imports src/lib', 'src/pages/exams/gate-fixture.tsx', () => aFileIn('src/lib')],
    ['a page imports the machines', 'src/pages/exams/gate-fixture.tsx', () => aFileIn('machines')],
    ['a screen folder imports a file of its own area', 'src/pages/exams/gate-screen/gate-fixture.tsx', () => aFileIn('src/pages/exams')],
    ['src/app imports a page', 'src/app/gate-fixture.tsx', () => aFileIn('src/pages/login')],
    ['the server domain imports an adapter', 'server/domain/gate-fixture.ts', () => aFileIn('server/adapters')],
    ['the server imports api/', 'server/routes/gate-fixture.ts', () => aFileIn('api')],
    ['the server imports the server-render entry', 'server/gate-fixture.ts', () => 'src/ssr/render-page.tsx'],
  ];
  it.each(allowed)('pass: %s', async (_, from, target) => {
    expect(await importRules(from, target())).toEqual([]);
  });
});

describe('import cycles', () => {
  it('are reported on both files of the cycle, and not on a file importing into it from outside', async () => {
    const results = await eslint.lintFiles(['cycle-a.ts', 'cycle-b.ts', 'outside.ts'].map((file) => join(fixtures, file)));
    const rules = Object.fromEntries(results.map((r) => [relative(fixtures, r.filePath), r.messages.map((m) => m.ruleId)]));
    expect(rules).toEqual({ 'cycle-a.ts': ['import-x/no-cycle'], 'cycle-b.ts': ['import-x/no-cycle'], 'outside.ts': [] });
  });
});

// The page-area rule sees only folders under src/pages: a file placed beside them would belong
// to no area and could import any of them unnoticed.
describe('the page areas', () => {
  it('src/pages holds only area folders', () => {
    const files = readdirSync(join(root, 'src/pages'), { withFileTypes: true }).filter((e) => !e.isDirectory());
    expect(files.map((e) => e.name)).toEqual([]);
  });
});
