import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { card as pageCard } from '../../ui/card.css.ts';
import { PANELS_BESIDE, vars } from '../../ui/theme.css.ts';

// SPEC §2 "/": the cards, and beside them (the page's own width from 640 px: the shell's side
// menu and info panel leave it 664 px on a 1280 px screen) the exam alerts, the news and the
// promo code; below that width one column: alerts first (they close soon), the cards, news, promo.
export { widthBox as layout } from '../../ui/width-box.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"alerts" "main" "news" "promo"',
  gap: vars.space.md,
  alignItems: 'start',
  '@container': {
    [PANELS_BESIDE]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, 280px)',
      gridTemplateAreas: '"main alerts" "main news" "main promo" "main ."',
      gridTemplateRows: 'auto auto auto 1fr',
      // No row gap: a side panel that shows nothing (no alerts, no promo code) leaves no gap;
      // the panels space themselves (besideGap).
      rowGap: 0,
      columnGap: vars.space.lg,
    },
  },
});

const besideGap = { '@container': { [PANELS_BESIDE]: { marginBottom: vars.space.md } } };
export const alerts = style({ gridArea: 'alerts', ...besideGap });
export const main = style({ gridArea: 'main', minWidth: 0 });
export const news = style({ gridArea: 'news', minWidth: 0, ...besideGap });
export const promo = style({ gridArea: 'promo', minWidth: 0, ...besideGap });

export const greeting = style({ fontSize: '1.2rem', fontWeight: 600, margin: `0 0 ${vars.space.md}` });
export const empty = style({ color: vars.color.muted, margin: 0 });

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const card = style([pageCard, { position: 'relative', display: 'grid', gap: vars.space.sm, border: '2px solid transparent' }]);
/** An ACCEPTED card: its link's hit area covers the card, the card shows hover and focus. */
export const openCard = style([
  card,
  {
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&:focus-within': { borderColor: vars.color.focus, outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
// The status label goes below the title unless the title keeps 16rem beside it: with 12rem, at
// 768 px in ru «Тестирование производительности» broke mid-word beside «Заявка обрабатывается».
export const cardTitle = style({ fontSize: '1.15rem', margin: 0, overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 16rem' });
export const cardLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  outline: 'none',
  selectors: {
    // The whole card is the link's hit area (one link, nothing nested).
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
  },
});

const labelBase = style({
  display: 'inline-block',
  fontSize: '0.85rem',
  fontWeight: 700,
  padding: '4px 12px',
  borderRadius: vars.radius.round,
});
// success #176a2c on #e7f5eb 6.1:1, danger #a4201a on #fdecea 6.9:1, warning #7a4d00 on #fff4d6.
export const label = styleVariants({
  success: [labelBase, { background: vars.color.successSoft, color: vars.color.success }],
  danger: [labelBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  warning: [labelBase, { background: vars.color.warningSoft, color: vars.color.warning }],
});

export const facts = style({
  display: 'grid',
  // 12.5rem holds a date range on one line; narrower cards stack the rows.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12.5rem), 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.muted, fontSize: '0.85rem' });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });
export const wide = style({ gridColumn: '1 / -1' });

export const notices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const notice = style({
  padding: '6px 12px',
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
});

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});
export const panelTitle = style({ fontSize: '1rem', margin: 0 });
export const announce = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const promoRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const promoCode = style({
  fontSize: '1.05rem',
  fontWeight: 700,
  letterSpacing: '0.05em',
  padding: '6px 12px',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  overflowWrap: 'anywhere',
});
export const promoLinks = style({ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: vars.space.xs });
