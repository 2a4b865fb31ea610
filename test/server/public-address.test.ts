// Issue 59 item 2: every absolute link the portal prints names its public address: the setting
// portalUrl when it is set, else the request that makes the document (its Host; behind the
// trusted proxy the X-Forwarded-Host and X-Forwarded-Proto hop it appended, the rightmost for
// one proxy, as X-Forwarded-For is read), never the old default http://localhost:3000
// (server/http/public-origin.ts; docs/decisions.md #214). Here: the rule itself, the settings the
// browser builds its share links from (GET /api/common), the Open Graph address of a public page,
// the links in e-mails and SMS, and a database that still holds the old default. The PDFs:
// test/server/certificates-pdf.test.ts.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, settings } from '../../server/db/schema.ts';
import { deliveriesSettled } from '../../server/domain/mail-messages.ts';
import { loadSettings } from '../../server/domain/settings.ts';
import { publicUrl, requestOrigin } from '../../server/http/public-origin.ts';
import { seedDefaults } from '../../server/seed/defaults.ts';
import { builtSpa, firstPaints } from './built-spa.ts';
import { makeTestApp, T1, type TestApp } from './harness.ts';
import { Browser, lastCode, RESTORE, withOutbox } from './restore-kit.ts';

/** What requestOrigin makes of these headers behind `trustProxy`. */
async function originOf(headers: Record<string, string>, trustProxy: boolean | number, url = 'http://127.0.0.1:3000/x'): Promise<string> {
  const app = new Hono();
  app.get('/x', (c) => c.text(requestOrigin(c, trustProxy)));
  return (await app.request(url, { headers })).text();
}

describe('requestOrigin: the address a request was made to', () => {
  it('without a trusted proxy: the Host and the connection’s protocol; X-Forwarded-* are not read', async () => {
    expect(await originOf({ Host: 'portal.example.org' }, false)).toBe('http://portal.example.org');
    expect(await originOf({ Host: 'portal.example.org:8080', 'X-Forwarded-Host': 'forged.example', 'X-Forwarded-Proto': 'https' }, false)).toBe(
      'http://portal.example.org:8080',
    );
    expect(await originOf({ Host: 'portal.example.org' }, false, 'https://portal.example.org/x')).toBe('https://portal.example.org');
  });

  it('behind one trusted proxy: the hop it appended (the rightmost), never one the client wrote before it', async () => {
    expect(await originOf({ Host: 'app.internal:3000', 'X-Forwarded-Host': 'portal.example.org', 'X-Forwarded-Proto': 'https' }, true)).toBe(
      'https://portal.example.org',
    );
    expect(await originOf({ Host: 'app.internal:3000', 'X-Forwarded-Host': 'forged.example, portal.example.org', 'X-Forwarded-Proto': 'http, https' }, 1)).toBe(
      'https://portal.example.org',
    );
    // A proxy that sets no X-Forwarded-Host passes the Host on.
    expect(await originOf({ Host: 'portal.example.org', 'X-Forwarded-Proto': 'https' }, true)).toBe('https://portal.example.org');
  });

  it('behind a chain of N trusted proxies: the hop the outermost appended, N-th from the right', async () => {
    const chain = { Host: 'app.internal', 'X-Forwarded-Host': 'forged.example, portal.example.org, edge.internal', 'X-Forwarded-Proto': 'http, https, http' };
    expect(await originOf(chain, 2)).toBe('https://portal.example.org');
    expect(await originOf(chain, 1)).toBe('http://edge.internal');
    // Fewer hops than proxies: the outermost set it alone.
    expect(await originOf({ Host: 'app.internal', 'X-Forwarded-Host': 'portal.example.org', 'X-Forwarded-Proto': 'https' }, 2)).toBe('https://portal.example.org');
  });

  it('a forwarded host that is not a host, or a protocol that is neither http nor https, is not taken', async () => {
    for (const forged of ['evil.example/path', 'evil.example@x', 'a b', 'evil.example"><script>', '']) {
      expect(await originOf({ Host: 'portal.example.org', 'X-Forwarded-Host': forged, 'X-Forwarded-Proto': 'javascript' }, true), forged).toBe(
        'http://portal.example.org',
      );
    }
  });

  it('lower case, the default port left out; an IPv6 address kept in brackets', async () => {
    expect(await originOf({ Host: 'app', 'X-Forwarded-Host': 'PORTAL.Example.org:443', 'X-Forwarded-Proto': 'HTTPS' }, true)).toBe('https://portal.example.org');
    expect(await originOf({ Host: '[::1]:3000' }, false)).toBe('http://[::1]:3000');
  });
});

describe('publicUrl: the setting when set, else the request', () => {
  it('takes portalUrl as it is set, and the request’s address when it is empty or spaces', async () => {
    const app = new Hono();
    app.get('/x', (c) => c.text(publicUrl({ portalUrl: c.req.query('set') ?? '' }, c, true)));
    const at = async (set: string) => (await app.request(`/x?set=${encodeURIComponent(set)}`, { headers: { Host: 'portal.example.org' } })).text();
    expect(await at('https://academy.example/')).toBe('https://academy.example/');
    expect(await at('')).toBe('http://portal.example.org');
    expect(await at('  ')).toBe('http://portal.example.org');
  });
});

