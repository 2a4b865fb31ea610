import { globalStyle, style } from '@vanilla-extract/css';
import { NARROW, vars } from './theme.css.ts';

// A data table on a card (the course's groups, the certificate files): cells left-aligned, a
// rule under each row, the column names muted like the labels of the facts list. Below a
// width of its own (`stackedBelow`) each row becomes a block, each cell under its column's
// name (the cell's data-label), the head hidden from sight but still read, so a table never
// widens the page: three dates did not fit a 320 px phone.
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: 600 });

function stackedBelow(query: string): string {
  const stacked = style({});
  globalStyle(`${stacked} thead`, { '@media': { [query]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
  globalStyle(`${stacked} tr`, { '@media': { [query]: { display: 'block', borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` } } });
  globalStyle(`${stacked} td`, { '@media': { [query]: { display: 'block', border: 'none', padding: `${vars.space.xs} 0` } } });
  globalStyle(`${stacked} td[data-label]::before`, {
    '@media': { [query]: { content: 'attr(data-label)', display: 'block', color: vars.color.muted, fontSize: '0.9rem' } },
  });
  return stacked;
}

/** Blocks on a phone (below 600 px): a table of wide columns. */
export const stackedOnPhone = stackedBelow('screen and (max-width: 599px)');
/** Blocks on a narrow phone only (NARROW): a table of short columns. */
export const stackedOnNarrow = stackedBelow(NARROW);
