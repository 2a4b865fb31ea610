import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

// My profile and the password change (SPEC §2 profile, profile/password): cards in one column;
// on a wide screen the photo beside the personal data, on a phone above it.

export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0, maxWidth: '760px' });

export { card } from '../../ui/card.css.ts';
export const sectionTitle = style({ fontSize: '1.1rem', margin: `0 0 ${vars.space.md}` });
export const muted = style({ color: vars.color.muted, margin: `0 0 ${vars.space.sm}` });
export const intro = style({ color: vars.color.muted, margin: `0 0 ${vars.space.md}` });
export const error = style({ color: vars.color.danger, margin: `${vars.space.sm} 0 0` });

// The photo column beside the personal data while the card holds both (the photo column at
// most 260 px, the data at least 20rem, so a value is never squeezed letter by letter, as it
// was on a 768 px tablet beside the side menu); on a narrower card the data goes below. Set by
// the card's width, not the screen's: the shell's menus take a part of the screen that varies.
export const about = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'flex-start' });
globalStyle(`${about} > dl`, { flex: '1 1 20rem', minWidth: 0 });

export const photoColumn = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', flex: '0 1 260px', minWidth: 0 });
export const photo = style({
  width: '150px',
  height: '150px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  placeItems: 'center',
  fontSize: '2.5rem',
  fontWeight: 700,
  color: vars.color.muted,
});
export const photoActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
// The file input is hidden but focusable; its label is the button the trainee sees, ringed when the input has the focus.
export const pick = style({ position: 'relative' });
globalStyle(`${pick}:focus-within > label`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

export { facts } from '../../ui/facts.css.ts';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, padding: 0, listStyle: 'none' });

// The crop dialog: the picture fills a fixed frame; the square kept is the crop area.
export const cropFrame = style({
  position: 'relative',
  width: '100%',
  height: 'min(56vh, 320px)',
  background: '#1b2332',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  whiteSpace: 'normal',
});
export const cropArea = style({
  selectors: {
    '&:focus-visible': { outline: `4px solid #ffd24d`, outlineOffset: '-4px' },
  },
});
export const zoom = style({ display: 'grid', gap: vars.space.xs, marginTop: vars.space.md });
export const zoomInput = style({ width: '100%', accentColor: vars.color.primary });
export const cropHint = style({ color: vars.color.muted, margin: `${vars.space.sm} 0 0`, fontSize: '0.95rem', whiteSpace: 'normal' });

// The certificates (issue 13): one row per course, its status beside it (under it on a phone).
export const certificates = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${certificates} li`, { display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}`, alignItems: 'baseline' });
globalStyle(`${certificates} li > span`, { margin: 0 });
export const publicPage = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.md });
export const address = style({ overflowWrap: 'anywhere', minWidth: 0 });
