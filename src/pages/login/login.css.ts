import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const languages = style({ display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space.lg });
export const actions = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.lg });
export const submit = style({ width: '100%', minHeight: '48px', fontSize: '1.05rem' });
export const restore = style({ justifySelf: 'center' });
