import { style } from '@vanilla-extract/css';
import { facts as sharedFacts } from '../../ui/facts.css.ts';
import { stackedWhenTight, table } from '../../ui/table.css.ts';
import { vars } from '../../ui/theme.css.ts';

// SPEC §2 "courses" (the catalogue's cards) and "courses/{courseId}" (the course's facts).

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export { card } from '../../ui/card.css.ts';
export const cardTitle = style({ fontSize: '1.15rem', margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.sm}` });
export const badge = style({
  display: 'inline-block',
  fontSize: '0.85rem',
  fontWeight: 600,
  padding: '2px 10px',
  borderRadius: vars.radius.round,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
});
export const muted = style({ color: vars.color.muted, margin: 0 });
/** The course's facts: the label | value list of every page (src/ui/facts.css.ts), apart from the groups below. */
export const facts = style([sharedFacts, { marginBottom: vars.space.md }]);
export const section = style({ margin: `${vars.space.lg} 0 0` });
export const sectionTitle = style({ fontSize: '1.1rem', margin: `0 0 ${vars.space.sm}` });
/** Text from the course's fields: shown as text, line breaks kept. */
export const text = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });
export { tableBox } from '../../ui/table.css.ts';
export const groups = style([table, stackedWhenTight, { maxWidth: '32rem' }]);
export const apply = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: `${vars.space.lg} 0 0` });
/** Inside the link, in its colour: part of its name for a screen reader too. */
export const linkHint = style({ fontSize: '0.85rem', fontWeight: 400 });
export const back = style({ display: 'inline-block', marginTop: vars.space.lg });
