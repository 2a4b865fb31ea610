import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget } from '../../app/first-paint.ts';

// SPEC §2 /confirmEmail/{hash}: an e-mail's confirmation link.
export default preloadableLazy(withMessages(() => import('./confirm-email-page.tsx')));

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { bare: 116.6 };
