import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

// SPEC §2 "Exam alerts": sticky popups. Raised above the page like a popup, in the warning
// colours (#7a4d00 on #fff4d6); sticky: each stays until it is closed.
export const panel = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ fontSize: '1rem', margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const alert = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.pop,
});

export const text = style({ display: 'grid', gap: '2px', paddingBlock: '6px', overflowWrap: 'anywhere' });
export const name = style({ color: vars.color.text });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.warning,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(122, 77, 0, 0.12)' } },
});
