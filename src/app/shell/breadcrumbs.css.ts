import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const nav = style({ fontSize: '0.9rem', color: vars.color.muted });
export const list = style({ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"›"', margin: `0 ${vars.space.sm}`, color: vars.color.muted },
  },
});
