// Stopping without cutting a request (issue 14 "Operating it"; docs/operations.md "Health
// checks"): on SIGTERM the process stops accepting connections, lets every request in flight
// finish (an acknowledged save is never cut), closes keep-alive connections as they fall
// idle, then closes the database. A request still running after `graceMs` is abandoned and
// the process exits non-zero, so an orchestrator's own kill timeout is never the one that
// decides.
import type { Server } from 'node:http';

export type StopOptions = { graceMs: number; log: (line: string) => void };

/** Resolves true when every request finished within the grace period, false when it ran out. */
export function drain(server: Server, { graceMs, log }: StopOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      log(`stop: requests still running after ${graceMs} ms; closing them`);
      server.closeAllConnections();
      resolve(false);
    }, graceMs);
    // Idle keep-alive connections would hold close() open until they time out: close them
    // now and again as each finishes its request.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(timer);
      clearInterval(idle);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}
