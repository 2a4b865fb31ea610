import { withMessages } from '../../app/i18n.ts';
import { preloadableLazy } from '../../app/lazy-page.ts';
import type { Budget, FirstPaint } from '../../app/first-paint.ts';

// SPEC §2 profile/certificate/{appId}: a course's certificate, its request or the files issued.
export default preloadableLazy(withMessages(() => import('./certificate-page.tsx')));

/**
 * Painted by the server for the trainee (docs/decisions.md #201) with the certificates (the
 * screen shows its application's item) and, while it is AVAILABLE, the request form's entries;
 * entries refused are left to the screen. An application with no certificate item (none, or not
 * hers) is not there (#202).
 */
export const firstPaint = {
  painted: ['trainee'],
  asks: [
    {
      call: 'certificates.all',
      there: (all, { appId }) => all.some((item) => item.applicationId === appId),
      then: (all, { appId }) =>
        all.find((item) => item.applicationId === appId)?.certificateStatus === 'AVAILABLE'
          ? { call: 'certificates.available', params: { applicationId: appId } }
          : undefined,
    },
  ],
} satisfies FirstPaint<'certificate'>;

/** Initial JavaScript, kB (src/app/first-paint.ts `Budget`; a figure is raised with its reason in scripts/route-budgets.json). */
export const budget: Budget = { shell: 131.9 };
