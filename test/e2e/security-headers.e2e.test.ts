import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logInWith, open, fileBrowser } from './browser.ts';
import { e2e } from './servers.ts';

// The page headers of server/http/security-headers.ts in a real browser, against the built
// app (docs/decisions.md): the SPA runs under its Content-Security-Policy with no violation
// while a trainee logs in and opens the exam list, and only /preview/iframe/* (SPEC §2) may
// be framed by another site.
const browser = await fileBrowser();

/** Collects every `securitypolicyviolation` of the page's documents (the listener is not subject to the policy). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

describe('Content-Security-Policy of the built SPA', () => {
  it('lets a trainee log in and see the exam list with no violation', async () => {
    const { page, context, problems } = await open(browser, e2e().baseUrl);
    const violations = await watchViolations(page);
    const response = await page.goto('/login');
    const policy = (await response!.allHeaders())['content-security-policy'];
    // Files of this origin, and on the server-rendered /login its one inline script, the submit
    // guard, by its hash (issue 14; server/page-render.ts).
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?(;|$)/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    await logInWith(page, 'en');
    await page.goto('/exams');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('may be framed by another site only on /preview/iframe/*', async () => {
    const base = e2e().baseUrl;
    // A page of another origin (another port on this machine) embedding two portal pages.
    const embedder = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<iframe name="preview" src="${base}/preview/iframe/1"></iframe><iframe name="login" src="${base}/login"></iframe>`);
    });
    await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
    const { port } = embedder.address() as AddressInfo;
    const { page, context } = await open(browser, base);
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      const frame = (name: string) => page.frame({ name })!;
      await expect.poll(() => frame('preview').locator('#root').count()).toBe(1);
      await expect.poll(() => frame('login').url()).toMatch(/^chrome-error:/);
      expect(await frame('login').locator('#root').count()).toBe(0);
    } finally {
      await context.close();
      embedder.close();
    }
  });
});
