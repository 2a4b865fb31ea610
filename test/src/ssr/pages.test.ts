// The pages' declarations (issue 58): a page is its folder (src/pages/<area>/<screen>/page.ts, the
// page it loads, its first paint and its budget) and its line in the page table (src/app/pages.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPages, declarationOf, declarations, firstPaints } from '../../../src/ssr/pages.ts';

describe("the pages' declarations", () => {
  it('each is the page of a line of the page table, and each line has one', () => {
    const shown = new Set(allPages.map((page) => declarationOf(page).folder));
    expect(declarations.map((declaration) => declaration.folder).filter((folder) => !shown.has(folder))).toEqual([]);
  });

  it('each loads one module of its own folder, the one its route budgets count', () => {
    for (const { folder } of declarations) expect(readFileSync(`${folder}/page.ts`, 'utf8').match(/import\('\.\/[\w-]+\.tsx'\)/g), folder).toHaveLength(1);
  });

  it('the server paints what it did before the declarations moved to the pages (issue 14)', () => {
    const painted = Object.fromEntries(Object.entries(firstPaints).map(([id, paint]) => [id, [...paint.painted].sort().join(' ')]));
    const trainee = [
      'home',
      'training',
      'past',
      'courses',
      'course',
      'exams',
      'examsPassed',
      'examResult',
      'passage',
      'exam',
      'documents',
      'inquirers',
      'inquirer',
      'news',
      'newsItem',
      'profile',
      'certificate',
      'password',
    ];
    expect(painted).toEqual({
      login: 'anonymous',
      restore: 'anonymous',
      achievements: 'anonymous trainee',
      legal: 'anonymous trainee',
      notFound: 'anonymous trainee',
      ...Object.fromEntries(trainee.map((id) => [id, 'trainee'])),
    });
  });
});
