// The one walk over static imports, for source files (scripts/catalog-split.ts) and for
// built chunks (scripts/initial-js.ts).

/** Every file reachable from `roots` through `importsOf`, each visited once, roots included. */
export function reachable(roots: readonly string[], importsOf: (file: string) => Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}
