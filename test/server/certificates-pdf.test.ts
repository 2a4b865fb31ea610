// Issue 13 "The PDFs are real documents": a certificate issued through POST
// /api/trainings/certificate/{applicationId} and downloaded is read back with pdftotext
// (Debian poppler-utils, .ci/run installs it): the Cyrillic name as entered (apostrophe,
// hyphen, ґ ї є), the number, the course, the issue date and the verification link are real
// text; the font is embedded; the page is A4 landscape. The score follows hasScore and
// openScore (the public copy without it when openScore is false; the owner's always with it).
//
// Issue 59 item 2: the verification link and the QR code (the page drawn by pdftoppm, the code
// read back by jsQR) name the public address: the setting portalUrl when set, else the request
// that makes the files (Host; X-Forwarded-Host and -Proto behind the trusted proxy, the hop it
// appended); the demo's certificates, made at start with no request, get it at their first
// download; never the old default http://localhost:3000. docs/decisions.md #214.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { FolderStore } from '../../server/adapters/files/folder-store.ts';
import { certificates, customers } from '../../server/db/schema.ts';
import { ensureAllFiles } from '../../server/domain/certificates/store.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';

const ID = { basics: 4, gitBlitz: 8, sqlPast: 9 };
const CERT_UA = 1; // the demo's scored UA certificate of basics (public, openScore)
const CERT_EN = 2; // its private EN one

/** Behind the test app's one trusted proxy (TRUST_PROXY=true): the client forged the left hop, the proxy appended the right one. */
const PROXY = { 'X-Forwarded-Host': 'forged.example, portal.example.org', 'X-Forwarded-Proto': 'http, https' };
const PROXY_URL = 'https://portal.example.org';

type App = Pick<TestApp, 'call'>;

