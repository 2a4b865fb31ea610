// The PostgreSQL pool of each server process (issue 14 "the pool sized per process";
// docs/operations.md "Processes"). Every process of every machine opens its own pool, so what
// the database sees is machines × WORKERS × this. DATABASE_POOL_SIZE sets it; without it a
// machine's processes share MACHINE_POOL connections (at least MIN_PER_PROCESS each): 20 for
// one process, 10 each for 2, 5 each for 4, 2 each from 10 processes on.

/** Connections a machine's processes share by default. */
export const MACHINE_POOL = 20;
/** Never fewer per process: a request may hold one while the process starts another. */
export const MIN_PER_PROCESS = 2;

export function poolSizePerProcess(env: Record<string, string | undefined>, processes: number): { size: number; why: string } {
  const asked = env.DATABASE_POOL_SIZE;
  if (asked !== undefined && asked.trim() !== '') {
    const size = Number(asked);
    if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number of 1 or more, not '${asked}'`);
    return { size, why: 'DATABASE_POOL_SIZE' };
  }
  const size = Math.max(MIN_PER_PROCESS, Math.ceil(MACHINE_POOL / Math.max(1, processes)));
  return { size, why: `${MACHINE_POOL} per machine shared by ${processes} process${processes === 1 ? '' : 'es'}` };
}
