import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The messages the e2e SMTP server received (test/e2e/global-setup.ts `mailDir`: one raw `.eml`
// per message), read back as a person's mail program shows them: To, Subject and the plain text,
// with the MIME encodings undone (RFC 2047 words in headers, quoted-printable or base64 bodies).

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return headers;
}

const qp = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return qp(body).toString('utf8');
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** The first text/plain part of a (possibly multipart) entity. */
function plainText(raw: string): string | null {
  const split = raw.search(/\r?\n\r?\n/);
  const head = headersOf(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = head.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? decodeBody(body, head.get('content-transfer-encoding')) : null;
}

export function readMails(dir: string): Mail[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const head = headersOf(raw.slice(0, raw.search(/\r?\n\r?\n/)));
      return { file, to: decodeWords(head.get('to') ?? ''), subject: decodeWords(head.get('subject') ?? ''), text: plainText(raw) ?? '' };
    });
}
