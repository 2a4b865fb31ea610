import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget } from '../../app/first-paint.ts';

// SPEC §2 /unsubscribeEmail/{hash}: an e-mail's unsubscribe link.
export default preloadableLazy(withMessages(() => import('./unsubscribe-page.tsx')));

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { bare: 116.1 };
