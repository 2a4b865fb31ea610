// Makes the spoken digits of the restore captcha's audio alternative (issue 59 item 4; SPEC §5
// Forms "Restore" step 1; docs/decisions.md #213): each digit 0–9
// spoken once per language by espeak-ng (its uk, ru and en-us voices), then by sox trimmed of
// silence, normalised and stored as 16 kHz mono 8-bit µ-law WAV (half the size of 16-bit PCM;
// server/domain/captcha-audio.ts decodes it in JavaScript). The files are committed: the server
// only reads them, and neither program is needed to run or test the portal. Run it again only to
// change the voices, on a machine with the two tools (`apt-get install -y espeak-ng sox`):
//   node scripts/captcha-digits.ts
// It writes server/assets/captcha-digits/<ua|ru|en>/<0-9>.wav and prints each clip's length.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = new URL('../server/assets/captcha-digits/', import.meta.url).pathname;
/** The wire locale (server/domain/locale.ts) -> espeak-ng's voice. */
const VOICES = { ua: 'uk', ru: 'ru', en: 'en-us' } as const;
/** Words per minute: a little slower than espeak-ng's 175, each digit alone. */
const SPEED = '145';

const work = mkdtempSync(join(tmpdir(), 'captcha-digits-'));
try {
  let total = 0;
  for (const [locale, voice] of Object.entries(VOICES)) {
    mkdirSync(join(OUT, locale), { recursive: true });
    const lengths: string[] = [];
    for (let digit = 0; digit <= 9; digit++) {
      const raw = join(work, `${locale}-${digit}.wav`);
      const out = join(OUT, locale, `${digit}.wav`);
      execFileSync('espeak-ng', ['-v', voice, '-s', SPEED, '-w', raw, String(digit)]);
      // Silence off both ends (the composer sets the gaps and fades the edges), peak at -1 dB.
      execFileSync('sox', [
        raw,
        '-r',
        '16000',
        '-c',
        '1',
        '-e',
        'u-law',
        '-b',
        '8',
        out,
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
      total += statSync(out).size;
      lengths.push(`${digit}: ${execFileSync('soxi', ['-D', out], { encoding: 'utf8' }).trim()} s`);
    }
    console.log(`${locale} (${voice}): ${lengths.join(', ')}`);
  }
  console.log(`${total} bytes in ${OUT}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
