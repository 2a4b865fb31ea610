import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { MOBILE, vars } from '../../../ui/theme.css.ts';

// The passage screen: header with the clock, the tab strip, the question and its editors.

// Issue 10 item 2: the header with the clock sticks below the sticky top bar (60 px) while
// answering, on a phone too; the page's scroll-padding (ui/global.css.ts, --sticky-below
// set by passage-header.tsx) keeps a focused control from hiding under it (WCAG 2.4.11).
export const header = style({
  position: 'sticky',
  top: '60px',
  zIndex: 30,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginBottom: vars.space.md,
  '@media': {
    [MOBILE]: { padding: `${vars.space.xs} ${vars.space.sm}`, gap: vars.space.sm, borderRadius: 0, marginLeft: `-${vars.space.md}`, marginRight: `-${vars.space.md}` },
  },
});
// The controls are items of the header's own rows (issue 59 item 3): on a desktop one row, the
// clock, "Take a break", what a break uses (its text wrapping in the room left) and Finish at the
// end; on a phone two, the clock and "Take a break", then what a break uses beside Finish.
export const headerActions = style({ display: 'contents' });
// A phone's buttons here give up some padding, so the clock and "Take a break" share a row in ru and uk too.
globalStyle(`${header} button`, { '@media': { [MOBILE]: { paddingLeft: '12px', paddingRight: '12px' } } });

/** Breaks left and their length, visible beside the break button (issue 10). */
export const breakAllowance = style({
  flex: '1 1 8em',
  color: vars.color.muted,
  fontSize: '0.9rem',
  lineHeight: 1.25,
  '@media': { [MOBILE]: { fontSize: '0.85rem' } },
});
/** Finish at the row's end, with or without the break's controls before it. */
export const finish = style({ marginLeft: 'auto' });
/** Why Finish waits: a row of its own under the controls. */
export const finishWaits = style({ flex: '1 1 100%', color: vars.color.muted, fontSize: '0.9rem' });

export const timer = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: '112px',
  padding: '4px 14px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  // On a phone the label over the time as on a desktop, but closer: the clock is as tall as a
  // button and narrow enough to share its row with "Take a break" (issue 59 item 3).
  '@media': { [MOBILE]: { minWidth: 0, padding: '1px 10px', lineHeight: 1.15 } },
});
export const timerLabel = style({ fontSize: '0.78rem', color: vars.color.muted, '@media': { [MOBILE]: { fontSize: '0.72rem' } } });
export const timerValue = style({
  '@media': { [MOBILE]: { fontSize: '1.15rem' } },
  fontSize: '1.4rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});
export const timerLow = style({ color: vars.color.danger, borderColor: vars.color.danger, background: vars.color.dangerSoft });

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  marginBottom: vars.space.md,
  '@media': { [MOBILE]: { padding: vars.space.md } },
});

export const tablist = style({ display: 'flex', flexWrap: 'wrap', gap: '6px', margin: `0 0 ${vars.space.md}`, padding: 0 });
export const tab = style({
  minWidth: '44px',
  minHeight: '44px',
  padding: '4px 8px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  selectors: {
    '&[aria-selected="true"]': { borderColor: vars.color.primary, borderWidth: '2px', boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});
export const tabMark = styleVariants({
  none: {},
  saved: { background: vars.color.primarySoft, color: vars.color.primaryHover },
  correct: { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success },
  wrong: { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
});
export const markSign = style({ fontSize: '0.8rem' });

export const questionHeading = style({ fontSize: '1rem', color: vars.color.muted, margin: `0 0 ${vars.space.sm}`, fontWeight: 600 });
// Classes, not style attributes: a page the server paints may not carry inline styles (CSP style-src 'self').
/** An instruction under the question ("Choose one answer."), as its heading but in normal weight. */
export const questionPrompt = style([questionHeading, { display: 'block', fontWeight: 400 }]);
/** The same on one line with its button ("saved when the connection is back"). */
export const questionPromptInline = style([questionHeading, { margin: 0, fontWeight: 400 }]);
export const materialsBlock = style({ marginBottom: vars.space.md });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontSize: '1.15rem', fontWeight: 700, whiteSpace: 'pre-line', overflowWrap: 'anywhere', padding: 0, marginBottom: vars.space.md });
export const pictures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.md}` });
export const picture = style({ maxWidth: '100%', maxHeight: '320px', borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });

export const options = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});
globalStyle(`${option} input`, { width: '20px', height: '20px', marginTop: '2px', flex: '0 0 auto' });
export const optionText = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const rowText = style({ flex: '1 1 200px', overflowWrap: 'anywhere' });
export const position = style({ fontWeight: 700, minWidth: '2ch' });
export const small = style({ minHeight: '36px', padding: '4px 10px' });
export const select = style({
  minHeight: '40px',
  padding: '6px 10px',
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '100%',
});

export const essay = style({
  width: '100%',
  height: '150px', // SPEC §9 "Essay textarea height 150 px"
  padding: '8px 12px',
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
  font: 'inherit',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: `${vars.space.md} 0 0` });
export const saveNote = style({ color: vars.color.warning, fontWeight: 600, fontSize: '0.95rem' });
export const notes = style({ marginTop: vars.space.md });
export const alertRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const answerList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: '1.2em' });

/** Issue 10 "Offline": the banner in the sticky header, near the clock (the whole width). */
export const offline = style({
  flex: '1 1 100%',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});
/** A button that waits (aria-disabled): it keeps the focus, and its reason is read with it. */
export const waiting = style({ opacity: 0.6, cursor: 'not-allowed' });
