import type { Http } from '../lib/http.ts';
import type { Services } from './services.tsx';
import { showError } from './dialogs.ts';

// SPEC §8: 403 logs the trainee out (session-expired notice), other unhandled errors open
// the global error dialog; SPEC §1: requests in flight drive the loading overlay.
export function wireHttp(http: Http, { session, dialogs, loading }: Pick<Services, 'session' | 'dialogs' | 'loading'>): void {
  http.setHooks({
    onForbidden: () => session.send({ type: 'SESSION.EXPIRED' }),
    onError: (error) => void showError(dialogs, error),
    onActivity: (inFlight) => loading.send({ type: 'ACTIVITY', inFlight }),
  });
}
