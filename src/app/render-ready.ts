import { waitFor, type SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine.ts';
import type { SessionActor } from './session.ts';
import { activateLocale } from './i18n.ts';

/** The session has read the page's data: its common data, and its trainee's GET /api/main when logged in. */
const hasPageData = (snapshot: SnapshotFrom<typeof sessionMachine>) => !snapshot.matches('bootstrapping') && !snapshot.matches({ loggedIn: { data: 'loading' } });

/**
 * Issue 14 "Paint before JavaScript": resolves once the session has the page's data and its
 * catalog is active, the state in which the server renders a page (src/ssr/render-page.tsx)
 * and in which the browser hydrates it (src/main.tsx), so both render the same.
 */
export async function renderReady(session: SessionActor): Promise<SnapshotFrom<typeof sessionMachine>> {
  const settled = await waitFor(session, hasPageData);
  const locale = settled.context.common?.locale;
  if (locale) await activateLocale(locale);
  return settled;
}
