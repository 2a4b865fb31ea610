// Makes the committed media of the "every question type" demo exam (docs/exams.md "Demo exam
// of every type"): PNG/JPEG diagrams drawn from SVG with sharp (text in DejaVu Sans from
// Debian's fonts-dejavu-core), speech clips spoken by espeak-ng and resampled by sox to 8 kHz
// mono 16-bit WAV (silence trimmed), and two hand-written one-page PDFs. Run once on a machine that has those
// tools (`apt-get install -y espeak-ng sox fonts-dejavu-core`), then commit the output:
//   node server/seed/assets/make-assets.ts
// The server and the seed only read the files; nothing here runs at run time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const dir = new URL('.', import.meta.url).pathname;
const FONT = 'font-family="DejaVu Sans"';

const box = (x: number, y: number, w: number, label: string, fill = '#e8f0fe') =>
  `<rect x="${x}" y="${y}" width="${w}" height="44" rx="8" fill="${fill}" stroke="#1a73e8" stroke-width="2"/>` +
  `<text x="${x + w / 2}" y="${y + 28}" ${FONT} font-size="17" text-anchor="middle" fill="#202124">${label}</text>`;
const arrow = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#5f6368" stroke-width="2" marker-end="url(#a)"/>`;
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<defs><marker id="a" markerWidth="10" markerHeight="10" refX="9" refY="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#5f6368"/></marker></defs>` +
  `<rect width="${w}" height="${h}" fill="#ffffff"/>${body}</svg>`;

// A bug life cycle: New → Assigned → Open → Fixed → Retest → Closed, Retest → Reopened → Open.
const bugLifeCycle = svg(
  640,
  260,
  `<text x="320" y="30" ${FONT} font-size="20" font-weight="bold" text-anchor="middle" fill="#202124">Bug life cycle</text>` +
    box(20, 60, 110, 'New') +
    arrow(130, 82, 168, 82) +
    box(170, 60, 120, 'Assigned') +
    arrow(290, 82, 328, 82) +
    box(330, 60, 110, 'Open') +
    arrow(440, 82, 478, 82) +
    box(480, 60, 120, 'Fixed') +
    arrow(540, 104, 540, 148) +
    box(480, 150, 120, '?', '#fff4e5') +
    arrow(480, 172, 442, 172) +
    box(330, 150, 110, 'Closed', '#e6f4ea') +
    `<line x1="540" y1="194" x2="540" y2="222" stroke="#5f6368" stroke-width="2"/>` +
    arrow(540, 222, 292, 222) +
    box(170, 200, 120, 'Reopened', '#fce8e6') +
    arrow(230, 200, 370, 106),
);

// Three screens of a web shop: a NaN total, a correct login form, a cut-off button.
const screen = (title: string, body: string) =>
  svg(
    320,
    200,
    `<rect x="6" y="6" width="308" height="188" rx="10" fill="#f8f9fa" stroke="#9aa0a6" stroke-width="2"/>` +
      `<rect x="6" y="6" width="308" height="32" rx="10" fill="#dadce0"/>` +
      `<text x="20" y="28" ${FONT} font-size="15" fill="#202124">${title}</text>${body}`,
  );
const field = (y: number, label: string) =>
  `<text x="24" y="${y}" ${FONT} font-size="14" fill="#3c4043">${label}</text>` +
  `<rect x="120" y="${y - 18}" width="176" height="26" rx="4" fill="#fff" stroke="#9aa0a6"/>`;
const button = (x: number, w: number, label: string) =>
  `<rect x="${x}" y="140" width="${w}" height="34" rx="6" fill="#1a73e8"/>` + `<text x="${x + 12}" y="163" ${FONT} font-size="15" fill="#fff">${label}</text>`;
const cartNaN = screen(
  'Cart',
  `<text x="24" y="76" ${FONT} font-size="15" fill="#3c4043">Notebook × 2 ........ 120.00</text>` +
    `<text x="24" y="102" ${FONT} font-size="15" fill="#3c4043">Pen × 3 ................. 45.00</text>` +
    `<text x="24" y="128" ${FONT} font-size="17" font-weight="bold" fill="#202124">Total: NaN</text>` +
    button(190, 110, 'Pay now'),
);
const loginOk = screen('Sign in', field(72, 'Phone') + field(110, 'Password') + button(120, 176, 'Sign in'));
const cutButton = screen(
  'Checkout',
  field(72, 'Name') +
    field(110, 'Address') +
    `<svg x="120" y="140" width="54" height="34"><rect width="120" height="34" rx="6" fill="#1a73e8"/>` +
    `<text x="12" y="23" ${FONT} font-size="15" fill="#fff">Submit order</text></svg>`,
);

async function png(name: string, source: string) {
  writeFileSync(join(dir, name), await sharp(Buffer.from(source)).png({ palette: true, colours: 32, compressionLevel: 9 }).toBuffer());
}
async function jpeg(name: string, source: string) {
  writeFileSync(join(dir, name), await sharp(Buffer.from(source)).flatten({ background: '#ffffff' }).jpeg({ quality: 70 }).toBuffer());
}

/** A spoken clip: espeak-ng, then sox to 8 kHz mono 16-bit PCM WAV (plays in every browser). */
function speak(name: string, voice: string, text: string) {
  const work = mkdtempSync(join(tmpdir(), 'speak-'));
  try {
    const raw = join(work, 'raw.wav');
    execFileSync('espeak-ng', ['-v', voice, '-s', '165', '-w', raw, text]);
    execFileSync('sox', [
      raw,
      '-r',
      '8000',
      '-c',
      '1',
      '-b',
      '16',
      join(dir, name),
      'silence',
      '1',
      '0.02',
      '1%',
      'reverse',
      'silence',
      '1',
      '0.02',
      '1%',
      'reverse',
      'norm',
      '-1',
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A one-page PDF 1.4 with Helvetica text lines (ASCII), cross-reference offsets computed. */
function pdf(name: string, title: string, lines: string[]) {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 18 Tf 56 780 Td (${esc(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 12 Tf 56 ${744 - i * 20} Td (${esc(l)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  writeFileSync(join(dir, name), Buffer.from(out, 'latin1'));
}

await png('bug-life-cycle.png', bugLifeCycle);
await png('screen-cart-nan.png', cartNaN);
await png('screen-login-ok.png', loginOk);
await jpeg('screen-cut-button.jpg', cutButton);
speak('sample-ua.wav', 'uk', 'Перевірка звуку');
speak('sample-ru.wav', 'ru', 'Проверка звука');
speak('sample-en.wav', 'en-us', 'Sound check');
speak('unit-testing.wav', 'en-us', 'Unit testing');
speak('system-testing.wav', 'en-us', 'System testing');
speak('bug-statuses.wav', 'en-us', 'Fixed, retest, closed.');
pdf('bug-life-cycle.pdf', 'Bug life cycle: cheat sheet', [
  'New: the bug is reported and waits for triage.',
  'Assigned: a developer owns the bug.',
  'Open: the developer is working on the fix.',
  'Fixed: the fix is in a build that testers can use.',
  'Retest: a tester checks the fix on that build.',
  'Closed: the retest passed.  Reopened: the retest failed; back to Open.',
]);
pdf('exam-memo.pdf', 'Demo exam of every question type: memo', [
  'Six questions, one of each kind: single choice, multiple choice,',
  'an audio question, an essay, a sequence and a matching question.',
  'You have 60 minutes. A saved answer cannot be changed.',
  'The result of each answer is shown after you save it.',
]);
