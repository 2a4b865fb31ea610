// `npm run bench:lighthouse [-- --runs N --pages A,B]` (docs/performance.md "Lighthouse"): Lighthouse (the
// npm package) with Debian's Chromium, mobile preset (simulated slow 4G, 4x CPU slowdown), on
// /login, the dashboard, the Tests list, an exam's intro, a passage and the other pages the server renders, served as
// scripts/demo-server.ts says. The trainee's pages are opened with her session cookie in the
// browser's cookie jar, as a trainee's browser holds it. Prints the median of N runs of each figure.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveDemo } from './demo-server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4390' },
    'no-build': { type: 'boolean', default: false },
    // Only these pages, by the names the table prints, comma-separated (all by default).
    pages: { type: 'string' },
  },
});
const runs = Number(args.runs);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// /login first, as a visitor; then the trainee's pages. Lighthouse keeps the browser's cookies
// between runs (it clears caches and storage, not cookies).
const { base, sessionCookies, pages, stop } = await serveDemo({ port: args.port, build: !args['no-build'] });

/**
 * Puts the session cookie into the browser's jar (CDP Storage.setCookies over the browser's
 * WebSocket). Sent as an extra header instead, it was replaced by the jar's own cookies once
 * the app had written one there (`portal_tz`, on the /login run): the trainee's pages were then
 * measured logged out, redirected to /login.
 */
async function keepSessionCookie(port: number): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answer = new Promise<{ error?: { message: string } }>(
    (resolve) => (socket.onmessage = (event) => resolve(JSON.parse(String(event.data)) as { error?: { message: string } })),
  );
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: sessionCookies.map((c) => ({ ...c, url: base, httpOnly: true })) } }));
  const { error } = await answer;
  socket.close();
  if (error) throw new Error(`Storage.setCookies: ${error.message}`);
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : NaN);
console.log(`Lighthouse ${runs} run(s) per page, mobile preset, Chromium ${CHROMIUM}, ${new Date().toISOString()}`);
console.log('| page | performance | FCP | LCP | TBT | CLS | Speed Index |');
console.log('|---|---|---|---|---|---|---|');
try {
  const only = args.pages?.split(',');
  for (const page of only ? pages.filter((candidate) => only.includes(candidate.name)) : pages) {
    if (page.loggedIn) await keepSessionCookie(chrome.port);
    const figures: Record<string, number[]> = { score: [], fcp: [], lcp: [], tbt: [], cls: [], si: [] };
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error('lighthouse gave no result');
      const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
      // A page measured somewhere else (a trainee's page sent to /login) is not this page's figure.
      if (new URL(finalDisplayedUrl).pathname !== (page.endsOn ?? page.path)) throw new Error(`${page.name} ended on ${finalDisplayedUrl}`);
      if (runtimeError) {
        // A run Lighthouse could not measure (e.g. NO_LCP) is reported and left out of the medians.
        console.error(`${page.name}, run ${i + 1}: ${runtimeError.code} ${runtimeError.message}`);
        continue;
      }
      const metric = (id: string) => audits[id]?.numericValue ?? NaN;
      figures.score!.push(categories.performance?.score ?? NaN);
      figures.fcp!.push(metric('first-contentful-paint'));
      figures.lcp!.push(metric('largest-contentful-paint'));
      figures.tbt!.push(metric('total-blocking-time'));
      figures.cls!.push(metric('cumulative-layout-shift'));
      figures.si!.push(metric('speed-index'));
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const m = (key: string) => median(figures[key]!);
    console.log(`| ${page.name} | ${m('score').toFixed(2)} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${s(m('si'))} |`);
  }
} finally {
  chrome.kill();
}
stop();
process.exit(0);
