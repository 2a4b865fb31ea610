import { style } from '@vanilla-extract/css';
import { MOBILE, vars } from '../../ui/theme.css.ts';

// SPEC §2 "past": the trainings, and the news panel beside them on wide screens, below on a phone.

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(14rem, 18rem)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ minWidth: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export { card } from '../../ui/card.css.ts';
export const title = style({ fontSize: '1.15rem', margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.muted, margin: 0, overflowWrap: 'anywhere' });
