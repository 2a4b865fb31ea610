import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

/** The failed call's reference under an error dialog's message (issue 14). */
export const muted = style({ color: vars.color.muted, margin: `${vars.space.sm} 0 0`, fontSize: '0.9em', overflowWrap: 'anywhere' });
