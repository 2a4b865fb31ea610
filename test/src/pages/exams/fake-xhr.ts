import { vi } from 'vitest';

// A stand-in for XMLHttpRequest: records each request (method, URL, headers, body) and
// lets the test report upload progress and answer it, fail it, or see it aborted. No
// network is ever touched.
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.requests.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  // What the test does:
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
  /** The multipart fields sent. */
  fields(): Record<string, unknown> {
    return Object.fromEntries((this.body as FormData).entries());
  }
}

export function installFakeXhr() {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    last: () => {
      const xhr = FakeXhr.requests.at(-1);
      if (!xhr) throw new Error('no upload request was made');
      return xhr;
    },
    count: () => FakeXhr.requests.length,
    restore: () => vi.unstubAllGlobals(),
  };
}

/** A File with the given bytes (or that many zero bytes), under a name. */
export function fileOf(name: string, content: number[] | string | number, type = ''): File {
  const bytes = typeof content === 'number' ? new Uint8Array(content) : typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
  return new File([bytes], name, { type });
}

export const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
export const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
