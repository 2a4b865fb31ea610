// Issue 13 "The PDFs are real documents": a certificate issued through POST
// /api/trainings/certificate/{applicationId} and downloaded is read back with pdftotext
// (Debian poppler-utils, .ci/run installs it): the Cyrillic name as entered (apostrophe,
// hyphen, ґ ї є), the number, the course, the issue date and the verification link are real
// text; the font is embedded; the page is A4 landscape. The score follows hasScore and
// openScore (the public copy without it when openScore is false; the owner's always with it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { FolderStore } from '../../server/adapters/files/folder-store.ts';
import { certificates, customers } from '../../server/db/schema.ts';
import { ensureAllFiles } from '../../server/domain/certificates/store.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';

const ID = { basics: 4, gitBlitz: 8 };
const CERT_UA = 1; // the demo's scored UA certificate of basics

let t: TestApp;
let c1: string;
let dir: string;
beforeAll(async () => {
  t = await makeTestApp();
  c1 = await t.login(T1.phone, T1.password);
  dir = mkdtempSync(join(tmpdir(), 'portal-cert-pdf-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The downloaded PDF's file, its text (pdftotext), fonts (pdffonts) and page size (pdfinfo). */
async function read(applicationId: number, certificateId: number, cookie?: string) {
  const res = await t.call('GET', `/api/trainings/public_certificate_${applicationId}_${certificateId}.pdf`, { cookie });
  expect(res.status).toBe(200);
  const file = join(dir, `${applicationId}-${certificateId}-${cookie ? 'owner' : 'public'}.pdf`);
  writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { text, fonts, info };
}

/** pdftotext may break a long line; compare with the spaces made single. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the demo certificates (server/main.ts at start)', () => {
  it('ensureAllFiles stores the PDFs of issued certificates once: a second start makes none', async () => {
    const store = new FolderStore(join(dir, 'store'));
    expect(await ensureAllFiles(t.db, store)).toBe(2); // basics: UA and EN
    const keys = (await t.db.select({ key: certificates.storageKey }).from(certificates).orderBy(asc(certificates.id))).map((r) => r.key!);
    expect(await store.stat(keys[0]!)).not.toBeNull();
    expect(await store.stat(`${keys[0]}-noscore`)).not.toBeNull(); // UA has a score
    expect(await store.stat(`${keys[1]}-noscore`)).toBeNull(); // EN has none
    expect(await ensureAllFiles(t.db, store)).toBe(0);
    expect((await t.db.select({ key: certificates.storageKey }).from(certificates).orderBy(asc(certificates.id))).map((r) => r.key)).toEqual(keys);
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
    expect((await t.call('POST', `/api/trainings/certificate/${ID.gitBlitz}`, { cookie: c1, body })).status).toBe(200);
    const rows = await t.db.select().from(certificates).where(eq(certificates.applicationId, ID.gitBlitz)).orderBy(asc(certificates.id));
    const [olena] = await t.db.select({ pageHash: customers.pageHash }).from(customers).where(eq(customers.phone, T1.phone));

    const ua = await read(ID.gitBlitz, rows[0]!.id, c1);
    expect(flat(ua.text)).toContain('Мар’яна-Ґанна Дʼяченко-Їжак');
    expect(flat(ua.text)).toContain(`Номер сертифіката: ${rows[0]!.number}`);
    expect(flat(ua.text)).toContain(`«${rows[0]!.title}»`);
    expect(flat(ua.text)).toMatch(/Дата видачі: 15 січня 2026/);
    expect(flat(ua.text)).toContain(`/achievements/${olena!.pageHash}`);
    expect(flat(ua.text)).toContain('QA Academy');
    expect(ua.fonts).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes/);
    expect(ua.info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);

    expect(flat(ua.text)).toContain('СЕРТИФІКАТ');

    // Russian: its own words, its own date and the course's Russian name, none of the Ukrainian ones.
    const ru = await read(ID.gitBlitz, rows[1]!.id, c1);
    expect(rows[1]!.language).toBe('RU');
    expect(flat(ru.text)).toContain('СЕРТИФИКАТ');
    expect(flat(ru.text)).toContain('Настоящим подтверждается, что');
    expect(flat(ru.text)).toContain('Марьяна Дьяченко-Ёжикова');
    expect(flat(ru.text)).toContain('успешно завершил(а) обучение по курсу');
    expect(flat(ru.text)).toContain('«Блиц: Git для тестировщиков»');
    expect(flat(ru.text)).toContain(`Номер сертификата: ${rows[1]!.number}`);
    expect(flat(ru.text)).toMatch(/Дата выдачи: 15 января 2026/);
    expect(flat(ru.text)).toContain('Проверить сертификат');
    expect(flat(ru.text)).toContain(`/achievements/${olena!.pageHash}`);
    expect(flat(ru.text)).not.toMatch(/СЕРТИФІКАТ|Цим засвідчується|Номер сертифіката|Дата видачі/);
    expect(ru.fonts).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes/);

    const en = await read(ID.gitBlitz, rows[2]!.id, c1);
    expect(flat(en.text)).toContain("O'Neil Smith-Jones");
    expect(flat(en.text)).toContain(`Certificate number: ${rows[2]!.number}`);
    expect(flat(en.text)).toContain('Date of issue: 15 January 2026');
    expect(flat(en.text)).toContain('“Blitz: Git for testers”');
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
