import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { PAGE_END_ID } from '../../api/page-data.ts';
// The card, the label | value rows and the data table the pages use go into the app's one
// stylesheet, loaded with the first paint, instead of small files each page would fetch first.
import './card.css.ts';
import './facts.css.ts';
import './table.css.ts';
// The captcha's (the restore's and a busy network's login: src/ui/captcha.tsx), so that neither
// page fetches a stylesheet of its own for it.
import './captcha.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// WCAG 2.2 SC 2.4.11 (issue 10 item 2): a control scrolled to or focused is never hidden under
// the sticky top bar (60 px) or a sticky bar below it (its height in --sticky-below, set by
// the passage header while it is shown).
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: 'calc(60px + var(--sticky-below, 0px) + 8px)' });
// Words on a phone (issue 10 "Phones"): hyphenated by the page's language (<html lang>, set
// to the interface language by src/app/i18n.ts activateLocale; exam content comes in that
// language too), at least 3 letters on each side of a break in words of 6 or more; a token
// longer than a whole line (a URL, a file name) still wraps rather than widening the page
// (`break-word`, which unlike `anywhere` never lets a box shrink below its longest word, so
// ordinary words are not broken mid-letter). No `word-break: break-all` anywhere.
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '16px',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.page,
  hyphens: 'auto',
  hyphenateLimitChars: '6 3 3',
  overflowWrap: 'break-word',
});
// A page the server rendered is shown once the browser has parsed all of it (its end, PAGE_END_ID,
// follows #root). A slow phone paints while it parses: the top bar's tools, laid out from the
// right, moved left as each next one came in; /login's languages and a passage's clock moved
// as they came in too (docs/performance.md "Layout shifts while a page loads", decision #190).
// Browsers without :has() paint as they parse, as before.
globalStyle(`#root[data-ssr]:not(:has(~ #${PAGE_END_ID}))`, { visibility: 'hidden' });
globalStyle('a', { color: vars.color.primary });
globalStyle('a:hover', { color: vars.color.primaryHover });
globalStyle('h1, h2, h3', { lineHeight: 1.25, margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit' });
// A visible focus ring everywhere the keyboard lands (WCAG 2.4.7).
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: '2px',
});
globalStyle('[hidden]', { display: 'none !important' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
