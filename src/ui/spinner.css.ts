import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.5s' } },
});

export const fullPage = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
});
