// The bench's own HTTP client (scripts/bench-client.ts): the figures of `npm run
// bench:passage` are only as true as its reading of the server's replies.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchClient } from '../../scripts/bench-client.ts';

let server: http.Server;
let port: number;
const sockets = new Set<unknown>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    sockets.add(req.socket);
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const echo = JSON.stringify({
        method: req.method,
        url: req.url,
        cookie: req.headers.cookie,
        body: body ? (JSON.parse(body) as unknown) : null,
        text: 'Ж'.repeat(5000),
      });
      if (req.url === '/chunked') {
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.write(echo.slice(0, 10)); // no length: node frames it in chunks
        setImmediate(() => res.end(echo.slice(10)));
      } else if (req.url === '/text') {
        res.writeHead(500).end('not json');
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(echo) }).end(echo);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('bench client', () => {
  it('reads a reply framed by Content-Length, with the request as sent (method, path, cookie, JSON body)', async () => {
    const client = benchClient(port);
    const reply = await client.call('POST', '/api/x?a=1', 'portal_session=t.1', { answers: [{ answerId: 7, selected: true }] });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ method: 'POST', url: '/api/x?a=1', cookie: 'portal_session=t.1', body: { answers: [{ answerId: 7, selected: true }] } });
    expect((reply.json as { text: string }).text).toBe('Ж'.repeat(5000)); // multi-byte text over several packets
    client.close();
  });

  it('reads a chunked reply and a reply that is not JSON (its status kept, json null)', async () => {
    const client = benchClient(port);
    const chunked = await client.call('GET', '/chunked', 'c=1');
    expect(chunked.status).toBe(201);
    expect(chunked.json).toMatchObject({ method: 'GET', url: '/chunked' });
    expect(await client.call('GET', '/text', 'c=1')).toEqual({ status: 500, json: null });
    client.close();
  });

  it('keeps a connection alive for the next call and opens one per call in flight', async () => {
    sockets.clear();
    const client = benchClient(port);
    for (let i = 0; i < 5; i++) expect((await client.call('GET', `/one/${i}`, 'c=1')).json).toMatchObject({ url: `/one/${i}` });
    expect(sockets.size).toBe(1);
    sockets.clear();
    const replies = await Promise.all(Array.from({ length: 4 }, (_, i) => client.call('GET', `/many/${i}`, 'c=1')));
    expect(replies.map((r) => (r.json as { url: string }).url)).toEqual(['/many/0', '/many/1', '/many/2', '/many/3']);
    expect(sockets.size).toBe(4);
    client.close();
  });

  it('fails a call whose connection the server closes', async () => {
    const closing = http.createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
    const client = benchClient((closing.address() as { port: number }).port);
    await expect(client.call('GET', '/', 'c=1')).rejects.toThrow('connection closed');
    client.close();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  });
});
