// A browser for the restore API tests (issue 12): keeps the restore's cookies (portal_captcha,
// portal_restore) like a browser would, reads the captcha's answer from the database (the test
// stands for the person looking at the picture) and the code from the dev outbox.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DevOutbox } from '../../server/adapters/outbox.ts';
import type { AppDeps } from '../../server/app.ts';
import { captchas } from '../../server/db/schema.ts';
import { deliveriesSettled } from '../../server/domain/mail-messages.ts';
import type { TestApp } from './harness.ts';

type App = ReturnType<TestApp['appWith']>;

export const RESTORE = {
  captcha: '/api/common/captcha.jpg',
  captchaAudio: '/api/common/captcha.wav',
  step1: '/api/common/restore/step1',
  step2: '/api/common/restore/step2',
  resend: '/api/common/restore/step2resend',
  update: '/api/common/restore/update',
} as const;

/** An app over the test's database whose mail and SMS go to a fresh outbox. */
export function withOutbox(t: TestApp, deps: Partial<AppDeps> = {}, clock = t.clock) {
  const outbox = new DevOutbox();
  const app = t.appWith({ ...deps, adapters: { mail: outbox.mail, sms: outbox.sms, ...deps.adapters } }, clock);
  return { app, outbox };
}

export class Browser {
  readonly jar = new Map<string, string>();
  readonly app: App;
  readonly t: TestApp;
  readonly ip: string;
  readonly language: string;
  constructor(app: App, t: TestApp, ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`, language = 'en') {
    this.app = app;
    this.t = t;
    this.ip = ip;
    this.language = language;
  }

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await this.app.call(method, path, { body, cookie: this.cookie, ip: this.ip, headers: { 'Accept-Language': this.language } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  /** Loads a captcha and returns its text, as the person reads it. */
  async captcha(): Promise<string> {
    const res = await this.call('GET', RESTORE.captcha);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const token = this.jar.get('portal_captcha');
    if (!token) throw new Error('no captcha cookie');
    const [row] = await this.t.db
      .select()
      .from(captchas)
      .where(eq(captchas.tokenHash, createHash('sha256').update(token).digest('hex')));
    if (!row) throw new Error('no captcha row');
    return row.answer;
  }

  /** Step 1 with a right captcha. */
  async step1(login: string): Promise<Response> {
    const code = await this.captcha();
    return this.call('POST', RESTORE.step1, { login, code });
  }
}

/** The last code sent to `to` (SMS to a phone, or mail to an address), from its text. */
export async function lastCode(outbox: DevOutbox, to: string): Promise<string> {
  await deliveriesSettled();
  const sent = to.startsWith('+') ? outbox.smsTo(to) : outbox.mailTo(to);
  const last = sent.at(-1);
  if (!last) throw new Error(`nothing sent to ${to}`);
  const code = /\b(\d{6})\b/.exec(last.text)?.[1];
  if (!code) throw new Error(`no code in: ${last.text}`);
  return code;
}

/** A wrong code other than `right`. */
export const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');
