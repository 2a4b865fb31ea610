import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The suites StrykerJS runs against each mutant (stryker.config.mjs, `npm run test:mutation`):
// the model-based machine suites, the machine unit tests and the rules test; never e2e, never
// the server. Stryker runs vitest in related mode, so a mutant of one file runs only the suites
// that import that file. MUTATION_TESTS narrows the suites further (comma-separated globs), e.g.
// to measure a machine against its own suite only (docs/architecture.md "Mutation testing").
const include = process.env.MUTATION_TESTS?.split(',') ?? ['test/model/**/*.test.{ts,tsx}', 'test/machines/**/*.test.ts', 'test/api/rules.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'mutation',
      environment: 'jsdom',
      include,
      exclude: ['test/machines/diagrams.test.ts'],
      setupFiles: ['test/setup-dom.ts'],
      testTimeout: 60_000,
    },
  }),
);
