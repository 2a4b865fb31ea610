import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { NARROW, vars } from '../../ui/theme.css.ts';
import { widthBox } from '../../ui/width-box.css.ts';

// The group page (SPEC §2 training/{applicationId}): cards in one column, on a phone too.

export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export { card } from '../../ui/card.css.ts';
export const sectionTitle = style({ fontSize: '1.1rem', margin: `0 0 ${vars.space.md}` });
export const text = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: `${vars.space.md} 0 0` });
export const muted = style({ color: vars.color.muted, margin: 0 });
export const note = style({ color: vars.color.warning, margin: `${vars.space.xs} 0 0` });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: `${vars.space.sm} 0 0` });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, alignItems: 'center', margin: `${vars.space.sm} 0 0` });

export { facts } from '../../ui/facts.css.ts';

export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr) max-content',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr) max-content' } },
});
export const progressLabel = style({ color: vars.color.muted, '@media': { [NARROW]: { gridColumn: '1 / -1' } } });
export const progressBar = style({ width: '100%', height: '12px', accentColor: vars.color.primary });
export const progressValue = style({ fontWeight: 700 });

// The list is the box its rows read their width from (decision #178): each name goes above its
// value once the list is narrower than 30rem (a phone, or a tablet beside the side menu, where
// even a short value's copy button went below it), whatever the screen's width.
export const credentials = style([widthBox, { display: 'grid', gap: vars.space.sm, margin: 0 }]);
// The name's column is at least 140 px (its dt) and at most 12rem, so a long name («Система
// управления тестированием») wraps instead of squeezing its value; the value's column is never
// narrower than its copy button (min-content): with the side menu at 768 px that name once
// took so much that «Копировать» stuck out of the card.
export const credential = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(12rem) minmax(min-content, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
  '@container': { '(width < 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs } },
});
globalStyle(`${credential} dt`, { color: vars.color.muted, minWidth: '140px' });
// The value and its copy button side by side; when a long URL does not fit beside the button
// (a phone), the button goes below it.
globalStyle(`${credential} dd`, { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0, justifyContent: 'space-between' });
export const value = style({
  minWidth: 0,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  hyphens: 'none',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.95rem',
  background: vars.color.surfaceAlt,
  padding: '4px 8px',
  borderRadius: vars.radius.sm,
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  borderLeft: `4px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.page,
  borderRadius: vars.radius.sm,
  minWidth: 0,
  selectors: {
    '&[data-state="available"], &[data-state="open"]': { borderLeftColor: vars.color.success },
    '&[data-state="future"], &[data-state="notStarted"]': { borderLeftColor: vars.color.primary },
  },
});
export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.xs,
});
export const itemTitle = style({ fontSize: '1rem', margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

const label = style({ display: 'inline-block', fontSize: '0.85rem', fontWeight: 700, padding: '2px 10px', borderRadius: vars.radius.round });
export const state = styleVariants({
  available: [label, { background: vars.color.successSoft, color: vars.color.success }],
  future: [label, { background: vars.color.primarySoft, color: vars.color.primary }],
  finished: [label, { background: vars.color.surfaceAlt, color: vars.color.muted }],
});

export const certificates = style({ listStyle: 'none', margin: `0 0 ${vars.space.sm}`, padding: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${certificates} li`, { display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}` });
export const certificateTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });

/** A date-time never breaks inside itself; a range breaks only between its ends (phones). */
export const nowrap = style({ whiteSpace: 'nowrap' });
