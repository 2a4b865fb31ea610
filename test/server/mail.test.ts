// Delivery through real protocols (issue 12; docs/operations.md "E-mail and SMS"): SMTP through
// nodemailer against a real SMTP server started here (smtp-server: STARTTLS offered, login
// required), the HTTP SMS gateway against a real HTTP server, the dev outbox, every notice in
// ua/ru/en as plain text and HTML, and server/main.ts switching to SMTP on SMTP_URL alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../server/adapters/mail.ts';
import { DevOutbox } from '../../server/adapters/outbox.ts';
import { httpSmsGateway } from '../../server/adapters/sms.ts';
import { loadConfig } from '../../server/config.ts';
import { deliveriesSettled, renderNotice, type Notice } from '../../server/domain/mail-messages.ts';
import { makeClock, makeTestApp, T2, type TestApp } from './harness.ts';
import { Browser, RESTORE } from './restore-kit.ts';

type Received = { from: string; to: string[]; raw: string; secure: boolean; user: string | undefined };

/** A real SMTP server on a free port: STARTTLS offered (its own self-signed certificate), AUTH required. */
async function startSmtp(options: { starttls?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: options.starttls === false ? ['STARTTLS'] : [],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The Subject header, its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQ(text.replace(/_/g, ' ')),
    );
}
const decodeQ = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** The decoded body of the MIME part of `type`. */
function partOf(raw: string, type: 'text/plain' | 'text/html'): string {
  const at = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
  if (at < 0) return '';
  const rest = raw.slice(at);
  const headersEnd = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, headersEnd);
  const body = rest
    .slice(headersEnd)
    .replace(/^\r?\n\r?\n/, '')
    .split(/\r?\n--/)[0]!;
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(headers)) return decodeQ(body.replace(/=\r?\n/g, ''));
  return body;
}

