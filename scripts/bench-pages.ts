// `npm run bench:pages [-- --requests N --crowd C --past-groups G --no-build]` (docs/performance.md "Pages the
// server renders"): what the pages the server renders cost it. The demo is served as
// scripts/demo-server.ts says (PGlite; with DATABASE_URL, a fresh database on that PostgreSQL
// server, dropped afterwards, and `npm start`'s worker processes), and /login, the dashboard,
// the Tests list, an exam's intro and a passage are asked for as a browser asks for them (its
// cookies, gzip), with GET /api/common and the info panel's GET /api/main/info beside them. Per page: N requests one after
// another, with the CPU the server's processes (and PostgreSQL's) used per request, from /proc;
// then C requests at once, as a group arriving together, with their pages per second.
// `--past-groups G` (PostgreSQL only) first adds G course groups that ended in past years, as a
// provider running for years has: the pages that list the courses must not slow down with them.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { cookieHeader, serveDemo } from './demo-server.ts';
import { onServer, scratchDatabase } from './scratch-database.ts';
import { cpuSnapshot } from './proc-cpu.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    crowd: { type: 'string', default: '100' },
    port: { type: 'string', default: '4396' },
    'past-groups': { type: 'string', default: '0' },
    'no-build': { type: 'boolean', default: false },
  },
});
const requests = Number(args.requests);
const crowd = Number(args.crowd);
const pastGroups = Number(args['past-groups']);

const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'portal_bench_pages') : null;
if (pastGroups && !database) throw new Error('--past-groups needs DATABASE_URL (the bench writes them into its database)');
const { base, pid, pages, stop } = await serveDemo({ port: args.port, build: !args['no-build'], env: database ? { DATABASE_URL: database.url } : {} });
if (database && pastGroups) {
  // Spread over the courses, three months each, the last of them ended a year ago.
  await onServer(database.url, [
    `INSERT INTO course_groups (course_id, name, number, begin_at, end_at)
     SELECT c.id, 'Past-' || g, 1000 + g, now() - interval '1 year' - (g * interval '1 week') - interval '90 days', now() - interval '1 year' - (g * interval '1 week')
     FROM generate_series(1, ${pastGroups}) g
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n FROM courses) c ON c.i = g % c.n`,
  ]);
}
const trainee = cookieHeader(pages.find((page) => page.loggedIn)!.cookies);
const targets = [
  // A page the server sends elsewhere (a visitor's dashboard: a redirect) renders none.
  ...pages
    .filter((page) => !page.endsOn)
    .map((page) => ({ name: page.name, path: page.path, headers: { cookie: cookieHeader(page.cookies), 'accept-encoding': 'gzip' } })),
  // For scale, and the info panel's call, which a trainee's page answers itself since decision #198.
  ...['/api/common', '/api/main/info'].map((path) => ({
    name: `GET ${path}`,
    path,
    headers: { cookie: trainee, 'x-requested-with': 'XMLHttpRequest', 'accept-encoding': 'gzip' },
  })),
];

/** One request, read to its end; its time in ms. */
async function timed(path: string, headers: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(base + path, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return performance.now() - t0;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

console.log(
  `${new Date().toISOString()} · ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}) · Node ${process.version} · ${database ? 'PostgreSQL' : 'PGlite'}${pastGroups ? ` · ${pastGroups} past groups added` : ''}`,
);
console.log(`| page | server CPU per request | PostgreSQL's | one at a time: p50 / p99 | ${crowd} at once: p50 / p99 | pages/s |`);
console.log('|---|---|---|---|---|---|');
try {
  for (const target of targets) {
    for (let i = 0; i < 20; i += 1) await timed(target.path, target.headers); // warm
    const before = cpuSnapshot(pid);
    const alone: number[] = [];
    for (let i = 0; i < requests; i += 1) alone.push(await timed(target.path, target.headers));
    const after = cpuSnapshot(pid);
    const t0 = performance.now();
    const together = await Promise.all(Array.from({ length: crowd }, () => timed(target.path, target.headers)));
    const wall = performance.now() - t0;
    const [a, t] = [alone.sort((x, y) => x - y), together.sort((x, y) => x - y)];
    const perRequest = (ms: number) => `${(ms / requests).toFixed(1)} ms`;
    const cells = [
      perRequest(after.server - before.server),
      database ? perRequest(after.postgres - before.postgres) : '-',
      `${percentile(a, 50).toFixed(1)} / ${percentile(a, 99).toFixed(1)} ms`,
      `${percentile(t, 50).toFixed(0)} / ${percentile(t, 99).toFixed(0)} ms`,
      (crowd / (wall / 1000)).toFixed(0),
    ];
    console.log(`| ${target.name} | ${cells.join(' | ')} |`);
  }
} finally {
  stop();
  await database?.drop();
}
process.exit(0);
