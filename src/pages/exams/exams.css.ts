import { globalStyle, style } from '@vanilla-extract/css';
import { card as pageCard } from '../../ui/card.css.ts';
import { MOBILE, vars } from '../../ui/theme.css.ts';

// The exam lists, result and intro pages.

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  '@media': { [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style([pageCard, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

export const cardTitle = style({ fontSize: '1.15rem', margin: 0, overflowWrap: 'anywhere' });
export const text = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });
export const muted = style({ color: vars.color.muted, margin: 0 });

// The result page's facts (issue 10 "Phones": 320 px).
export { facts } from '../../ui/facts.css.ts';

export const cardFacts = style({
  display: 'grid',
  // Two columns from a 360 px phone up; at 320 px one, so that "Использовано 0 · без
  // ограничений" keeps its words whole (test/e2e/phone-fit.e2e.test.ts).
  gridTemplateColumns: 'repeat(auto-fit, minmax(136px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${cardFacts} dt`, { color: vars.color.muted, fontSize: '0.85rem' });
globalStyle(`${cardFacts} dd`, { margin: 0, fontWeight: 600 });

export const cardActions = style({ marginTop: 'auto', paddingTop: vars.space.sm, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const label = style({
  display: 'inline-block',
  fontSize: '0.88rem',
  fontWeight: 700,
  padding: '4px 12px',
  borderRadius: vars.radius.round,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
export const passLabel = style([label, { background: vars.color.successSoft, color: vars.color.success }]);
/** A passed-list card's score and pass label (issue 10 "Results"). */
export const outcome = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const tooltipWrap = style({ position: 'relative', display: 'inline-block' });
export const tooltip = style({
  display: 'none',
  position: 'absolute',
  bottom: 'calc(100% + 8px)',
  left: 0,
  width: 'max-content',
  maxWidth: '260px',
  padding: '8px 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: '0.88rem',
  zIndex: 5,
});
globalStyle(`${tooltipWrap}:hover ${tooltip}, ${tooltipWrap}:focus-within ${tooltip}`, { display: 'block' });
export const ariaDisabled = style({ opacity: 0.6, cursor: 'not-allowed' });

export const resultsLink = style({ margin: `${vars.space.md} 0 0` });
/** The last line of a card: no space below it (a class, not a style attribute, which a rendered page's policy refuses). */
export const lastLine = style({ marginBottom: 0 });

export const section = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  marginBottom: vars.space.md,
});
export const sectionTitle = style({ fontSize: '1.1rem', margin: `0 0 ${vars.space.sm}` });

// A stat's column holds its longest word (ru «Использовано», 137 px at 1.05rem bold) with the
// stat's padding, and two columns fit a 390 px phone: with 130 px columns and 1.2rem
// «questions» and «Unlimited» broke mid-word at 600 px, «Использовано» at 390 px.
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10.5rem), 1fr))',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});
export const stat = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: `${vars.space.md} 12px`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});
globalStyle(`${stat} dt`, { color: vars.color.muted, fontSize: '0.9rem' });
globalStyle(`${stat} dd`, { margin: 0, fontSize: '1.05rem', fontWeight: 700 });
/** A line under a stat's value: the attempts left, the points a pass needs out of. */
export const statNote = style({ display: 'block', fontSize: '0.85rem', fontWeight: 400 });

// One equal column per kind of material, one column on a phone; no style attribute, which a
// page the server rendered may not carry (its policy allows no inline style).
export const materials = style({
  display: 'grid',
  gap: vars.space.md,
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  '@media': { [MOBILE]: { gridAutoFlow: 'row' } },
});
export const materialList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const materialTitle = style({ fontSize: '1rem', margin: `0 0 ${vars.space.sm}` });
export const audio = style({ width: '100%', maxWidth: '360px', display: 'block', marginTop: vars.space.xs });

export const startBar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
