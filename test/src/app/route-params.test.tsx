import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../src/app/match-route.ts';
import { href } from '../../../api/href.ts';
import { routePaths, type RouteId, type RouteParams } from '../../../api/routes.ts';

// SPEC §2 "Screens and routes": each route validates its params (a path whose params do
// not validate is "any other path": page not found); pages get them parsed; every URL of
// the app is built by href() from the same patterns. Expected URLs and params are written
// out here, not computed by the code under test.

const match = (path: string) => {
  const found = findRoute(path);
  return { id: found.route.id, params: found.params };
};

describe('route params', () => {
  it.each([
    ['/exams/passage/7', 'passage', { resultId: 7 }],
    ['/exams/passage/7/2', 'passage', { resultId: 7, currentQuestionIndex: 2 }],
    ['/exams/passed/44', 'examResult', { resultId: 44 }],
    ['/exams/8', 'exam', { id: 8 }],
    ['/exams/passed', 'examsPassed', {}],
    ['/entry/passage/5/3', 'entryPassage', { resultId: 5, currentQuestionIndex: 3 }],
    ['/result/abc123', 'result', { hash: 'abc123' }],
    ['/confirmEmail/a%20b', 'confirmEmail', { hash: 'a b' }],
    ['/training/3', 'training', { applicationId: 3 }],
  ])('%s is %s with %o', (path, id, params) => {
    expect(match(path)).toEqual({ id, params });
  });

  it.each([
    '/exams/passage/abc',
    '/exams/passage/7/abc',
    '/exams/passage/0',
    '/exams/passage/7/0',
    '/exams/passage/-7',
    '/exams/passage/07',
    '/exams/passage/7.5',
    '/exams/passage/1e3',
    '/exams/passage/99999999999999999999',
    '/exams/passed/abc',
    '/exams/abc',
    '/exams/passage',
    '/training/x',
  ])('%s does not validate: page not found', (path) => {
    expect(match(path)).toEqual({ id: 'notFound', params: {} });
  });

  it('every pattern param has a rule and every rule a pattern param (optional where the pattern says ?)', () => {
    for (const [id, { path, params }] of Object.entries(routePaths)) {
      const inPath = (path.match(/:\w+\??/g) ?? []).map((p) => p.slice(1)).sort();
      const inRule = Object.entries(params.entries as Record<string, { type: string }>)
        .map(([name, rule]) => (rule.type === 'optional' ? `${name}?` : name))
        .sort();
      expect(inRule, id).toEqual(inPath);
    }
  });
});

describe('href', () => {
  it('builds each kind of URL from the route patterns', () => {
    expect(href('passage', { resultId: 7, currentQuestionIndex: 2 })).toBe('/exams/passage/7/2');
    expect(href('passage', { resultId: 7 })).toBe('/exams/passage/7');
    expect(href('examResult', { resultId: 44 })).toBe('/exams/passed/44');
    expect(href('exam', { id: 8 })).toBe('/exams/8');
    expect(href('exams')).toBe('/exams');
    expect(href('home')).toBe('/');
    expect(href('login')).toBe('/login');
    expect(href('entry', { id: 3 })).toBe('/entry/3');
    expect(href('result', { hash: 'a b/c' })).toBe('/result/a%20b%2Fc');
  });

  // One sample per route (the type makes the list complete and each sample valid).
  const samples: { [Id in RouteId]: RouteParams<Id> } = {
    login: {},
    restore: {},
    confirmEmail: { hash: 'h/ash?#' },
    unsubscribeEmail: { hash: 'x' },
    pay: { hash: 'ü' },
    entryPassage: { resultId: 5, currentQuestionIndex: 2 },
    entry: { id: 1 },
    previewPassage: { resultId: 9 },
    previewIframe: { resultId: 9 },
    previewResult: { hash: 'r' },
    preview: { id: 12 },
    achievements: { hash: 'h4sh' },
    result: { hash: 'abc' },
    legal: { slug: 'terms' },
    home: {},
    training: { applicationId: 3 },
    past: {},
    courses: {},
    course: { courseId: 4 },
    exams: {},
    examsPassed: {},
    examResult: { resultId: 44 },
    passage: { resultId: 7, currentQuestionIndex: 30 },
    exam: { id: 8 },
    documents: { catalogueId: 2 },
    inquirers: {},
    inquirer: { inquirerId: 6 },
    news: {},
    newsItem: { newsId: 10 },
    profile: {},
    certificate: { appId: 9 },
    password: {},
  };
  // href's own signature ties each id to its params; the loop sees them untied.
  const anyHref: (id: RouteId, params?: object) => string = href;

  it.each(Object.entries(samples))('round trip: href(%s, %o) matches the same route with the same params', (id, params) => {
    expect(match(anyHref(id as RouteId, params))).toEqual({ id, params });
  });
});
