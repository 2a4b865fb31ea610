import type { EntryExam } from './common.ts';
import { inAppPath } from './session-return.ts';
import { href } from './href.ts';

// SPEC §2 "Navigation guard", as one pure function. The passage-leave confirmation
// belongs to the passage machine; menus closing on navigation to the shell. Issue 10: a
// visitor sent to /login from a page returns to it after logging in (the session keeps the
// path, api/session-return.ts: in-app paths only), e.g. to the passage after the
// session expired mid-exam (SPEC §8 "HTTP 403 … redirected to /login"). In api/, the seam:
// the server runs it too, for a visitor who is not logged in (server/static.ts visitorRedirect).

export interface GuardInput {
  path: string;
  isLoggedIn: boolean;
  entryExam: EntryExam | null;
  /** Where a trainee who just logged in returns (the session's returnTo), instead of '/'. */
  returnTo?: string | null;
}

export type GuardResult =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      notice?: 'logoutFirst';
      /** Sent to /login from this path: the session keeps it to return to. */
      remember?: string;
      /** `to` is the path the session kept: it is used up. */
      returned?: true;
    };

/**
 * First path segments open to visitors who are not logged in (SPEC §2, §6), and the footer's
 * legal pages (SPEC §1: the footer is on the public pages too; issue 10).
 */
export const PUBLIC_SEGMENTS = ['login', 'restore', 'confirmEmail', 'unsubscribeEmail', 'entry', 'preview', 'achievements', 'result', 'pay', 'legal'] as const;

function firstSegment(path: string): string {
  return path.split('?')[0]!.split('#')[0]!.split('/').filter(Boolean)[0] ?? ''; // split always gives one part
}

export function entryExamPath(entryExam: EntryExam): string {
  return entryExam.resultId != null ? href('entryPassage', { resultId: entryExam.resultId }) : href('entry', { id: entryExam.id });
}

export function guard({ path, isLoggedIn, entryExam, returnTo }: GuardInput): GuardResult {
  const segment = firstSegment(path);
  if (isLoggedIn) {
    if (segment === 'login' || segment === 'restore') {
      const back = inAppPath(returnTo);
      return back ? { kind: 'redirect', to: back, returned: true } : { kind: 'redirect', to: href('home') };
    }
    if (segment === 'confirmEmail' || segment === 'entry') return { kind: 'redirect', to: href('home'), notice: 'logoutFirst' };
    return { kind: 'allow' };
  }
  if (entryExam && segment !== 'entry') return { kind: 'redirect', to: entryExamPath(entryExam) };
  if (!(PUBLIC_SEGMENTS as readonly string[]).includes(segment)) {
    const back = inAppPath(path);
    return back ? { kind: 'redirect', to: href('login'), remember: back } : { kind: 'redirect', to: href('login') };
  }
  return { kind: 'allow' };
}
