import { globalStyle, style } from '@vanilla-extract/css';
import { card as surface } from '../ui/card.css.ts';
import { vars } from '../ui/theme.css.ts';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  background: vars.color.topBar,
  color: vars.color.topBarText,
  padding: '14px 24px',
  fontWeight: 700,
  fontSize: '1.15rem',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '960px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  outline: 'none',
});

export const narrow = style({ maxWidth: '480px' });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

/** A page's own card in the frame's card (the legal text, the not-found notice) is drawn flat: no card in a card, whose second padding a phone's line cannot spare. */
globalStyle(`${card} ${surface}`, { background: 'none', boxShadow: 'none', borderRadius: 0, padding: 0 });

export const title = style({ fontSize: 'clamp(1.25rem, 5.5vw, 1.6rem)', marginBottom: vars.space.lg }); // long words fit a phone's line
