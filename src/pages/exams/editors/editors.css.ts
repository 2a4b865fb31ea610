import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE, NARROW, vars } from '../../../ui/theme.css.ts';

// The rich editors of a question: drag handles and drop slots, the essay's file part,
// pictures that enlarge, and the correct answer shown after a wrong one.

// Phones (issue 10 "Phones"): below NARROW a row's text gets a line of its own width.

export const hint = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.muted, fontSize: '0.95rem' });

export const hintFlush = style([hint, { margin: 0 }]);
export const flush = style({ margin: 0 });

// SEQUENCE rows (sortable) and their handle.
export const sortRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '6px 8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  position: 'relative',
  // On a phone the move buttons go below the text, so that the text is not squeezed into a
  // column narrower than its words (they were broken mid-letter at 320 px; issue 10 "Phones"):
  // handle | position | text, then the buttons at the right of a second line.
  '@media': {
    [NARROW]: {
      display: 'grid',
      gridTemplateColumns: 'auto auto minmax(0, 1fr)',
      rowGap: '4px',
    },
  },
});
export const sortRowDragging = style({ zIndex: 2, boxShadow: vars.shadow.pop, borderColor: vars.color.primary, background: vars.color.primarySoft });
export const handle = style({
  flex: '0 0 auto',
  width: '44px',
  height: '44px',
  display: 'inline-grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  cursor: 'grab',
  touchAction: 'manipulation',
  fontSize: '1.2rem',
  lineHeight: 1,
  selectors: {
    '&[aria-pressed="true"]': { cursor: 'grabbing', borderColor: vars.color.primary },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});
export const sortText = style({ flex: '1 1 0', minWidth: 0, whiteSpace: 'pre-line' });
export const moveButtons = style({
  display: 'flex',
  gap: '6px',
  flex: '0 0 auto',
  '@media': { [NARROW]: { gridColumn: '2 / -1', justifySelf: 'end' } },
});

// COMPARISON: partners to drag, and one drop slot per item.
export const pool = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  minHeight: '52px',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});
export const chip = style({
  padding: '8px 12px',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
  touchAction: 'manipulation',
  userSelect: 'none',
  overflowWrap: 'anywhere',
  maxWidth: '100%',
});
export const chipDragging = style({ opacity: 0.5 });
export const chipOverlay = style([chip, { cursor: 'grabbing', boxShadow: vars.shadow.pop }]);
export const matchRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  '@media': { [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const matchRowOver = style({ borderColor: vars.color.primary, borderStyle: 'dashed', background: vars.color.primarySoft });
export const matchItem = style({ overflowWrap: 'anywhere', fontWeight: 600 });
// The item's pair: a native select (keyboard, screen reader, the phone's own picker) laid
// transparent over a box that shows the chosen text whole, wrapped on as many lines as it
// needs: a select alone cuts a long pair at its width on a phone (issue 10 "Phones").
export const matchChoice = style({ display: 'grid', position: 'relative', minWidth: 0 });
globalStyle(`${matchChoice} > *`, { gridArea: '1 / 1' });
export const matchChosen = style({
  minHeight: '44px',
  padding: '9px 34px 9px 10px',
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  lineHeight: 1.5,
  whiteSpace: 'pre-line',
  position: 'relative',
  selectors: {
    // The select's arrow, drawn on the box the select covers.
    '&::after': {
      content: '""',
      position: 'absolute',
      right: '12px',
      top: '50%',
      width: '8px',
      height: '8px',
      marginTop: '-6px',
      borderRight: `2px solid ${vars.color.text}`,
      borderBottom: `2px solid ${vars.color.text}`,
      transform: 'rotate(45deg)',
    },
  },
});
export const matchChosenEmpty = style({ color: vars.color.muted });
export const matchSelect = style({
  width: '100%',
  height: '100%',
  minHeight: '44px',
  margin: 0,
  opacity: 0,
  position: 'relative',
  zIndex: 1,
  cursor: 'pointer',
  fontSize: '16px',
  selectors: { '&:disabled': { cursor: 'default' } },
});
globalStyle(`${matchChoice}:focus-within ${matchChosen}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(`${matchChoice}:hover ${matchChosen}`, { borderColor: vars.color.primary });
globalStyle(`${matchChoice}:has(select:disabled) ${matchChosen}`, { background: vars.color.surfaceAlt, borderColor: vars.color.border });

// ESSAY: the file part.
export const filePart = style({ marginTop: vars.space.md, display: 'grid', gap: vars.space.sm });
export const fileLabel = style({ fontWeight: 600 });
export const fileRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const progressTrack = style({
  flex: '1 1 200px',
  height: '12px',
  borderRadius: vars.radius.round,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const progressFill = style({ height: '100%', background: vars.color.primary, transition: 'width 0.2s linear' });
export const fileName = style({ overflowWrap: 'anywhere' });
/** Visually hidden but focusable; its button-like label shows the focus. */
export const fileInput = style({ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' });
globalStyle(`${fileInput}:focus-visible + label`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(`${fileInput}:disabled + label`, { opacity: 0.6, cursor: 'not-allowed' });
globalStyle(`${fileInput} + label`, { cursor: 'pointer' });

// Pictures: thumbnails that enlarge in a dialog; answer audio.
export const thumbButton = style({
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'zoom-in',
  maxWidth: '100%',
  lineHeight: 0,
});
export const thumb = style({ display: 'block', maxWidth: '100%', maxHeight: '240px', borderRadius: vars.radius.sm });
export const questionMedia = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.md}` });
export const answerMedia = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.xs} 0 0 36px`, alignItems: 'center' });
globalStyle(`${answerMedia} img`, { maxHeight: '120px' });
export const audioFigure = style({ margin: 0, display: 'grid', gap: '4px', maxWidth: '100%' });
export const audioCaption = style({ fontSize: '0.9rem', color: vars.color.muted });
export const audio = style({ maxWidth: '100%' });
export const dialogPanel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.pop,
  width: 'min(1100px, 100%)',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const dialogHead = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', justifyContent: 'space-between' });
export const dialogTitle = style({ fontSize: '1.1rem', margin: 0, overflowWrap: 'anywhere' });
export const bigPicture = style({ display: 'block', maxWidth: '100%', maxHeight: 'calc(100vh - 140px)', margin: '0 auto' });

// The correct answer after a wrong one.
export const correctTable = style({ borderCollapse: 'collapse', marginTop: vars.space.xs, width: '100%' });
export const correctCaption = style([hint, { textAlign: 'left', margin: `${vars.space.xs} 0` }]);
globalStyle(`${correctTable} tbody th`, { fontWeight: 600 });
globalStyle(`${correctTable} th, ${correctTable} td`, {
  textAlign: 'left',
  padding: '4px 8px',
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  verticalAlign: 'top',
});
export const correctList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: '1.6em' });
