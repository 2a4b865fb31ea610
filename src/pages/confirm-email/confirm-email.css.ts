import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

// The confirmation's next step (SPEC §2 "Email confirmation"): a line of text, the link below it.
export const next = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', marginTop: vars.space.md });
export const text = style({ color: vars.color.muted, margin: 0 });
