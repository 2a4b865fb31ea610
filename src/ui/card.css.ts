import { style } from '@vanilla-extract/css';
import { MOBILE, vars } from './theme.css.ts';

// The card a page's blocks sit on (SPEC §1 layout): one surface for every page, with less
// padding on a phone. A page that needs more (a gap, a margin) composes it: style([card, {…}]).
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [MOBILE]: { padding: vars.space.md } },
});
