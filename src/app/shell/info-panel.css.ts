import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const empty = style({ color: vars.color.muted, margin: 0 });
export const contact = style({ paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const course = style({ fontSize: '1rem', marginBottom: vars.space.xs });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `2px ${vars.space.sm}`,
  margin: 0,
  fontSize: '0.92rem',
});
globalStyle(`${details} dt`, { color: vars.color.muted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });
