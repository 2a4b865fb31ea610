import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

// A legal text: a readable measure, paragraphs apart; long words break by the page's
// language (hyphens follow <html lang>), long tokens such as an e-mail address only where needed.
export const article = style({ maxWidth: '72ch' });
export const title = style({ fontSize: '1.3rem', margin: `0 0 ${vars.space.md}` });
export const paragraph = style({ lineHeight: 1.6, margin: `0 0 ${vars.space.md}`, hyphens: 'auto', overflowWrap: 'break-word' });
