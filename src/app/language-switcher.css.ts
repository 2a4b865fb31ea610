import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

/** The form adds no box: the group lays out as before. */
export const form = style({ display: 'contents' });

export const group = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', margin: 0, padding: 0, border: 0 });

export const option = style({
  padding: '6px 12px',
  minHeight: '36px',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.primarySoft },
  },
});
