// The load generator's HTTP/1.1 client for `npm run bench:passage` (docs/performance.md):
// keep-alive connections over node:net, one request at a time on each, written in one
// `write` and read by Content-Length or chunked framing. The bench runs on the cores it
// measures, so what it spends per call is taken from the server: node:http's client cost
// 0.21–0.37 ms of CPU per call, this one 0.11–0.17 ms (`--calls`, 2026-11-25).
import net from 'node:net';

export type Reply = { status: number; json: unknown };
type Pending = { resolve: (reply: Reply) => void; reject: (error: Error) => void };

const HEAD_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection; `onIdle` is told when it can take the next request. */
class Connection {
  readonly socket: net.Socket;
  private pending: Pending | null = null;
  private buffer: Buffer = Buffer.alloc(0);

  constructor(port: number, onIdle: (c: Connection) => void, onGone: (c: Connection) => void) {
    this.socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
    this.socket.setTimeout(60_000, () => this.socket.destroy(new Error('timeout')));
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      let reply: Reply | null;
      try {
        reply = this.parse();
      } catch (error) {
        this.socket.destroy(error as Error);
        return;
      }
      if (!reply || !this.pending) return;
      const { resolve } = this.pending;
      this.pending = null;
      onIdle(this);
      resolve(reply);
    });
    const fail = (error?: Error) => {
      onGone(this);
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error ?? new Error('connection closed'));
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail());
  }

  send(request: string, pending: Pending): void {
    this.pending = pending;
    this.socket.write(request);
  }

  /** A whole response at the start of the buffer, taken off it; null until it has arrived. */
  private parse(): Reply | null {
    const headEnd = this.buffer.indexOf(HEAD_END);
    if (headEnd < 0) return null;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let body: string;
    let rest: number;
    if (length) {
      rest = headEnd + 4 + Number(length[1]);
      if (this.buffer.length < rest) return null;
      body = this.buffer.toString('utf8', headEnd + 4, rest);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const parts: Buffer[] = [];
      let at = headEnd + 4;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return null;
        const size = parseInt(this.buffer.toString('latin1', at, lineEnd), 16);
        if (Number.isNaN(size)) throw new Error('a chunk without its size');
        if (this.buffer.length < lineEnd + 2 + size + 2) return null;
        parts.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      rest = at;
      body = Buffer.concat(parts).toString('utf8');
    } else {
      throw new Error(`response without a length: ${head.split('\r\n')[0]}`);
    }
    this.buffer = this.buffer.subarray(rest);
    let json: unknown = null;
    try {
      json = JSON.parse(body);
    } catch {
      /* not JSON: counted by status */
    }
    return { status, json };
  }
}

/** Calls to the server on 127.0.0.1:port, each on an idle connection or a new one. */
export function benchClient(port: number) {
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const onIdle = (c: Connection) => idle.push(c);
  const onGone = (c: Connection) => {
    all.delete(c);
    const at = idle.indexOf(c);
    if (at >= 0) idle.splice(at, 1);
  };
  return {
    call(method: string, path: string, cookie: string, body?: unknown): Promise<Reply> {
      const data = body === undefined ? '' : JSON.stringify(body);
      const headers = data ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(data)}\r\n` : '';
      const request = `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nX-Requested-With: XMLHttpRequest\r\n${headers}\r\n${data}`;
      let connection = idle.pop();
      if (!connection) {
        connection = new Connection(port, onIdle, onGone);
        all.add(connection);
      }
      const c = connection;
      return new Promise((resolve, reject) => c.send(request, { resolve, reject }));
    },
    close(): void {
      for (const c of all) c.socket.destroy();
    },
  };
}