let t: TestApp;
let c1: string;
let dir: string;
let pageHash: string;
beforeAll(async () => {
  t = await makeTestApp();
  c1 = await t.login(T1.phone, T1.password);
  dir = mkdtempSync(join(tmpdir(), 'portal-cert-pdf-'));
  const [olena] = await t.db.select({ pageHash: customers.pageHash }).from(customers).where(eq(customers.phone, T1.phone));
  pageHash = olena!.pageHash!;
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

let files = 0;
/** The text pdftotext reads in a PDF file, its fonts (pdffonts), page size (pdfinfo) and the QR code's text (pdftoppm, jsQR). */
async function readPdf(data: Uint8Array) {
  const file = join(dir, `${++files}.pdf`);
  writeFileSync(file, data);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  // The page's lower right part at 200 dpi, where the code is drawn (A4 landscape: 2339 x 1654 px).
  execFileSync('pdftoppm', ['-png', '-r', '200', '-singlefile', '-x', '1500', '-y', '1000', '-W', '839', '-H', '654', file, file]);
  const { data: pixels, info: image } = await sharp(`${file}.png`).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const qr = jsQR(new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length), image.width, image.height)?.data ?? null;
  return { text, fonts, info, qr };
}

/** A certificate downloaded through `app` (the test app by default) and read back. */
async function read(applicationId: number, certificateId: number, cookie?: string, { app = t, headers }: { app?: App; headers?: Record<string, string> } = {}) {
  const res = await app.call('GET', `/api/trainings/public_certificate_${applicationId}_${certificateId}.pdf`, { cookie, headers });
  expect(res.status).toBe(200);
  return { ...(await readPdf(new Uint8Array(await res.arrayBuffer()))), res };
}

/** pdftotext may break a long line; compare with the spaces made single. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The page's verification link and its QR code both name `origin`'s public page, and nothing names the old default. */
function expectAddress(pdf: { text: string; qr: string | null }, origin: string, hash = pageHash) {
  const link = `${origin}/achievements/${hash}`;
  expect(flat(pdf.text)).toContain(link);
  expect(pdf.qr).toBe(link);
  expect(pdf.text).not.toContain('localhost');
}

const keyOf = async (id: number) => (await t.db.select({ key: certificates.storageKey }).from(certificates).where(eq(certificates.id, id)))[0]?.key ?? null;

describe('the demo certificates (server/main.ts at start)', () => {
  it('with portalUrl set, ensureAllFiles stores the PDFs of issued certificates once, naming it: a second start makes none', async () => {
    const store = new FolderStore(join(dir, 'store'));
    expect(await ensureAllFiles(t.db, store, { portalUrl: 'https://certs.example/' })).toBe(2); // basics: UA and EN
    const keys = (await t.db.select({ key: certificates.storageKey }).from(certificates).orderBy(asc(certificates.id))).map((r) => r.key!);
    expect(await store.stat(keys[0]!)).not.toBeNull();
    expect(await store.stat(`${keys[0]}-noscore`)).not.toBeNull(); // UA has a score
    expect(await store.stat(`${keys[1]}-noscore`)).toBeNull(); // EN has none
    const stored = await store.get(keys[0]!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expectAddress(await readPdf(new Uint8Array(Buffer.concat(chunks))), 'https://certs.example');
    expect(await ensureAllFiles(t.db, store, { portalUrl: 'https://certs.example/' })).toBe(0);
    expect((await t.db.select({ key: certificates.storageKey }).from(certificates).orderBy(asc(certificates.id))).map((r) => r.key)).toEqual(keys);
  });

  it('without portalUrl none is made at start (no address to name); each gets the address of its first download, and keeps it', async () => {
    const fresh = await makeTestApp();
    try {
      const owner = await fresh.login(T1.phone, T1.password);
      const key = async (id: number) => (await fresh.db.select({ key: certificates.storageKey }).from(certificates).where(eq(certificates.id, id)))[0]?.key ?? null;
      expect(await ensureAllFiles(fresh.db, fresh.files)).toBe(0);
      expect([await key(CERT_UA), await key(CERT_EN)]).toEqual([null, null]);

      // A visitor first, straight to the server (no trusted proxy): the Host names the page, the
      // forwarded headers are not read; the copy is made for that download and not kept (#214).
      const direct = fresh.appWith({ trustProxy: false });
      const visitor = await read(ID.basics, CERT_UA, undefined, { app: direct, headers: { Host: 'visitor.example:8080', ...PROXY } });
      expectAddress(visitor, 'http://visitor.example:8080');
      expect(visitor.res.headers.get('cache-control')).toBe('private, no-store');
      expect(visitor.res.headers.get('etag')).toBeNull();
      expect(await key(CERT_UA)).toBeNull();

      // The owner's first download through the proxy makes and stores it with the proxy's public address ...
      const first = await read(ID.basics, CERT_UA, owner, { app: fresh, headers: PROXY });
      expectAddress(first, PROXY_URL);
      expect(flat(first.text)).toContain('Загальний бал: 92');
      const stored = await key(CERT_UA);
      expect(stored).toMatch(/^certificate\//);
      // ... which it keeps when downloaded at another address, by its owner or anyone (the public copy is cacheable again).
      expectAddress(await read(ID.basics, CERT_UA, owner, { app: direct, headers: { Host: 'other.example' } }), PROXY_URL);
      const later = await read(ID.basics, CERT_UA, undefined, { app: direct, headers: { Host: 'other.example' } });
      expectAddress(later, PROXY_URL);
      expect(later.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(await key(CERT_UA)).toBe(stored);

      // The EN one, first downloaded straight with its Host only.
      expectAddress(await read(ID.basics, CERT_EN, owner, { app: direct, headers: { Host: 'Portal.Example.org' } }), 'http://portal.example.org');
    } finally {
      await fresh.close();
    }
  });
});

describe('a requested certificate read back from its PDF', () => {
  it('UA, RU and EN: the name as entered, the number, the course, the dates and the link are text in each one’s language; DejaVu embedded; A4 landscape', async () => {
    // Git blitz offers all three (issue 59 item 7; SPEC §3 "Certificate language: UA, RU, EN").
    const body = [
      { language: 'UA', name: 'Мар’яна-Ґанна', surname: 'Дʼяченко-Їжак' },
      { language: 'RU', name: 'Марьяна', surname: 'Дьяченко-Ёжикова' },
      { language: 'EN', name: "O'Neil", surname: 'Smith-Jones' },
    ];
    // Requested through the trusted proxy (issue 59 item 2): the files are made now, with its public address.
    expect((await t.call('POST', `/api/trainings/certificate/${ID.gitBlitz}`, { cookie: c1, body, headers: PROXY })).status).toBe(200);
    const rows = await t.db.select().from(certificates).where(eq(certificates.applicationId, ID.gitBlitz)).orderBy(asc(certificates.id));

    const ua = await read(ID.gitBlitz, rows[0]!.id, c1, { headers: PROXY });
    expectAddress(ua, PROXY_URL);
    expect(flat(ua.text)).toContain('Мар’яна-Ґанна Дʼяченко-Їжак');
    expect(flat(ua.text)).toContain(`Номер сертифіката: ${rows[0]!.number}`);
    expect(flat(ua.text)).toContain(`«${rows[0]!.title}»`);
    expect(flat(ua.text)).toMatch(/Дата видачі: 15 січня 2026/);
    expect(flat(ua.text)).toContain(`/achievements/${pageHash}`);
    expect(flat(ua.text)).toContain('QA Academy');
    expect(ua.fonts).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes/);
    expect(ua.info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);

    expect(flat(ua.text)).toContain('СЕРТИФІКАТ');

    // Russian: its own words, its own date and the course's Russian name, none of the Ukrainian ones.
    const ru = await read(ID.gitBlitz, rows[1]!.id, c1, { headers: PROXY });
    expectAddress(ru, PROXY_URL);
    expect(rows[1]!.language).toBe('RU');
    expect(flat(ru.text)).toContain('СЕРТИФИКАТ');
    expect(flat(ru.text)).toContain('Настоящим подтверждается, что');
    expect(flat(ru.text)).toContain('Марьяна Дьяченко-Ёжикова');
    expect(flat(ru.text)).toContain('успешно завершил(а) обучение по курсу');
    expect(flat(ru.text)).toContain('«Блиц: Git для тестировщиков»');
    expect(flat(ru.text)).toContain(`Номер сертификата: ${rows[1]!.number}`);
    expect(flat(ru.text)).toMatch(/Дата выдачи: 15 января 2026/);
    expect(flat(ru.text)).toContain('Проверить сертификат');
    expect(flat(ru.text)).toContain(`/achievements/${pageHash}`);
    expect(flat(ru.text)).not.toMatch(/СЕРТИФІКАТ|Цим засвідчується|Номер сертифіката|Дата видачі/);
    expect(ru.fonts).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes/);

    const en = await read(ID.gitBlitz, rows[2]!.id, c1, { headers: PROXY });
    expectAddress(en, PROXY_URL);
    expect(flat(en.text)).toContain("O'Neil Smith-Jones");
    expect(flat(en.text)).toContain(`Certificate number: ${rows[2]!.number}`);
    expect(flat(en.text)).toContain('Date of issue: 15 January 2026');
    expect(flat(en.text)).toContain('“Blitz: Git for testers”');
  });

  it('with portalUrl set, it names that address, whatever the request’s', async () => {
    const academy = t.appWith({ settings: { portalUrl: 'https://academy.example/' } });
    const body = [
      { language: 'UA', name: 'Олена', surname: 'Коваленко' },
      { language: 'EN', name: 'Olena', surname: 'Kovalenko' },
    ];
    expect((await academy.call('POST', `/api/trainings/certificate/${ID.sqlPast}`, { cookie: c1, body, headers: PROXY })).status).toBe(200);
    const [row] = await t.db.select().from(certificates).where(eq(certificates.applicationId, ID.sqlPast)).orderBy(asc(certificates.id));
    expectAddress(await read(ID.sqlPast, row!.id, c1, { app: academy, headers: PROXY }), 'https://academy.example');
    expect(await keyOf(row!.id)).toMatch(/^certificate\//);
  });

  it('the score: printed for hasScore; the public copy drops it while openScore is false, the owner keeps it', async () => {
    const owner = await read(ID.basics, CERT_UA, c1);
    expect(flat(owner.text)).toContain('Олена Коваленко');
    expect(flat(owner.text)).toContain('Загальний бал: 92');
    expect(flat((await read(ID.basics, CERT_UA)).text)).toContain('Загальний бал: 92'); // openScore true in the demo

    const off = await t.call('POST', '/api/open/application', {
      cookie: c1,
      body: { applicationId: ID.basics, openCourse: true, openScore: false, certificates: [{ id: CERT_UA, publicAvailable: true }] },
    });
    expect(off.status).toBe(200);
    const hidden = flat((await read(ID.basics, CERT_UA)).text);
    expect(hidden).toContain('Олена Коваленко');
    expect(hidden).not.toContain('Загальний бал');
    expect(flat((await read(ID.basics, CERT_UA, c1)).text)).toContain('Загальний бал: 92');
  });
});
