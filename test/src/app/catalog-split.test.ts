// scripts/catalog-split.ts: /login's part of each catalog (docs/decisions.md #26).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';
import { catalogPart, LOGIN_START, staticImportGraph } from '../../../scripts/catalog-split.ts';

const config = getConfig({});
const startFiles = staticImportGraph(LOGIN_START, config.rootDir);

/** The project's one catalog (lingui.config.ts). */
async function theCatalog() {
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts declares no catalog');
  return catalog;
}

async function sourceTexts(locale: string): Promise<Map<string, string>> {
  const catalog = await theCatalog();
  const entries = (await catalog.read(locale)) ?? {};
  return new Map(Object.entries(entries).map(([id, entry]) => [entry.message ?? id, id]));
}

describe('the start graph of /login', () => {
  it("holds the entry, the routing, the pages' declarations, the bare layout and the login page, not the shell or other pages", () => {
    for (const file of [
      'src/main.tsx',
      'src/app/app-routes.tsx',
      'src/app/pages.ts',
      'src/pages/exams/list/page.ts',
      'src/app/bare-layout.tsx',
      'src/pages/login/login-page.tsx',
      'machines/login.machine.ts',
    ]) {
      expect(startFiles, file).toContain(file);
    }
    // A page's declaration (its page.ts) is in the route table; its screen is not.
    for (const file of startFiles) expect(file).not.toMatch(/^src\/(app\/shell|pages\/(exams|dashboard))\/(?!(.+\/)?page\.ts$)/);
  });

  it('does not follow a type-only import (the build erases it): app.tsx types the lazy dialog host so', () => {
    expect(readFileSync(join(config.rootDir, 'src/app/app.tsx'), 'utf8')).toMatch(/import type \* as \w+ from '\.\/dialog-host\.tsx'/);
    expect(startFiles).toContain('src/app/app.tsx');
    expect(startFiles).not.toContain('src/app/dialog-host.tsx');
  });
});

describe.each(['uk', 'ru', 'en'])('the %s catalog in two parts', (locale) => {
  const file = join(config.rootDir, 'locales', locale, 'messages.po');

  it('start and rest are disjoint and together hold every message', async () => {
    const start = await catalogPart(config, file, 'start', startFiles);
    const rest = await catalogPart(config, file, 'rest', startFiles);
    const all = Object.keys((await (await theCatalog()).read(locale)) ?? {});
    expect(start.locale).toBe(locale);
    expect(Object.keys(start.messages).filter((id) => id in rest.messages)).toEqual([]);
    expect(new Set([...Object.keys(start.messages), ...Object.keys(rest.messages)])).toEqual(new Set(all));
    for (const message of Object.values(start.messages)) expect(message).not.toBe('');
  });

  it('puts the login page texts in start and the shell and exam texts in rest', async () => {
    const ids = await sourceTexts(locale);
    const start = (await catalogPart(config, file, 'start', startFiles)).messages;
    for (const text of ['Log in', 'Password', 'Phone number', 'Forgot your password?', 'Language', 'Loading…']) {
      expect(start, text).toHaveProperty([ids.get(text)!]);
    }
    for (const text of ['(opens in a new tab)', 'Log out']) {
      expect(ids.has(text), text).toBe(true);
      expect(start, text).not.toHaveProperty([ids.get(text)!]);
    }
  });
});

describe('lazy modules', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it('load the rest of the catalog with them, except the login page and the Stately inspector', () => {
    const unwrapped: string[] = [];
    for (const path of files(join(config.rootDir, 'src'))) {
      const code = readFileSync(path, 'utf8');
      for (const match of code.matchAll(/(withMessages\(\s*)?\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) {
        const target = match[2]!; // the pattern's second group always takes part
        if (!match[1] && !/login-page\.tsx$|\.po\?(start|rest)$/.test(target)) unwrapped.push(`${path}: ${target}`);
      }
    }
    expect(unwrapped).toEqual([]);
  });
});
