import { globalStyle, style } from '@vanilla-extract/css';
import { panel as dropdownPanel, trigger } from '../../ui/dropdown.css.ts';
import { DESKTOP, MOBILE, NARROW, vars } from '../../ui/theme.css.ts';

/** Phones (issue 10 "Phones"): the bar's buttons close up and the product name may wrap. */

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '60px',
  padding: `0 ${vars.space.lg}`,
  background: vars.color.topBar,
  color: vars.color.topBarText,
  '@media': { [MOBILE]: { padding: `0 ${vars.space.sm}` }, [NARROW]: { padding: '0 4px', gap: '4px' } },
});

export const brand = style({
  color: vars.color.topBarText,
  fontWeight: 700,
  fontSize: '1.15rem',
  textDecoration: 'none',
  marginRight: 'auto',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  hyphens: 'manual',
  selectors: { '&:hover': { color: vars.color.topBarText, textDecoration: 'underline' } },
  // On a phone the name is never cut: it wraps between words onto a second line, and the bar's
  // buttons give up some padding for it (at 320 px "QA Academy" showed as "Q…").
  '@media': {
    [NARROW]: {
      fontSize: '1rem',
      lineHeight: 1.15,
      whiteSpace: 'normal',
      overflow: 'visible',
      overflowWrap: 'normal',
      minWidth: 'min-content',
    },
  },
});
// 36 × 40 px buttons on a phone (WCAG 2.5.8 asks 24), closer together.
globalStyle(`${bar} ${trigger}`, { '@media': { [NARROW]: { minWidth: '36px', paddingLeft: '4px', paddingRight: '4px', gap: '4px' } } });

export const menuToggle = style({
  display: 'none',
  '@media': { [MOBILE]: { display: 'inline-flex' } },
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: '2px', '@media': { [NARROW]: { gap: 0 } } });

export const avatar = style({
  width: '34px',
  height: '34px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.primarySoft,
  color: vars.color.primary,
  display: 'inline-grid',
  placeItems: 'center',
  fontWeight: 700,
  fontSize: '0.85rem',
  flex: 'none',
});

export const userName = style({
  maxWidth: '180px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [MOBILE]: { display: 'none' } },
});

export const langCode = style({ fontWeight: 600, textTransform: 'uppercase', fontSize: '0.9rem' });
export const desktopOnly = style({ '@media': { [MOBILE]: { display: 'none' } } });
export const mobileOnly = style({ '@media': { [DESKTOP]: { display: 'none' } } });

// Focus rings that stay visible on the dark bar, and the usual ones inside white panels.
globalStyle(`${bar} a:focus-visible, ${bar} button:focus-visible`, { outlineColor: '#ffd54f' });
globalStyle(`${bar} ${dropdownPanel} a:focus-visible, ${bar} ${dropdownPanel} button:focus-visible`, {
  outlineColor: vars.color.focus,
});
