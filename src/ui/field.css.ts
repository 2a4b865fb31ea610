import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.md });
export const label = style({ fontWeight: 600 });
export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: '8px 12px',
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});
export const error = style({ color: vars.color.danger, fontSize: '0.9rem', margin: 0 });
export const hint = style({ color: vars.color.muted, fontSize: '0.9rem', margin: 0 });
