import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 200,
  padding: '10px 16px',
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.pop,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.sm } },
});
