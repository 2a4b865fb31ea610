import type { EntryExam } from '../../api/common.ts';
import { href } from './href.ts';

// SPEC §2 "Navigation guard", as one pure function. The passage-leave confirmation
// belongs to the passage machine; menus closing on navigation to the shell.

export interface GuardInput {
  path: string;
  isLoggedIn: boolean;
  entryExam: EntryExam | null;
}

export type GuardResult = { kind: 'allow' } | { kind: 'redirect'; to: string; notice?: 'logoutFirst' };

/** First path segments open to visitors who are not logged in (SPEC §2, §6). */
export const PUBLIC_SEGMENTS = ['login', 'restore', 'confirmEmail', 'unsubscribeEmail', 'entry', 'preview', 'achievements', 'result', 'pay'] as const;

function firstSegment(path: string): string {
  return path.split('?')[0]!.split('#')[0]!.split('/').filter(Boolean)[0] ?? ''; // split always gives one part
}

export function entryExamPath(entryExam: EntryExam): string {
  return entryExam.resultId != null ? href('entryPassage', { resultId: entryExam.resultId }) : href('entry', { id: entryExam.id });
}

export function guard({ path, isLoggedIn, entryExam }: GuardInput): GuardResult {
  const segment = firstSegment(path);
  if (isLoggedIn) {
    if (segment === 'login' || segment === 'restore') return { kind: 'redirect', to: href('home') };
    if (segment === 'confirmEmail' || segment === 'entry') return { kind: 'redirect', to: href('home'), notice: 'logoutFirst' };
    return { kind: 'allow' };
  }
  if (entryExam && segment !== 'entry') return { kind: 'redirect', to: entryExamPath(entryExam) };
  if (!(PUBLIC_SEGMENTS as readonly string[]).includes(segment)) return { kind: 'redirect', to: href('login') };
  return { kind: 'allow' };
}
