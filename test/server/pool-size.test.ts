// Issue 14 "the pool sized per process" (server/db/pool-size.ts; docs/operations.md
// "Processes"): each of a machine's WORKERS processes opens its own PostgreSQL pool; by default
// they share 20 connections (at least 2 each), DATABASE_POOL_SIZE sets it per process.
import { describe, expect, it } from 'vitest';
import { MACHINE_POOL, poolSizePerProcess } from '../../server/db/pool-size.ts';

describe('the database pool of each process', () => {
  it('shares the machine’s connections between its processes by default, at least 2 each', () => {
    expect(poolSizePerProcess({}, 1).size).toBe(20);
    expect(poolSizePerProcess({}, 2).size).toBe(10);
    expect(poolSizePerProcess({}, 3).size).toBe(7);
    expect(poolSizePerProcess({}, 4).size).toBe(5);
    expect(poolSizePerProcess({}, 16).size).toBe(2);
    for (const processes of [1, 2, 3, 4, 6, 8]) expect(processes * poolSizePerProcess({}, processes).size).toBeLessThanOrEqual(MACHINE_POOL + processes);
  });

  it('takes DATABASE_POOL_SIZE per process as given, and refuses a bad one', () => {
    expect(poolSizePerProcess({ DATABASE_POOL_SIZE: '4' }, 8)).toEqual({ size: 4, why: 'DATABASE_POOL_SIZE' });
    expect(poolSizePerProcess({ DATABASE_POOL_SIZE: '' }, 2).size).toBe(10);
    for (const bad of ['0', '-1', '2.5', 'ten']) expect(() => poolSizePerProcess({ DATABASE_POOL_SIZE: bad }, 2)).toThrow(/DATABASE_POOL_SIZE/);
  });
});
