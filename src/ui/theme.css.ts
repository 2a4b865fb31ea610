import { createGlobalTheme } from '@vanilla-extract/css';

// Design tokens. Text colours keep a contrast of at least 4.5:1 on their backgrounds
// (text #1b2332 on #ffffff 15.6:1, muted #4a5568 on #ffffff 7.5:1, primary #1d4fa8 on
// #ffffff 7.6:1, danger #a4201a on #fdecea 6.9:1, success #176a2c on #e7f5eb 6.1:1).
export const vars = createGlobalTheme(':root', {
  color: {
    page: '#f3f5f9',
    surface: '#ffffff',
    surfaceAlt: '#eef2f8',
    text: '#1b2332',
    muted: '#4a5568',
    border: '#cfd6e2',
    primary: '#1d4fa8',
    primaryHover: '#163d84',
    primaryText: '#ffffff',
    primarySoft: '#e4ecfb',
    danger: '#a4201a',
    dangerSoft: '#fdecea',
    success: '#176a2c',
    successSoft: '#e7f5eb',
    warning: '#7a4d00',
    warningSoft: '#fff4d6',
    focus: '#0b57d0',
    overlay: 'rgba(15, 23, 42, 0.55)',
    badge: '#b3261e',
    topBar: '#14284b',
    topBarText: '#ffffff',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '6px', md: '10px', lg: '14px', round: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    pop: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
});

/** Below this width the menu becomes a drawer and the info panel moves below content. */
export const MOBILE = 'screen and (max-width: 767px)';
export const DESKTOP = 'screen and (min-width: 768px)';
/** A narrow phone: below this width label | value rows put each label above its value. */
export const NARROW = 'screen and (max-width: 479px)';
/**
 * A container query on a page's own width (its layout is a `widthBox`, width-box.css.ts):
 * from this width the page's side panels (news, alerts, promo) sit beside its main column. Set
 * by the page's width, not the screen's: the shell's menus take a part of the screen that
 * varies (a 1280 px screen leaves a page 664 px, a 768 px tablet about 490 px).
 */
export const PANELS_BESIDE = '(width >= 640px)';
