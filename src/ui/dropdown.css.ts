import { style } from '@vanilla-extract/css';
import { MOBILE, vars } from './theme.css.ts';

export const root = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  minWidth: '40px',
  justifyContent: 'center',
  padding: '6px 10px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  position: 'relative',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: 'rgba(255, 255, 255, 0.14)' },
  },
});

export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  minWidth: '240px',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  maxHeight: '70vh',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.pop,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  zIndex: 50,
  '@media': {
    // On a phone the panel spans the screen under the top bar instead of hanging off its button.
    [MOBILE]: { position: 'fixed', top: '64px', left: vars.space.sm, right: vars.space.sm, maxWidth: 'none', minWidth: 0 },
  },
});

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  borderRadius: vars.radius.round,
  background: vars.color.badge,
  color: '#ffffff',
  fontSize: '11px',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'block',
  width: '100%',
  padding: '8px 12px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  background: 'transparent',
  border: 0,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.text },
    '&[aria-current="true"], &[aria-current="page"]': { fontWeight: 700 },
  },
});

export const heading = style({
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.muted,
  padding: '4px 12px',
  margin: 0,
});

export const empty = style({ padding: '8px 12px', color: vars.color.muted, margin: 0 });
