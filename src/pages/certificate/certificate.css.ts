import { style } from '@vanilla-extract/css';
import { stackedWhenNarrow, table as sharedTable } from '../../ui/table.css.ts';
import { vars } from '../../ui/theme.css.ts';
import { widthBox } from '../../ui/width-box.css.ts';

// The certificate screen (SPEC §2 profile/certificate/{appId}): cards in one column; the
// certificates' table becomes one block per certificate, and the surname beside the name goes
// under it, on a phone.

// The page is the box the name fields read their width from (decision #178).
export const page = style([widthBox, { display: 'grid', gap: vars.space.md, minWidth: 0, maxWidth: '860px' }]);
export { card } from '../../ui/card.css.ts';
export const sectionTitle = style({ fontSize: '1.1rem', margin: `0 0 ${vars.space.md}` });
export const text = style({ margin: `0 0 ${vars.space.sm}` });
export const muted = style({ color: vars.color.muted, margin: `0 0 ${vars.space.sm}` });
export { facts } from '../../ui/facts.css.ts';

export const entry = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
  minWidth: 0,
});
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const names = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `0 ${vars.space.md}`,
  '@container': { '(width < 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export { tableBox } from '../../ui/table.css.ts';
export const table = style([sharedTable, stackedWhenNarrow, { margin: `0 0 ${vars.space.md}` }]);

export const toggle = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', margin: `0 0 ${vars.space.sm}`, minHeight: '44px' });
export const check = style({ width: '22px', height: '22px', flex: '0 0 auto', marginTop: '2px' });
export const toggleText = style({ display: 'grid', gap: '2px' });
export const hint = style({ color: vars.color.muted, fontSize: '0.9rem' });
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignItems: 'center',
});
export const url = style({ overflowWrap: 'anywhere' });
