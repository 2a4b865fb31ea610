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

export interface SessionApi {
  phase: SessionPhase;
  isLoggedIn: boolean;
  common: Common | null;
  main: Main | null;
  /** GET /api/main while logged in ('loading' otherwise). */
  mainStatus: 'loading' | 'failed' | 'ready';
  locale: WireLocale | null;
  /** SPEC §2 navigation guard: a pending entry exam of an anonymous visitor. */
  entryExam: EntryExam | null;
  notice: SessionNotice;
  productName: string;
  /** SPEC §1: setting 'emailLoginUsageEnabled' 'true' selects e-mail login, otherwise phone. */
  loginType: LoginType;
  chatWidgetUrl: string;
  footerLinks: FooterLink[];
  /** SPEC §2 "Restart notice": shown for 30 s every minute while a restart is scheduled. */
  reboot: { visible: boolean; minutesLeft: number };
  setting: (key: string) => string;
  message: (key: string) => string;
  showsCatalogues: boolean;
  showsInquirers: boolean;
  onRetry: () => void;
  onLoggedIn: () => void;
  onLogout: () => void;
  onExpired: () => void;
  onReloadMain: () => void;
  onSwitchLanguage: (locale: WireLocale) => void;
  onShowNotice: (notice: Exclude<SessionNotice, null>) => void;
  onDismissNotice: () => void;
  /** Issue 10: the in-app path to return to after logging in (api/session-return.ts), or null. */
  returnTo: string | null;
  /** The guard sent a visitor to /login from `path`. */
  onRememberReturn: (path: string) => void;
  /** The app went back to `returnTo`. */
  onReturned: () => void;
}

/** SPEC §8 "Unknown message keys and unknown settings display the key in braces". */
export function lookup(table: Record<string, string> | undefined, key: string): string {
  return table?.[key] ?? `{${key}}`;
}

const isFooterLink = (item: unknown): item is FooterLink => {
  if (typeof item !== 'object' || item === null) return false;
  const { text, href } = item as Partial<Record<keyof FooterLink, unknown>>;
  return typeof text === 'string' && typeof href === 'string' && text !== '';
};

/** The footer's legal links: setting `footerLinks`, JSON [{text, href}] (SPEC §9 "footer links come from settings"). */
export function parseFooterLinks(raw: string | undefined): FooterLink[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isFooterLink) : [];
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

function mainStatusOf(snapshot: SessionSnapshot): SessionApi['mainStatus'] {
  if (snapshot.matches({ loggedIn: { data: 'ready' } })) return 'ready';
  if (snapshot.matches({ loggedIn: { data: 'failed' } })) return 'failed';
  return 'loading';
}

export function connectSession(snapshot: SessionSnapshot, send: (event: SessionEvent) => void): SessionApi {
  const { common, main, notice } = snapshot.context;
  const phase = phaseOf(snapshot);
  const settings = common?.settings;
  return {
    phase,
    isLoggedIn: phase === 'loggedIn',
    common,
    main,
    mainStatus: mainStatusOf(snapshot),
    locale: common?.locale ?? null,
    entryExam: common?.entryExam ?? null,
    notice,
    productName: lookup(settings, 'productName'),
    loginType: settings?.emailLoginUsageEnabled === 'true' ? 'email' : 'phone',
    chatWidgetUrl: settings?.chatWidgetUrl?.trim() ?? '',
    footerLinks: parseFooterLinks(settings?.footerLinks),
    reboot: {
      visible: snapshot.matches({ loggedIn: { reboot: { countdown: 'visible' } } }),
      minutesLeft: snapshot.context.rebootMinutesLeft,
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
    returnTo: snapshot.context.returnTo,
    onRememberReturn: (path: string) => send({ type: 'RETURN.REMEMBER', path }),
    onReturned: () => send({ type: 'RETURN.DONE' }),
  };
}
