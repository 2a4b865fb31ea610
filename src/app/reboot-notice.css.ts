import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const region = style({
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: vars.space.lg,
  zIndex: 80,
  width: 'min(560px, calc(100vw - 24px))',
});
globalStyle(`${region} > *`, { boxShadow: vars.shadow.pop, margin: 0, fontWeight: 600 });
