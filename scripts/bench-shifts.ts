// `npm run bench:shifts [-- --runs N --slowdown X --no-build]` (docs/performance.md "Layout
// shifts while a page loads"): opens /login, the dashboard, the Tests list, an exam's intro and a
// passage (scripts/demo-server.ts) N times each in Debian's Chromium at a phone's size and X times
// slower CPU (Lighthouse's mobile preset: 412x823, 4x), each load in a new browser context (an
// empty cache), and counts the layout shifts until the page is hydrated and the network is idle:
// loads with any shift, the largest sum, and where what moved sits. A slow CPU makes the browser
// paint a page it is still parsing, which Lighthouse's simulated load rarely shows. With them,
// the blocking time after the first paint (what Lighthouse calls Total Blocking Time, measured
// in the page rather than simulated): each long task's time over 50 ms, summed, median and
// largest of the loads.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serveDemo } from './demo-server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    slowdown: { type: 'string', default: '4' },
    port: { type: 'string', default: '4391' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const slowdown = Number(args.slowdown);
const { base, pages, stop } = await serveDemo({ port: args.port, build: !args['no-build'] });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

/** Each shift's value and the landmark (or the element) each moved box sits in. */
type Shift = { value: number; where: string[] };
declare global {
  interface Window {
    __benchShifts: Shift[];
    __benchLongTasks: { start: number; duration: number }[];
    __ssr?: { hydrated: boolean };
  }
}

console.log(`Layout shifts, ${runs} loads per page, 412x823, CPU ${slowdown}x slower, ${new Date().toISOString()}`);
console.log('| page | loads with a shift | largest sum | what moved | blocking time after the first paint: median / largest |');
console.log('|---|---|---|---|---|');
try {
  for (const page of pages) {
    let shifted = 0;
    let largest = 0;
    const where = new Set<string>();
    const blocking: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 }, timezoneId: 'Europe/Kyiv', locale: 'en-US' });
      await context.addCookies(page.cookies.map((cookie) => ({ ...cookie, url: base })));
      const tab = await context.newPage();
      await tab.addInitScript(() => {
        window.__benchShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[]) {
            const where = entry.sources.map(({ node }) => {
              const element = node instanceof Element ? node : node?.parentElement;
              const landmark = element?.closest('header, nav, main, aside, footer');
              return landmark ? landmark.tagName.toLowerCase() : (element?.tagName.toLowerCase() ?? '?');
            });
            window.__benchShifts.push({ value: entry.value, where });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        window.__benchLongTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await tab.goto(page.path);
      await tab.waitForFunction(() => window.__ssr?.hydrated === true, undefined, { timeout: 60_000 });
      await tab.waitForLoadState('networkidle');
      const shifts = await tab.evaluate(() => window.__benchShifts);
      const { tasks, firstPaint } = await tab.evaluate(() => ({
        tasks: window.__benchLongTasks,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      blocking.push(tasks.filter((task) => task.start >= firstPaint).reduce((sum, task) => sum + task.duration - 50, 0));
      if (new URL(tab.url()).pathname !== (page.endsOn ?? page.path)) throw new Error(`${page.name} ended on ${tab.url()}`);
      const sum = shifts.reduce((total, shift) => total + shift.value, 0);
      if (shifts.length) shifted += 1;
      largest = Math.max(largest, sum);
      shifts.forEach((shift) => shift.where.forEach((w) => where.add(w)));
      await context.close();
    }
    const sorted = blocking.sort((a, b) => a - b);
    const times = `${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(0)} / ${sorted.at(-1)!.toFixed(0)} ms`;
    console.log(`| ${page.name} | ${shifted} of ${runs} | ${largest.toFixed(4)} | ${[...where].join(', ') || '-'} | ${times} |`);
  }
} finally {
  await browser.close();
  stop();
}
process.exit(0);
