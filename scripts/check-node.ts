// Guard: every npm script must run on the pinned Node 24 (see STACK.md), never silently on Node 20.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`Node ${process.versions.node} is too old: run through npm scripts so node_modules/.bin/node (24) is used.`);
  process.exit(1);
}
