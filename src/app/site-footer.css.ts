import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.muted,
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  alignItems: 'center',
  fontSize: '0.9rem',
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
