// @ts-check
// Mutation testing (`npm run test:mutation`; docs/architecture.md "Mutation testing"): StrykerJS
// mutates the machines, their connects and the SPEC §5 rules, and runs the suites of
// vitest.mutation.config.ts against every mutant. Slow (minutes per machine on 2 cores): not a
// CI step. Reports in reports/mutation/ (gitignored); the score per file is printed at the end.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: ['machines/*.machine.ts', 'machines/*.connect.ts', 'api/rules.ts'],
  // TypeScript 7 has no JS compiler API, so Stryker must not rewrite tsconfig files: a path
  // that does not exist turns that off (STACK.md "Mutation testing (StrykerJS) here").
  tsconfigFile: 'tsconfig.stryker-none.json',
  // Two cores, shared with other work.
  concurrency: 2,
  coverageAnalysis: 'perTest',
  // A mutant counts as detected when it times out: a generous margin over the suites' own
  // time on a busy 2-core machine, so that a slow but passing run is not taken for one.
  timeoutMS: 60_000,
  ignorePatterns: ['dist', 'data', '.test-data', 'test-results', 'test/e2e', 'test/server', 'docs'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { reportScoreTable: true, reportMutants: false, reportTests: false },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
