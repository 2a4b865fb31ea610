// The certificate PDF (issue 13; SPEC §4 "Certificate"): one A4 landscape page per language
// with the trainee's name as entered, the course name, the group dates, the issue date, the
// certificate number, the score (when the file is the scored one), the product name from the
// settings and a verification link with its QR code to the public page. Text is real text in
// DejaVu Sans embedded as a subset (Cyrillic, the apostrophes ’ ʼ; pdftotext reads it back),
// so the name can be selected and searched. Pure: the same facts give the same page, which is
// how a file missing from the store is made again (./store.ts).
import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

export type CertificateLanguage = 'UA' | 'RU' | 'EN';

/** What a certificate page prints. Instants are epoch ms; null dates print nothing. */
export type CertificateFacts = {
  language: CertificateLanguage;
  productName: string;
  name: string;
  surname: string;
  courseName: string;
  begin: number | null;
  end: number | null;
  issuedAt: number;
  number: string;
  /** Printed only when not null (the scored file; ./store.ts decides). */
  score: number | null;
  /** The public page: portalUrl + /achievements/{pageHash}. */
  verifyUrl: string;
};

type Texts = { title: string; certifies: string; completed: string; training: string; score: string; issued: string; number: string; verify: string; locale: string };

const TEXTS: Record<CertificateLanguage, Texts> = {
  UA: {
    title: 'СЕРТИФІКАТ',
    certifies: 'Цим засвідчується, що',
    completed: 'успішно завершив(-ла) навчання за курсом',
    training: 'Навчання',
    score: 'Загальний бал',
    issued: 'Дата видачі',
    number: 'Номер сертифіката',
    verify: 'Перевірити сертифікат',
    locale: 'uk-UA',
  },
  RU: {
    title: 'СЕРТИФИКАТ',
    certifies: 'Настоящим подтверждается, что',
    completed: 'успешно завершил(а) обучение по курсу',
    training: 'Обучение',
    score: 'Общий балл',
    issued: 'Дата выдачи',
    number: 'Номер сертификата',
    verify: 'Проверить сертификат',
    locale: 'ru-RU',
  },
  EN: {
    title: 'CERTIFICATE',
    certifies: 'This is to certify that',
    completed: 'has successfully completed the course',
    training: 'Training',
    score: 'Total score',
    issued: 'Date of issue',
    number: 'Certificate number',
    verify: 'Verify this certificate',
    locale: 'en-GB',
  },
};

/** A date in the certificate's language, Kyiv time ("15 липня 2026 р.", "15 July 2026"). */
export function certificateDate(ms: number, language: CertificateLanguage): string {
  return new Intl.DateTimeFormat(TEXTS[language].locale, { timeZone: 'Europe/Kyiv', day: 'numeric', month: 'long', year: 'numeric' }).format(ms);
}

/** The name a downloaded file gets: "Testing fundamentals - Olena Kovalenko - QA-2026-000004.pdf". */
export function certificateFileName(f: Pick<CertificateFacts, 'courseName' | 'name' | 'surname' | 'number'>): string {
  return `${f.courseName} - ${f.name} ${f.surname} - ${f.number}.pdf`;
}

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
/** DejaVu Sans from the npm dejavu-fonts-ttf package (STACK.md), read once. */
function dejavu() {
  fonts ??= (async () => {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const [regular, bold] = await Promise.all([readFile(join(dir, 'DejaVuSans.ttf')), readFile(join(dir, 'DejaVuSans-Bold.ttf'))]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  })();
  return fonts;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.35, 0.38, 0.45);
const ACCENT = rgb(0.09, 0.36, 0.65);

/** `text` centred at height y, the size reduced until it fits `maxWidth`. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, maxWidth: number, color = INK): void {
  let s = size;
  while (s > 8 && font.widthOfTextAtSize(text, s) > maxWidth) s -= 1;
  const width = font.widthOfTextAtSize(text, s);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: s, font, color });
}

/** The QR code of `url` as squares (vector, sharp at any zoom), its lower-left corner at x, y. */
function drawQr(page: PDFPage, url: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      page.drawRectangle({ x: x + (quiet + start) * cell, y: y + size - (quiet + row + 1) * cell, width: (col - start) * cell, height: cell, color: rgb(0, 0, 0) });
    }
  }
}

/** The PDF of one certificate. */
export async function certificatePdf(f: CertificateFacts): Promise<Uint8Array> {
  const t = TEXTS[f.language];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const { regular, bold } = await dejavu();
  const font = await pdf.embedFont(regular, { subset: true });
  const strong = await pdf.embedFont(bold, { subset: true });
  const page = pdf.addPage(A4_LANDSCAPE);
  const [width, height] = A4_LANDSCAPE;
  const textWidth = width - 160;

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: height - 64, borderColor: ACCENT, borderWidth: 0.75 });

  centred(page, f.productName, height - 90, strong, 20, textWidth, ACCENT);
  centred(page, t.title, height - 150, strong, 40, textWidth);
  centred(page, t.certifies, height - 195, font, 15, textWidth, MUTED);
  // A long name (60 + 60 characters at most) goes on two lines rather than in small type.
  const fullName = `${f.name} ${f.surname}`;
  if (strong.widthOfTextAtSize(fullName, 20) <= textWidth) centred(page, fullName, height - 245, strong, 32, textWidth);
  else {
    centred(page, f.name, height - 232, strong, 22, textWidth);
    centred(page, f.surname, height - 258, strong, 22, textWidth);
  }
  centred(page, t.completed, height - 285, font, 15, textWidth, MUTED);
  centred(page, f.language === 'EN' ? `“${f.courseName}”` : `«${f.courseName}»`, height - 325, strong, 24, textWidth);
  const dates = [f.begin, f.end].filter((d): d is number => d !== null).map((d) => certificateDate(d, f.language));
  if (dates.length > 0) centred(page, `${t.training}: ${dates.join(' – ')}`, height - 360, font, 13, textWidth, MUTED);
  if (f.score !== null) centred(page, `${t.score}: ${f.score}`, height - 385, strong, 14, textWidth);

  // Bottom: issue date and number on the left, the verification link and QR code on the right.
  const left = 70;
  page.drawText(`${t.issued}: ${certificateDate(f.issuedAt, f.language)}`, { x: left, y: 110, size: 12, font, color: INK });
  page.drawText(`${t.number}: ${f.number}`, { x: left, y: 90, size: 12, font, color: INK });
  page.drawText(`${t.verify}:`, { x: left, y: 66, size: 10, font, color: MUTED });
  page.drawText(f.verifyUrl, { x: left, y: 52, size: 9, font, color: ACCENT });
  drawQr(page, f.verifyUrl, width - 70 - 96, 48, 96);

  pdf.setTitle(`${t.title.charAt(0)}${t.title.slice(1).toLowerCase()} ${f.number}: ${f.name} ${f.surname}, ${f.courseName}`);
  pdf.setAuthor(f.productName);
  pdf.setCreator(f.productName);
  pdf.setProducer(f.productName);
  pdf.setLanguage(f.language === 'UA' ? 'uk' : f.language.toLowerCase());
  pdf.setCreationDate(new Date(f.issuedAt));
  pdf.setModificationDate(new Date(f.issuedAt));
  return pdf.save();
}
