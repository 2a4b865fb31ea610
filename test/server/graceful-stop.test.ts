// Issue 14 "Operating it": on SIGTERM a process stops accepting, finishes the requests in
// flight (an acknowledged save is never cut) and exits. server/http/graceful-stop.ts `drain`
// over a real node:http server and real connections; the grace period runs on fake time.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drain } from '../../server/http/graceful-stop.ts';

type Held = { release: () => void; arrived: Promise<void> };

/** A server whose /slow requests wait until the test releases them. */
async function holdingServer(): Promise<{ server: Server; port: number; held: Held }> {
  let release!: () => void;
  let arrived!: () => void;
  const held: Held = { release: () => release(), arrived: new Promise((r) => (arrived = r)) };
  const gate = new Promise<void>((r) => (release = r));
  const server = createServer((req, res) => {
    if (req.url !== '/slow') return res.end('fast');
    arrived();
    void gate.then(() => res.end('saved'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, held };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers: { Connection: 'keep-alive' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let open: Server | undefined;
afterEach(() => {
  vi.useRealTimers();
  open?.closeAllConnections();
  open?.close();
});

describe('drain on SIGTERM', () => {
  it('lets a request in flight finish with its answer, refuses new connections, then resolves', async () => {
    const { server, port, held } = await holdingServer();
    open = server;
    expect((await get(port, '/')).body).toBe('fast'); // leaves nothing open: agent false
    const inFlight = get(port, '/slow');
    await held.arrived;

    let drained: boolean | undefined;
    const stopped = drain(server, { graceMs: 60_000, log: () => {} }).then((finished) => (drained = finished));
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/);
    expect(drained).toBeUndefined(); // still waiting for the save

    held.release();
    expect(await inFlight).toEqual({ status: 200, body: 'saved' });
    expect(await stopped).toBe(true);
  });

  it('cuts what still runs after the grace period and says so', async () => {
    const { server, port, held } = await holdingServer();
    open = server;
    const inFlight = get(port, '/slow').catch((error: Error) => error);
    await held.arrived;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const log = vi.fn();
    const stopped = drain(server, { graceMs: 20_000, log });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await stopped).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('20000 ms'));
    vi.useRealTimers();
    expect(await inFlight).toBeInstanceOf(Error); // the connection was closed under it
  });
});
