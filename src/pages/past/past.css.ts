import { style } from '@vanilla-extract/css';
import { PANELS_BESIDE, vars } from '../../ui/theme.css.ts';

// SPEC §2 "past": the trainings, and the news panel beside them while the page is wide enough
// (PANELS_BESIDE, as the dashboard's panels), below them otherwise: beside on a 768 px tablet,
// the trainings' column was 174 px and its course names broke mid-word.

export { widthBox as layout } from '../../ui/width-box.css.ts';
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { [PANELS_BESIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(14rem, 18rem)' } },
});
export const main = style({ minWidth: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export { card } from '../../ui/card.css.ts';
export const title = style({ fontSize: '1.15rem', margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.muted, margin: 0, overflowWrap: 'anywhere' });
