import { inject } from 'vitest';
import type { E2eServers } from './global-setup.ts';

/**
 * This worker's servers (test/e2e/global-setup.ts starts a set per worker): the files a worker
 * runs share them one at a time, and files running at once in other workers have their own, so
 * no file sees another's clock, sessions or passages change under it.
 */
export function e2e(): E2eServers {
  const sets = inject('e2eServers');
  const set = sets[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % sets.length];
  if (!set) throw new Error('no e2e servers: run the e2e files in the vitest project "e2e" (its globalSetup starts them)');
  return set;
}
