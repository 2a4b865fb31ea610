import { style } from '@vanilla-extract/css';
import { MOBILE, vars } from '../../ui/theme.css.ts';

export const greeting = style({ fontSize: '1.25rem', margin: `0 0 ${vars.space.sm}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const course = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const meta = style({ color: vars.color.muted, fontSize: '0.9rem', gridColumn: '1 / -1' });
export const status = style({
  fontSize: '0.82rem',
  fontWeight: 700,
  padding: '2px 10px',
  borderRadius: vars.radius.round,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  whiteSpace: 'nowrap',
  '@media': { [MOBILE]: { justifySelf: 'start', whiteSpace: 'normal' } },
});
export const heading = style({ fontSize: '1.15rem', margin: `0 0 ${vars.space.md}` });