describe('what the portal prints, by address', () => {
  let t: TestApp;
  let hash: string;
  beforeAll(async () => {
    t = await makeTestApp();
    const [olena] = await t.db.select({ pageHash: customers.pageHash }).from(customers).where(eq(customers.phone, T1.phone));
    hash = olena!.pageHash!;
  });
  afterAll(async () => {
    await t?.close();
  });
  const PROXY = { Host: 'app.internal:3000', 'X-Forwarded-Host': 'forged.example, portal.example.org', 'X-Forwarded-Proto': 'https' };

  it('the default is no address: the seed holds none', async () => {
    expect((await loadSettings(t.db)).portalUrl).toBe('');
  });

  it('GET /api/common gives the browser the address its share links and public page address are built from', async () => {
    const portalUrl = async (app: Pick<TestApp, 'call'>, headers: Record<string, string>) =>
      ((await (await app.call('GET', '/api/common', { headers })).json()) as { settings: Record<string, string> }).settings.portalUrl;
    expect(await portalUrl(t, PROXY)).toBe('https://portal.example.org');
    expect(await portalUrl(t, { Host: 'Other.Example:8443' })).toBe('http://other.example:8443');
    expect(await portalUrl(t.appWith({ trustProxy: false }), PROXY)).toBe('http://app.internal:3000');
    expect(await portalUrl(t.appWith({ settings: { portalUrl: 'https://academy.example' } }), PROXY)).toBe('https://academy.example');
  });

  it('a public page’s Open Graph address (og:url) names the address it was opened at, or portalUrl', async () => {
    const { dist, remove } = builtSpa('<!doctype html><html lang="uk"><head><title>QA Academy</title></head><body><div id="root"></div></body></html>');
    try {
      const ogUrl = async (app: Pick<TestApp, 'call'>) =>
        /<meta property="og:url" content="([^"]*)" \/>/.exec(
          await (await app.call('GET', `/achievements/${hash}`, { noRequestedWith: true, headers: PROXY })).text(),
        )?.[1];
      expect(await ogUrl(t.appWith({ spaRoot: dist, firstPaints }))).toBe(`https://portal.example.org/achievements/${hash}`);
      expect(await ogUrl(t.appWith({ spaRoot: dist, firstPaints, trustProxy: false }))).toBe(`http://app.internal:3000/achievements/${hash}`);
      expect(await ogUrl(t.appWith({ spaRoot: dist, firstPaints, settings: { portalUrl: 'https://academy.example/' } }))).toBe(
        `https://academy.example/achievements/${hash}`,
      );
    } finally {
      remove();
    }
  });

  it('the "password changed" e-mail of a change on /profile/password links to the address it was made at', async () => {
    const { app, outbox } = withOutbox(t);
    const cookie = await app.login(T1.phone, T1.password);
    const res = await app.call('POST', '/api/profile/password', { cookie, headers: PROXY, body: { oldPassword: T1.password, password: 'Changed-Passw0rd' } });
    expect(res.status).toBe(200);
    await deliveriesSettled();
    const mail = outbox.mailTo(T1.email).at(-1)!;
    expect(mail.text).toContain('https://portal.example.org/restore');
    expect(mail.html).toContain('<a href="https://portal.example.org/restore">');
    expect(outbox.smsTo(T1.phone).at(-1)!.text).toContain('https://portal.example.org/restore');
    expect(JSON.stringify(outbox.entries)).not.toContain('localhost');
  });

  it('so does the one a password restore sends', async () => {
    const { app, outbox } = withOutbox(t);
    const hosted = {
      ...app,
      call: (method: string, path: string, opts: Parameters<typeof app.call>[2] = {}) => app.call(method, path, { ...opts, headers: { ...opts.headers, ...PROXY } }),
    };
    const b = new Browser(hosted, t);
    expect((await b.step1(T1.phone)).status).toBe(200);
    expect((await b.call('POST', RESTORE.step2, { code: await lastCode(outbox, T1.phone) })).status).toBe(200);
    expect((await b.call('POST', RESTORE.update, { password: 'Restored-Passw0rd' })).status).toBe(200);
    await deliveriesSettled();
    expect(outbox.mailTo(T1.email).at(-1)!.text).toContain('https://portal.example.org/restore');
    expect(outbox.smsTo(T1.phone).at(-1)!.text).toContain('https://portal.example.org/restore');
  });

  it('a database that still holds the old default gets none at the next start; an address an operator set stays', async () => {
    await t.db.update(settings).set({ value: 'http://localhost:3000' }).where(eq(settings.key, 'portalUrl'));
    await seedDefaults(t.db);
    expect((await loadSettings(t.db)).portalUrl).toBe('');
    await t.db.update(settings).set({ value: 'https://academy.example' }).where(eq(settings.key, 'portalUrl'));
    await seedDefaults(t.db);
    expect((await loadSettings(t.db)).portalUrl).toBe('https://academy.example');
    await t.db.update(settings).set({ value: '' }).where(eq(settings.key, 'portalUrl'));
  });
});
