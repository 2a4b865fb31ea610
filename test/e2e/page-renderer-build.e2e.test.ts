// The server's page renderer as `npm run build` writes it (dist-ssr/, vite.ssr.config.ts; the
// e2e suite builds it: test/e2e/global-setup.ts). Left to Node, its libraries were resolved at
// run time and React chose its development build, since `npm start` sets no NODE_ENV: every
// page the server rendered took about twice the CPU (docs/performance.md "Pages the server
// renders"). Bundled with React's production build, the renderer is the same whatever the
// environment says.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'dist-ssr';
const files = [
  join(ROOT, 'render-page.js'),
  ...readdirSync(join(ROOT, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(ROOT, 'assets', name)),
];
const code = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The modules a built file imports: its import statements (a line each) and `import("…")`. */
const importsOf = (text: string) => [...text.matchAll(/^import\b[^"\n]*"([^"]+)";?$|\bimport\("([^"]+)"\)/gm)].map((m) => m[1] ?? m[2]!);

describe("the server's page renderer", () => {
  it("imports no package at run time, only its own chunks and Node's modules", () => {
    const packages = code.flatMap(({ file, text }) =>
      importsOf(text)
        .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(code.length).toBeGreaterThan(1);
    expect(packages).toEqual([]);
  });

  it("holds React's production build, not its development one", () => {
    // A warning only React's development build carries (its JSX runtime's key check).
    const development = code.filter(({ text }) => text.includes('Each child in a list should have a unique')).map(({ file }) => file);
    expect(development).toEqual([]);
  });
});
