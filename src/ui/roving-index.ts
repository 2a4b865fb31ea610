// WAI-ARIA roving focus for a row of items (tabs): the index an arrow key, Home or End moves
// to, wrapping at both ends, or null for any other key. `vertical` also takes Up/Down.
export function rovingIndex(key: string, index: number, count: number, vertical = false): number | null {
  const last = count - 1;
  if (key === 'ArrowRight' || (vertical && key === 'ArrowDown')) return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft' || (vertical && key === 'ArrowUp')) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
