import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { widthBox } from './width-box.css.ts';

// A data table on a card (the course's groups, the certificate files): cells left-aligned, a
// rule under each row, the column names muted like the labels of the facts list. Below a
// width of its own (`stackedBelow`) each row becomes a block, each cell under its column's
// name (the cell's data-label), the head hidden from sight but still read, so a table never
// widens the page: three dates did not fit a 320 px phone. The width is the one the table has,
// that of its box (`tableBox`, a container around it), not the screen's: beside the side menu
// of a 768 px tablet the certificate files' four columns scrolled the page 36 px sideways.
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: 600 });

/**
 * The element around a table: the container whose width its rows stack by. Imported from here,
 * not from width-box.css.ts: with the tables' pages importing it directly the bundler gave the
 * width box a CSS file of its own, one more request for every page that uses it.
 */
export const tableBox = widthBox;

function stackedBelow(width: string): string {
  const query = `(width < ${width})`;
  const stacked = style({});
  globalStyle(`${stacked} thead`, { '@container': { [query]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
  globalStyle(`${stacked} tr`, { '@container': { [query]: { display: 'block', borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` } } });
  globalStyle(`${stacked} td`, { '@container': { [query]: { display: 'block', border: 'none', padding: `${vars.space.xs} 0` } } });
  globalStyle(`${stacked} td[data-label]::before`, {
    '@container': { [query]: { content: 'attr(data-label)', display: 'block', color: vars.color.muted, fontSize: '0.9rem' } },
  });
  return stacked;
}

/** Blocks in a box narrower than 36rem (a phone, a tablet beside the side menu): a table of wide columns. */
export const stackedWhenNarrow = stackedBelow('36rem');
/** Blocks in a box narrower than 26rem (a narrow phone): a table of short columns. */
export const stackedWhenTight = stackedBelow('26rem');
