import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  zIndex: 100,
});

export const panel = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.pop,
  width: 'min(480px, 100%)',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  padding: vars.space.lg,
  borderTop: '6px solid',
});

export const tone = styleVariants({
  error: { borderTopColor: vars.color.danger },
  info: { borderTopColor: vars.color.primary },
  success: { borderTopColor: vars.color.success },
  confirm: { borderTopColor: vars.color.primary },
  audioCheck: { borderTopColor: vars.color.primary },
});

export const title = style({ fontSize: '1.25rem', marginBottom: vars.space.sm });
export const body = style({ whiteSpace: 'pre-line', margin: `0 0 ${vars.space.lg}`, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
