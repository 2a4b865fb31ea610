// `npm run machines`: writes docs/machines/ (a Mermaid state diagram per machine and an
// index) from the machine definitions themselves, never drawn by hand. What is written is
// scripts/machine-docs.ts; test/machines/diagrams.test.ts fails when the files are stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { docsDir, machineDocs } from './machine-docs.ts';

mkdirSync(docsDir, { recursive: true });
for (const [name, text] of await machineDocs()) {
  writeFileSync(join(docsDir, name), text);
  console.log(`docs/machines/${name}`);
}
