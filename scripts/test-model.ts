// `npm run test:model`: the model-based suites alone, then per machine the states and
// transitions their paths covered out of the total; fails below 100% for any machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import * as v from 'valibot';

// What test/model/harness.ts writes per machine (its summary()).
const Count = v.object({ covered: v.number(), total: v.number() });
const Coverage = v.object({ states: Count, transitions: Count });

const dir = 'test-results/model-coverage';
rmSync(dir, { recursive: true, force: true });
const run = spawnSync('vitest', ['run', '--project', 'model'], { stdio: 'inherit' });
const machines = readdirSync('machines')
  .filter((f) => f.endsWith('.machine.ts'))
  .map((f) => f.replace('.machine.ts', ''));
let ok = run.status === 0;
console.log('\nmachine               states      transitions');
for (const name of machines) {
  const file = `${dir}/${name}.json`;
  if (!existsSync(file)) {
    console.log(`${name.padEnd(20)}  no model-based test`);
    ok = false;
    continue;
  }
  const s = v.parse(Coverage, JSON.parse(readFileSync(file, 'utf8')));
  const cell = (c: v.InferOutput<typeof Count>) => `${c.covered}/${c.total} ${Math.floor((100 * c.covered) / c.total)}%`.padEnd(12);
  console.log(`${name.padEnd(20)}  ${cell(s.states)}${cell(s.transitions)}`);
  if (s.states.covered < s.states.total || s.transitions.covered < s.transitions.total) ok = false;
}
process.exit(ok ? 0 : 1);
