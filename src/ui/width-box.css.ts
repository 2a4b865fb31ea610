import { style } from '@vanilla-extract/css';

// A box whose own width the container queries inside it read (decision #178): a page's layout
// (its side panels go beside from PANELS_BESIDE) or a table's (its rows stack when narrow). One
// style for all, so each reads the width it really has, whatever the shell's menus take.
export const widthBox = style({ containerType: 'inline-size' });
