import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// The captcha's picture, its actions and the recording's status (src/ui/captcha.tsx).
export const captcha = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm, marginBottom: vars.space.md });
export const captchaActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** The recording's failure; while empty it stays in the page (a live region) but takes no room. */
export const captchaStatus = style({ color: vars.color.danger, margin: 0, selectors: { '&:empty': { position: 'absolute' } } });
export const picture = style({ display: 'block', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, maxWidth: '100%', height: 'auto' });
