import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

// The enlarged picture (issue 10 "'Enlarge' enlarges"): the panel fills the backdrop (the
// screen less the backdrop's padding), the picture fills what the heading leaves, scaled up
// or down to fit whole (object-fit: contain), never cut and never at the thumbnail's size.
export const panel = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.pop,
  width: '100%',
  height: '100%',
  maxWidth: '100vw',
  maxHeight: '100vh',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  overflow: 'hidden',
});
export const head = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', justifyContent: 'space-between' });
// A long description wraps; past a third of the screen it scrolls, leaving the rest to the picture.
export const title = style({ fontSize: '1rem', margin: 0, overflowWrap: 'anywhere', maxHeight: '30vh', overflowY: 'auto' });
export const picture = style({ display: 'block', width: '100%', height: '100%', minHeight: 0, objectFit: 'contain' });
