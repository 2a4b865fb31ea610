// Slow clients (docs/operations.md "Behind a reverse proxy"): a request must arrive whole
// within `request` ms — headers within `headers` ms — or Node answers 408 and closes the
// connection, so a trickled body cannot hold a connection (and the upload's temp file) for
// Node's default five minutes. Two minutes carry the largest body (a 10 MiB essay) over a
// slow phone line of about 0.7 Mbit/s; Node checks every SERVER_OPTIONS interval, so a request
// is cut at most 5 s after its time. Idle keep-alive connections stay open a little
// longer than a proxy's usual 60 s, so the proxy closes first.
import type { Server } from 'node:http';

export type Timeouts = { request: number; headers: number; keepAlive: number };
export const TIMEOUTS: Timeouts = { request: 120_000, headers: 20_000, keepAlive: 65_000 };
/** How often Node looks for requests over their time (a server option; its default is 30 s). */
export const SERVER_OPTIONS = { connectionsCheckingInterval: 5_000 };

export function applyTimeouts(server: Server, timeouts: Timeouts = TIMEOUTS): void {
  server.requestTimeout = timeouts.request;
  server.headersTimeout = Math.min(timeouts.headers, timeouts.request);
  server.keepAliveTimeout = timeouts.keepAlive;
}
