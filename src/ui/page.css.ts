import { globalStyle, style } from '@vanilla-extract/css';
import { card as surface } from './card.css.ts';
import { vars } from './theme.css.ts';

// The plain page card and its lead text, for pages without styles of their own (SPEC §1 layout).

export const card = style([surface, { marginBottom: vars.space.md }]);

export const lead = style({ fontSize: '1.05rem', color: vars.color.muted, margin: `0 0 ${vars.space.md}` });

/** A lead that ends its card leaves no space below it (the card's padding is there). */
globalStyle(`${card} > ${lead}:last-child`, { marginBottom: 0 });

/** The way back below a page's message (not-there.tsx). */
export const back = style({ display: 'inline-block', marginTop: vars.space.md });
