import { style } from '@vanilla-extract/css';
import { MOBILE, vars } from '../../ui/theme.css.ts';

export const nav = style({
  gridArea: 'nav',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.sm,
  position: 'sticky',
  top: '84px',
  '@media': {
    [MOBILE]: {
      position: 'fixed',
      top: '60px',
      left: 0,
      bottom: 0,
      width: 'min(300px, 86vw)',
      borderRadius: 0,
      zIndex: 45,
      overflowY: 'auto',
      boxShadow: vars.shadow.pop,
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});

export const scrim = style({
  display: 'none',
  '@media': {
    [MOBILE]: {
      display: 'block',
      position: 'fixed',
      inset: '60px 0 0 0',
      background: vars.color.overlay,
      zIndex: 44,
      border: 0,
      padding: 0,
    },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const group = style({
  fontSize: '0.78rem',
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.muted,
  fontWeight: 700,
  padding: '12px 12px 4px',
  margin: 0,
});

export const link = style({
  display: 'block',
  padding: '9px 12px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primaryHover,
      fontWeight: 700,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const nested = style({ paddingLeft: '24px' });

// Issue 10 item 3: during a passage the menu is marked (leaving finishes the test).
export const passageNote = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: '8px 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: '0.9rem',
  fontWeight: 600,
});
