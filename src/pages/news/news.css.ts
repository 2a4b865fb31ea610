import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

// SPEC §2 news, news/{newsId}: the items as cards; content is text with its line breaks kept.

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export { card } from '../../ui/card.css.ts';
export const title = style({ fontSize: '1.15rem', margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.muted, fontSize: '0.9rem', margin: `0 0 ${vars.space.sm}` });
/** Line breaks of the text are kept; long words wrap instead of widening the page. */
export const content = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });
export const back = style({ display: 'inline-block', marginTop: vars.space.md });
