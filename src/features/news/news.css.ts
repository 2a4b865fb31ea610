import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

// The news panel (SPEC §2 "/" and "past": latest news with unread marks) and the marks the
// news pages share: an unread item says "New" in words, not by colour alone.

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  minWidth: 0,
});
export const heading = style({ fontSize: '1.1rem', margin: `0 0 ${vars.space.sm}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ display: 'grid', gap: '2px', overflowWrap: 'anywhere' });
export const date = style({ fontSize: '0.85rem', color: vars.color.muted });
export const newMark = style({
  display: 'inline-block',
  fontSize: '0.75rem',
  fontWeight: 700,
  color: vars.color.primaryText,
  background: vars.color.primary,
  borderRadius: vars.radius.round,
  padding: '0 7px',
  marginLeft: vars.space.sm,
  verticalAlign: 'middle',
});
export const unreadTitle = style({ fontWeight: 700 });
export const muted = style({ color: vars.color.muted, margin: 0 });
export const all = style({ display: 'inline-block', marginTop: vars.space.md, fontWeight: 600 });
