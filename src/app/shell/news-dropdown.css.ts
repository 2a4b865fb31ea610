import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const unread = style({ background: vars.color.surfaceAlt });
export const date = style({ display: 'inline-block', fontSize: '0.8rem', color: vars.color.muted, marginRight: vars.space.sm });
export const newMark = style({
  display: 'inline-block',
  fontSize: '0.72rem',
  fontWeight: 700,
  color: vars.color.primaryText,
  background: vars.color.primary,
  borderRadius: vars.radius.round,
  padding: '0 7px',
});
export const title = style({ display: 'block', overflowWrap: 'anywhere' });
