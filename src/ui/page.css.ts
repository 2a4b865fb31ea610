import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// The plain page card and its lead text, for pages without styles of their own (SPEC §1 layout).

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  marginBottom: vars.space.md,
});

export const lead = style({ fontSize: '1.05rem', color: vars.color.muted, margin: `0 0 ${vars.space.md}` });
