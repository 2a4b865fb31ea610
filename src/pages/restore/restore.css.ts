import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

// The restore's steps (SPEC §2 /restore), in the narrow card of the public layout; the captcha's own: src/ui/captcha.css.ts.
export const step = style({ fontSize: '1.15rem', margin: `0 0 ${vars.space.md}`, outlineOffset: '4px' });
export const lead = style({ color: vars.color.muted, margin: `0 0 ${vars.space.md}` });
export const actions = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.lg });
export const submit = style({ width: '100%', minHeight: '48px', fontSize: '1.05rem', textAlign: 'center' });
export const link = style({ justifySelf: 'center' });
export const resend = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const wait = style({ color: vars.color.muted, fontSize: '0.9rem', margin: 0 });
