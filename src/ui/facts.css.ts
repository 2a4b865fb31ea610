import { globalStyle, style } from '@vanilla-extract/css';
import { NARROW, vars } from './theme.css.ts';

// Label | value rows of a <dl> (a result, a group, a certificate, a profile): on a narrow phone
// each label above its value, so that neither column squeezes the other past the screen
// (320 px); a long value (an e-mail, a link) wraps instead of widening the page.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});
globalStyle(`${facts} dt`, { color: vars.color.muted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
globalStyle(`${facts} dd`, { '@media': { [NARROW]: { marginBottom: vars.space.sm } } });
