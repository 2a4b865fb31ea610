import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const base = style({
  padding: '12px 16px',
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  margin: `0 0 ${vars.space.md}`,
  whiteSpace: 'pre-line',
});

export const alert = styleVariants({
  error: [base, { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger }],
  info: [base, { background: vars.color.primarySoft, color: vars.color.primaryHover, borderColor: vars.color.primary }],
  warning: [base, { background: vars.color.warningSoft, color: vars.color.warning, borderColor: vars.color.warning }],
  success: [base, { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success }],
});
