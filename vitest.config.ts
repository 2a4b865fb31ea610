import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Projects: unit (node: api, server, machines, lib, the lint gates' rules), dom (jsdom components),
// model (model-based machine paths), e2e (real Chromium against the built server).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['test/server/**/*.test.ts', 'test/machines/**/*.test.ts', 'test/api/**/*.test.ts', 'test/src/**/*.test.ts', 'test/gates/**/*.test.ts'],
            // The server tests' seeded databases, built once per run and cloned per file.
            globalSetup: ['test/server/db-templates.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
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
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
