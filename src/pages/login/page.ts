import { preloadableLazy } from '../../app/lazy-page.ts';

// SPEC §2 /login. It needs only the start part of the catalog (docs/decisions.md #26): the one page
// loaded without `withMessages`.
export default preloadableLazy(() => import('./login-page.tsx'));
