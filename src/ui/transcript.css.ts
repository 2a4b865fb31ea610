import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const details = style({ fontSize: '0.95rem', maxWidth: '100%' });
export const summary = style({ cursor: 'pointer', color: vars.color.primary, width: 'fit-content' });
export const text = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
