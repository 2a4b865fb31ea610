// A request body trickled in slower than the server allows is cut with 408 and the
// connection closed (server/http/timeouts.ts), instead of holding it for Node's default
// five minutes. Run on a real HTTP server on loopback with short limits; the test waits for
// the answer that must come, not for a fixed time.
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTimeouts, TIMEOUTS } from '../../server/http/timeouts.ts';
import { makeTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await makeTestApp({ demo: false });
  server = createAdaptorServer({ fetch: t.app.fetch, serverOptions: { connectionsCheckingInterval: 50 } }) as Server;
  applyTimeouts(server, { request: 400, headers: 400, keepAlive: 1000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

/** Sends the headers and the first bytes of a body it never finishes; resolves with what the server wrote before closing. */
function trickle(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write('POST /api/common/login HTTP/1.1\r\nHost: localhost\r\nX-Requested-With: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"login":');
  });
}

describe('slow request bodies', () => {
  it('are answered 408 and the connection closed once the request time is up', async () => {
    expect(await trickle()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('the production limits: two minutes for a request, 20 s for its headers', () => {
    expect(TIMEOUTS).toEqual({ request: 120_000, headers: 20_000, keepAlive: 65_000 });
  });
});
