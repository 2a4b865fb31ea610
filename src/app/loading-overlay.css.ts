import { style } from '@vanilla-extract/css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(243, 245, 249, 0.6)',
  zIndex: 90,
  cursor: 'progress',
});
