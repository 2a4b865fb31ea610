import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// The copy action and its short note (src/ui/copy-button.tsx).

export const wrap = style({ position: 'relative', display: 'inline-flex', alignItems: 'center', flexShrink: 0 });
export const button = style({ minHeight: '36px', padding: '6px 12px' });

const note = style({
  position: 'absolute',
  bottom: 'calc(100% + 6px)',
  right: 0,
  width: 'max-content',
  maxWidth: '240px',
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
  fontSize: '0.88rem',
  zIndex: 5,
  boxShadow: vars.shadow.pop,
});
export const tooltip = style([note, { background: vars.color.text, color: vars.color.surface }]);
export const failed = style([note, { background: vars.color.dangerSoft, color: vars.color.danger, border: `1px solid ${vars.color.danger}` }]);
