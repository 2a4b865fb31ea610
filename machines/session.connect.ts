import type { SnapshotFrom } from 'xstate';
import type { Common, EntryExam, WireLocale } from '../api/common.ts';
import type { Main } from '../api/main.ts';
import type { SessionEvent, SessionNotice, sessionMachine } from './session.machine.ts';
import type { LoginType } from './login.machine.ts';

// What the views need from the session machine (DESIGN "connect"). No translation here:
// codes and raw data only.

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** booting: no answer yet; busy: logging in/out, switching language or reloading. */
export type SessionPhase = 'booting' | 'failed' | 'loggedOut' | 'loggedIn' | 'busy';

export interface FooterLink {
  text: string;
  href: string;
}

/** SPEC §8 "Unknown message keys and unknown settings display the key in braces". */
export function lookup(table: Record<string, string> | undefined, key: string): string {
  const value = table?.[key];
  return value === undefined ? `{${key}}` : value;
}

/** The footer's legal links: setting `footerLinks`, JSON [{text, href}] (SPEC §9 "footer links come from settings"). */
export function parseFooterLinks(raw: string | undefined): FooterLink[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is FooterLink => !!item && typeof item.text === 'string' && typeof item.href === 'string' && item.text !== '');
  } catch {
    return [];
  }
}

function phaseOf(snapshot: SessionSnapshot): SessionPhase {
  if (snapshot.matches('bootstrapping')) return snapshot.context.common ? 'busy' : 'booting';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  return 'busy';
}

export function connectSession(snapshot: SessionSnapshot, send: (event: SessionEvent) => void) {
  const { common, main, notice } = snapshot.context;
  const phase = phaseOf(snapshot);
  const settings = common?.settings;
  const isLoggedIn = phase === 'loggedIn';
  const mainStatus: 'loading' | 'failed' | 'ready' = snapshot.matches({ loggedIn: { data: 'ready' } })
    ? 'ready'
    : snapshot.matches({ loggedIn: { data: 'failed' } })
      ? 'failed'
      : 'loading';
  return {
    phase,
    isLoggedIn,
    common: common as Common | null,
    main: main as Main | null,
    mainStatus,
    locale: (common?.locale ?? null) as WireLocale | null,
    entryExam: (common?.entryExam ?? null) as EntryExam | null,
    notice: notice as SessionNotice,
    productName: lookup(settings, 'productName'),
    loginType: (settings?.emailLoginUsageEnabled === 'true' ? 'email' : 'phone') as LoginType,
    chatWidgetUrl: settings?.chatWidgetUrl?.trim() ?? '',
    footerLinks: parseFooterLinks(settings?.footerLinks),
    /** SPEC §2 "Restart notice": shown for 30 s every minute while a restart is scheduled. */
    reboot: {
      visible: snapshot.matches({ loggedIn: { reboot: { countdown: 'visible' } } }),
      minutesLeft: Math.max(0, snapshot.context.rebootMinutesLeft),
    },
    setting: (key: string) => lookup(settings, key),
    message: (key: string) => lookup(common?.messages, key),
    showsCatalogues: (main?.catalogues.length ?? 0) > 0,
    showsInquirers: (main?.inquirers.length ?? 0) > 0,
    onRetry: () => send({ type: 'SESSION.RETRY' }),
    onLoggedIn: () => send({ type: 'SESSION.LOGGED_IN' }),
    onLogout: () => send({ type: 'SESSION.LOGOUT' }),
    onExpired: () => send({ type: 'SESSION.EXPIRED' }),
    onReloadMain: () => send({ type: 'MAIN.RELOAD' }),
    onSwitchLanguage: (locale: WireLocale) => send({ type: 'LANGUAGE.SWITCH', locale }),
    onShowNotice: (value: Exclude<SessionNotice, null>) => send({ type: 'NOTICE.SHOW', notice: value }),
    onDismissNotice: () => send({ type: 'NOTICE.DISMISS' }),
  };
}

export type SessionApi = ReturnType<typeof connectSession>;