describe('SMTP through nodemailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('logs in, upgrades with STARTTLS and delivers the text and HTML parts', async () => {
    const mailer = smtpMailer(`smtp://portal:s3cret@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`);
    await mailer.send({
      from: 'QA Academy <no-reply@qa.example>',
      to: 'someone@example.com',
      subject: 'Пароль змінено',
      text: 'Привіт\n\nКод 123456',
      html: '<p>Привіт</p><p>Код 123456</p>',
    });
    const got = smtp.received.at(-1)!;
    expect(got.secure, 'STARTTLS taken when offered').toBe(true);
    expect(got.user).toBe('portal');
    expect(got.from).toBe('no-reply@qa.example');
    expect(got.to).toEqual(['someone@example.com']);
    expect(got.raw).toMatch(/multipart\/alternative/);
    expect(subjectOf(got.raw)).toBe('Пароль змінено');
    expect(partOf(got.raw, 'text/plain')).toContain('Код 123456');
    expect(partOf(got.raw, 'text/html')).toContain('<p>Код 123456</p>');
  });

  it('fails (and the caller logs it) on wrong credentials or when TLS is required but not offered', async () => {
    const wrong = smtpMailer(`smtp://portal:nope@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`);
    await expect(wrong.send({ from: 'a@b.example', to: 'c@d.example', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow();
    const plain = await startSmtp({ starttls: false });
    try {
      const strict = smtpMailer(`smtp://portal:s3cret@127.0.0.1:${plain.port}?requireTLS=true`);
      await expect(strict.send({ from: 'a@b.example', to: 'c@d.example', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow();
      expect(plain.received).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });

  describe('the restore in e-mail-login mode, the code read from the SMTP server', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await makeTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it("sends the code and the 'password changed' notice in the trainee's language (trainee 2: en) from the mailFrom setting", async () => {
      const mail = smtpMailer(`smtp://portal:s3cret@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`);
      const app = t.appWith(
        {
          settings: { emailLoginUsageEnabled: 'true', mailFrom: 'Portal <portal@qa.example>', portalUrl: 'https://portal.example/' },
          adapters: { mail, sms: new DevOutbox().sms },
        },
        makeClock(),
      );
      const before = smtp.received.length;
      const b = new Browser(app, t, undefined, 'uk');
      expect(await (await b.step1(T2.email)).json()).toEqual({ resendIn: null });
      await deliveriesSettled();
      const codeMail = smtp.received[before]!;
      expect(codeMail.to).toEqual([T2.email]);
      expect(codeMail.from).toBe('portal@qa.example');
      expect(subjectOf(codeMail.raw)).toBe('QA Academy: password restoration code');
      const code = /code: (\d{6})/.exec(partOf(codeMail.raw, 'text/plain'))![1]!;
      expect(partOf(codeMail.raw, 'text/html')).toContain(code);
      expect((await b.call('POST', RESTORE.step2, { code })).status).toBe(200);
      expect((await b.call('POST', RESTORE.update, { password: 'Fresh-Passw0rd' })).status).toBe(200);
      await deliveriesSettled();
      const told = smtp.received.at(-1)!;
      expect(subjectOf(told.raw)).toBe('QA Academy: your password was changed');
      expect(partOf(told.raw, 'text/plain')).toContain('https://portal.example/restore');
      expect(partOf(told.raw, 'text/html')).toContain('<a href="https://portal.example/restore">');
      await app.login(T2.email, 'Fresh-Passw0rd');
    });
  });
});

describe('the HTTP SMS gateway', () => {
  it('POSTs JSON {to, text, from} with the bearer token; a non-2xx answer is an error', async () => {
    const seen: { method: string | undefined; auth: string | undefined; type: string | undefined; body: unknown }[] = [];
    let status = 200;
    const server = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, auth: req.headers.authorization, type: req.headers['content-type'], body: JSON.parse(data) });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    try {
      const sms = httpSmsGateway({ url, token: 'tok', sender: 'QAAcademy' });
      await sms.send({ to: '+380501234567', text: 'Код 123456' });
      expect(seen).toEqual([{ method: 'POST', auth: 'Bearer tok', type: 'application/json', body: { to: '+380501234567', text: 'Код 123456', from: 'QAAcademy' } }]);
      status = 502;
      await expect(sms.send({ to: '+380501234567', text: 'x' })).rejects.toThrow('502');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the dev outbox', () => {
  it('keeps each message, writes it to its folder and prints it with its text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
    const lines: string[] = [];
    try {
      const outbox = new DevOutbox({ dir, log: (line) => lines.push(line) });
      await outbox.mail.send({ from: 'a@b.example', to: 'X@Example.com', subject: 'Code', text: 'Your code: 123456', html: '<p>Your code: 123456</p>' });
      await outbox.sms.send({ to: '+380501234567', text: 'Code 654321' });
      expect(outbox.mailTo('x@example.com')).toHaveLength(1);
      expect(outbox.smsTo('+380501234567')[0]!.text).toBe('Code 654321');
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      expect(
        JSON.parse(
          readFileSync(
            join(
              dir,
              files.find((f) => f.endsWith('-mail.json'))!,
            ),
            'utf8',
          ),
        ),
      ).toMatchObject({ kind: 'mail', to: 'X@Example.com', html: '<p>Your code: 123456</p>' });
      expect(lines.join('\n')).toContain('mail to X@Example.com: Code');
      expect(lines.join('\n')).toContain('Your code: 123456');
      expect(lines.join('\n')).toContain('Code 654321');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('notices in each language', () => {
  const fill = { name: 'Олена', productName: 'QA Academy', supportEmail: 'support@qa.example', restoreUrl: 'https://portal.example/restore' };
  const code: Notice = { kind: 'restoreCode', code: '402917', minutes: 15 };
  const changed: Notice = { kind: 'passwordChanged', how: 'restore' };

  it('writes the restore code in uk, ru and en: subject, text, HTML and SMS', () => {
    const expected = {
      ua: ['QA Academy: код для відновлення пароля', 'Ваш код для відновлення пароля: 402917', 'дійсний 15 хв'],
      ru: ['QA Academy: код для восстановления пароля', 'Ваш код для восстановления пароля: 402917', 'действует 15 мин'],
      en: ['QA Academy: password restoration code', 'Your password restoration code: 402917', 'valid for 15 min'],
    } as const;
    for (const locale of ['ua', 'ru', 'en'] as const) {
      const r = renderNotice(code, locale, fill);
      const [subject, line, validity] = expected[locale];
      expect(r.subject).toBe(subject);
      expect(r.text).toContain(line);
      expect(r.text).toContain(validity);
      expect(r.html).toContain(`<p>${line}</p>`);
      expect(r.html).toContain(`lang="${locale === 'ua' ? 'uk' : locale}"`);
      expect(r.sms).toContain('402917');
      expect(r.sms.length).toBeLessThanOrEqual(160);
    }
  });

  it("writes 'password changed' in uk, ru and en with the restore link, HTML escaped", () => {
    const subjects = { ua: 'QA Academy: пароль змінено', ru: 'QA Academy: пароль изменён', en: 'QA Academy: your password was changed' };
    for (const locale of ['ua', 'ru', 'en'] as const) {
      const r = renderNotice(changed, locale, { ...fill, name: 'Ann <b>' });
      expect(r.subject).toBe(subjects[locale]);
      expect(r.text).toContain('https://portal.example/restore');
      expect(r.text).toContain('support@qa.example');
      expect(r.html).toContain('<a href="https://portal.example/restore">https://portal.example/restore</a>');
      expect(r.html).toContain('Ann &#60;b&#62;');
      expect(r.html).not.toContain('<b>');
      expect(r.sms).toContain('https://portal.example/restore');
    }
  });
});

describe('server/main.ts', () => {
  it('reads SMTP_URL and SMS_GATEWAY_* from the environment', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://u:p@mail.example:587', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 't' });
    expect(config.smtpUrl).toBe('smtp://u:p@mail.example:587');
    expect(config.smsGateway).toEqual({ url: 'https://sms.example/send', token: 't', sender: undefined });
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({}).smsGateway).toBeUndefined();
  });

  describe('a started server with SMTP_URL alone', () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let child: ChildProcess | undefined;
    afterAll(async () => {
      child?.kill('SIGTERM');
      await smtp?.close();
    });

    it('sends the restore code over SMTP (e-mail-login mode)', { timeout: 180_000 }, async () => {
      smtp = await startSmtp();
      const port = 20000 + Math.floor(Math.random() * 20000);
      child = spawn(process.execPath, ['server/main.ts'], {
        cwd: join(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: 'memory://',
          SMTP_URL: `smtp://portal:s3cret@127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`,
          SETTING_emailLoginUsageEnabled: 'true',
          TEST_CAPTCHA_TEXT: '385216',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const started = Date.now();
      while (!log.includes('Demo e-mail links:')) {
        if (Date.now() - started > 150_000 || child.exitCode !== null) throw new Error(`server did not start:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(log).toMatch(/E-mail: SMTP smtp:\/\/portal:\*\*\*@127\.0\.0\.1/);
      expect(log).toContain('/confirmEmail/5b1e0c7a9d3f42e8b6a1c4d7e2f90a38');
      const base = `http://127.0.0.1:${port}`;
      const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
      const captcha = await fetch(`${base}${RESTORE.captcha}`, { headers });
      expect(captcha.status).toBe(200);
      const cookie = captcha.headers.getSetCookie()[0]!.split(';')[0]!;
      const step1 = await fetch(`${base}${RESTORE.step1}`, {
        method: 'POST',
        headers: { ...headers, Cookie: cookie },
        body: JSON.stringify({ login: T2.email, code: '385216' }),
      });
      expect(step1.status).toBe(200);
      const sent = Date.now();
      while (!smtp.received.some((m) => m.to.includes(T2.email))) {
        if (Date.now() - sent > 20_000) throw new Error(`no mail reached the SMTP server; the server said:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const mail = smtp.received.find((m) => m.to.includes(T2.email))!;
      expect(mail.secure).toBe(true);
      expect(partOf(mail.raw, 'text/plain')).toMatch(/Your password restoration code: \d{6}/);
      expect(log).not.toContain('[outbox]');
    });
  });
});
