import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Projects (docs/architecture.md "Tests"): unit (node: api, machines, lib, the lint gates' rules),
// server (the API over createApp on a database per file: PostgreSQL when TEST_DATABASE_URL names a
// server, as `npm test` does, else PGlite; what is PGlite's own, its start on an empty data folder,
// opens PGlite itself: restart.test.ts, and the e2e servers run `npm start`'s PGlite), dom (jsdom components),
// model (model-based machine paths), e2e (real Chromium against the built server). Every project
// shares one pool of workers, one per core (VITEST_MAX_WORKERS to change it): an e2e worker has
// servers and a browser of its own (test/e2e/global-setup.ts).
const workers = Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism());

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      maxWorkers: workers,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['test/machines/**/*.test.ts', 'test/api/**/*.test.ts', 'test/src/**/*.test.ts', 'test/gates/**/*.test.ts'],
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['test/server/**/*.test.ts'],
            // The server tests' seeded databases, built once per run and cloned per file.
            globalSetup: ['test/server/db-templates.ts'],
            // The server's modules are imported once per worker, not once per file (that was a third
            // of the suite's time): every file makes its own app, database, clock and file store
            // (harness.ts), and what a file stubs it restores itself.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            // jsdom set up once per worker, each file still in a context of its own (setting jsdom up
            // for every file was a third of the project's time; isolate: false leaked state between files).
            pool: 'vmThreads',
            include: ['test/src/**/*.test.tsx'],
            setupFiles: ['test/setup-dom.ts'],
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'model',
            environment: 'jsdom',
            pool: 'vmThreads', // as dom's
            include: ['test/model/**/*.test.{ts,tsx}'],
            setupFiles: ['test/setup-dom.ts'],
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.test.ts'],
            globalSetup: ['test/e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // Under a loaded CI machine a page may take seconds to show what a poll waits for.
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
    },
  }),
);
