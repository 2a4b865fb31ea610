import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const tablist = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.md,
});

// Each tab as wide as its name, the room left shared between them, at 15 px: in the 290 px info
// panel «Частые вопросы» stays on one line beside «Контакты» even in DejaVu Sans, one of the
// widest faces (equal halves at 16 px broke it in two).
export const tab = style({
  flex: '1 1 auto',
  padding: '10px 6px',
  fontSize: '0.9375rem',
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.muted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
  },
});
