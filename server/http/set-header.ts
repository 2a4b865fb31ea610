// Headers set after the route answered (the middlewares of every response: guards.ts,
// security-headers.ts). Hono's `c.header()` on a finished response asks whether its body was
// used, which turns @hono/node-server's lightweight response into a web Response and copies it
// with its body as a stream, once per header; the answer is then written by reading that
// stream. Setting the header on the response's own Headers keeps the plain body (issue 14: a
// tenth of a server process's time under the exam-morning bench, docs/performance.md).
import type { Context } from 'hono';

/** Sets (or, with undefined, removes) a response header, before or after the route answered. */
export function setHeader(c: Context, name: string, value: string | undefined): void {
  if (!c.finalized) return c.header(name, value);
  try {
    if (value === undefined) c.res.headers.delete(name);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value); // immutable headers (a Response from fetch): Hono copies the response
  }
}
