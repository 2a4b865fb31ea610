import { style } from '@vanilla-extract/css';
import { MOBILE, vars } from '../../ui/theme.css.ts';

// The public achievements page (SPEC §2 /achievements/{hash}): one card per public training.
export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
});
export const lead = style({ margin: 0, color: vars.color.muted });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const training = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [MOBILE]: { padding: vars.space.md } },
});
export const courseName = style({ fontSize: '1.15rem', margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const header = style({ fontWeight: 600, margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
/** The course's own text: shown as text, line breaks kept. */
export const content = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: `0 0 ${vars.space.md}` });
export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
});
export const count = style({
  padding: '2px 10px',
  borderRadius: vars.radius.round,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontWeight: 600,
  fontSize: '0.9rem',
});
export const certTitle = style({ fontSize: '1rem', margin: `0 0 ${vars.space.sm}` });
export const certs = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const cert = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.md}` });
export const score = style({ color: vars.color.muted });
export const muted = style({ color: vars.color.muted, margin: 0 });
export const site = style({ margin: `${vars.space.lg} 0 0` });
export const hint = style({ fontSize: '0.85rem', fontWeight: 400 });
