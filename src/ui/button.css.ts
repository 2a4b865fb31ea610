import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: '8px 18px',
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.primaryText,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover, color: vars.color.primaryText } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.border,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
    },
  ],
  // An irreversible choice (finish, leave): outlined in the danger colour, never filled like
  // the primary (danger #a4201a on #fdecea 6.9:1, on #ffffff 7.4:1).
  warning: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.danger,
      borderColor: vars.color.danger,
      borderWidth: '2px',
      selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft, color: vars.color.danger } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: 'inherit',
      padding: '6px 10px',
      selectors: { '&:hover:not(:disabled)': { background: 'rgba(127, 140, 160, 0.16)' } },
    },
  ],
});
