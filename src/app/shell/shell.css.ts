import { style } from '@vanilla-extract/css';
import { MOBILE, vars } from '../../ui/theme.css.ts';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const body = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: '230px minmax(0, 1fr) 290px',
  gridTemplateAreas: '"nav main aside"',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  padding: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1079px)': {
      gridTemplateColumns: '210px minmax(0, 1fr)',
      gridTemplateAreas: '"nav main" "nav aside"',
    },
    [MOBILE]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"main" "aside"',
      padding: vars.space.md,
      gap: vars.space.md,
    },
  },
});

// On a phone, where the info panel stacks below the page, the page takes at least the screen's
// height, so the panel starts below the fold rather than showing under a loading page and
// being pushed down as its content arrives (a layout shift of 0.7 on the dashboard, issue 14).
export const main = style({
  gridArea: 'main',
  minWidth: 0,
  outline: 'none',
  '@media': { [MOBILE]: { minHeight: '100vh' } },
});
// A page named after its exam can hold long words («последовательность,»): on a phone the size
// follows the width, so a word fits on a line instead of breaking mid-letter (issue 10 "Phones").
export const title = style({ fontSize: 'clamp(1.25rem, 5.5vw, 1.7rem)', margin: `${vars.space.sm} 0 ${vars.space.lg}` });
export const aside = style({ gridArea: 'aside' });

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});
