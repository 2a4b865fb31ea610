// CPU time the benches' processes used, read from /proc (Linux): the server child with the
// worker processes it forks, PostgreSQL's processes on this machine, and the bench itself
// (bench-passage, bench-pages; docs/performance.md).
import { readdirSync, readFileSync } from 'node:fs';

/** A process's /proc stat fields after its name (state, ppid, …; `man 5 proc`), Linux. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * User and system CPU time of these processes, all their threads, in ms (/proc, Linux), with
 * that of the children each has waited for: a PostgreSQL backend or a server worker that ends
 * between two readings leaves its time with its parent (the postmaster, the server child),
 * which reaps it, instead of taking it away.
 */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const [utime, stime, cutime, cstime] = statFields(pid).slice(11, 15).map(Number);
      ticks += utime! + stime! + cutime! + cstime!;
    } catch {
      // ended since it was listed
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** This machine's processes whose /proc entries pass `test` (one that ends meanwhile does not). */
function pidsWhere(test: (pid: number) => boolean): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return test(pid);
      } catch {
        return false;
      }
    });
}

/** PostgreSQL's server processes on this machine. */
const postgresPids = () => pidsWhere((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres');

/** The server child and its worker processes (node:cluster forks them from it). */
const serverPids = (childPid: number) => [childPid, ...pidsWhere((pid) => Number(statFields(pid)[1]) === childPid)];

export type Cpu = { server: number; postgres: number; bench: number };
/** CPU used so far, in ms, by the server child's processes, PostgreSQL's and this one. */
export const cpuSnapshot = (childPid: number): Cpu => ({ server: cpuMs(serverPids(childPid)), postgres: cpuMs(postgresPids()), bench: benchCpuMs() });

const benchCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
