import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { sessionMachine, type RebootReading, type SessionContext, type SessionEvent, type SessionNotice } from '../../machines/session.machine.ts';
import { connectSession, lookup, parseFooterLinks, type SessionApi, type SessionSnapshot } from '../../machines/session.connect.ts';
import type { Common, WireLocale } from '../../api/common.ts';
import type { Main } from '../../api/main.ts';
import { after, controllableActors, Coverage, done, execWith, failed, flush, testEveryPath, type FakeCall } from './harness.ts';

// Model-based paths of machines/session.machine.ts (SPEC §2 guard inputs, §2 restart
// notice, §8 HTTP 403), generated from the machine and replayed on a running actor with
// fake calls and fake time. The views' actions go through the connect (onRetry, onLogout…);
// the app's calls are fakes that record what was asked. After every step the test's own
// reading of the session rules (the oracle below, which never asks the machine) says what
// the connect must show, which calls must have been made with which input, which locale was
// activated and whether the page was reloaded; at the end of each path time runs on.
// Issue 10: the path to return to after logging in (kept from the guard's redirect to /login,
// an in-app path only, through the login, forgotten once used or on logout).

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;

const richSettings = {
  productName: 'QA Academy',
  emailLoginUsageEnabled: 'true',
  chatWidgetUrl: ' https://chat.example/widget.js ',
  footerLinks: JSON.stringify([{ text: 'Terms', href: '/terms' }, { text: '', href: '/empty' }, { href: '/no-text' }, null, 'x']),
};
const plainSettings = {};
const trainee: Common = { messages: { greeting: 'Hello' }, settings: richSettings, isLoggedIn: true, entryExam: null, locale: 'en' };
const visitor: Common = { messages: {}, settings: plainSettings, isLoggedIn: false, entryExam: null, locale: 'ua' };
const entrant: Common = { ...visitor, entryExam: { id: 3, resultId: null }, locale: 'ru' };

/** What the settings must show (SPEC §1 login type, §8 unknown keys in braces, §9 footer links), written out by hand. */
const shownFor = new Map<Record<string, string>, Pick<SessionApi, 'productName' | 'loginType' | 'chatWidgetUrl' | 'footerLinks'>>([
  [richSettings, { productName: 'QA Academy', loginType: 'email', chatWidgetUrl: 'https://chat.example/widget.js', footerLinks: [{ text: 'Terms', href: '/terms' }] }],
  [plainSettings, { productName: '{productName}', loginType: 'phone', chatWidgetUrl: '', footerLinks: [] }],
]);

const customer = { name: 'Olena', surname: 'K', patronymic: 'P', birthDay: null, login: '+380501234567', email: 'a@b.c', mobilePhone: '', photo: null, pageHash: null };
const withCatalogues: Main = { customer, courses: [], catalogues: [{ catalogueId: 1, name: 'Documents' }], inquirers: [] };
const withInquirers: Main = { customer, courses: [], catalogues: [], inquirers: [{ id: 2, theme: 'Survey', description: '' }] };

const inFiveMinutes: RebootReading = { rebootAt: NOW + 5 * MINUTE, now: NOW };
const inNinetySeconds: RebootReading = { rebootAt: NOW + 90_000, now: NOW }; // two minutes, rounded up
const due: RebootReading = { rebootAt: NOW, now: NOW + 1 };
const dueNow: RebootReading = { rebootAt: NOW, now: NOW }; // zero minutes left: due, not scheduled
const none: RebootReading = { rebootAt: null, now: NOW };

/** Paths the guard may send a visitor to /login from: the passage, and a hostile one that must never be kept. */
const PASSAGE = '/exams/passage/7/2';
const EXTERNAL = '//evil.example/phish';
const LATER = '/exams';

const fakes = controllableActors(['loadCommon', 'loadMain', 'logout', 'switchLanguage', 'readReboot']);
let reloads = 0;
let activated: WireLocale[] = [];
const machine = sessionMachine.provide({
  actors: fakes.actors,
  actions: {
    reloadPage: () => (reloads += 1),
    activateLocale: (_, params) => activated.push(params.locale),
  },
});

const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => [
  done('loadCommon', trainee),
  done('loadCommon', visitor),
  done('loadCommon', entrant),
  failed('loadCommon'),
  done('loadMain', withCatalogues),
  done('loadMain', withInquirers),
  failed('loadMain'),
  done('logout'),
  failed('logout'),
  done('switchLanguage'),
  failed('switchLanguage'),
  done('readReboot', inFiveMinutes),
  done('readReboot', inNinetySeconds),
  done('readReboot', due),
  done('readReboot', dueNow),
  done('readReboot', none),
  failed('readReboot'),
  after('rebootTick', 'session.loggedIn.reboot.idle'),
  after('rebootNotice', 'session.loggedIn.reboot.countdown.visible'),
  // In real time the notice hides (30 s) before the next tick (60 s).
  ...(snapshot.matches({ loggedIn: { reboot: { countdown: 'hidden' } } }) ? [after('rebootTick', 'session.loggedIn.reboot.countdown')] : []),
  { type: 'SESSION.LOGGED_IN' },
  { type: 'SESSION.LOGOUT' },
  { type: 'SESSION.EXPIRED' },
  { type: 'SESSION.RETRY' },
  { type: 'MAIN.RELOAD' },
  { type: 'NOTICE.SHOW', notice: 'logoutFirst' },
  { type: 'NOTICE.DISMISS' },
  { type: 'LANGUAGE.SWITCH', locale: 'en' },
  // The guard sends them only where they mean something (checkView asserts that elsewhere they
  // cannot be taken), which keeps the paths few.
  ...(snapshot.matches('loggedOut')
    ? [
        { type: 'RETURN.REMEMBER', path: PASSAGE },
        { type: 'RETURN.REMEMBER', path: EXTERNAL },
      ]
    : []),
  ...(snapshot.matches('loggedIn') ? [{ type: 'RETURN.DONE' }] : []),
];

// ---- The oracle: the session as the test reads SPEC §2, §8 and §9 ----

type Where = 'boot' | 'failed' | 'loggedOut' | 'loggedIn' | 'loggingOut' | 'switching' | 'reloading';
interface Expected {
  where: Where;
  common: Common | null;
  main: Main | null;
  mainStatus: 'loading' | 'failed' | 'ready';
  notice: SessionNotice;
  reboot: 'checking' | 'idle' | 'countdown';
  rebootAt: number | null;
  minutesLeft: number;
  noticeUntil: number | null; // the restart notice shows until then
  tickAt: number | null; // the restart cookie is read again then
  calls: FakeCall[];
  locales: WireLocale[];
  reloads: number;
  returnTo: string | null;
}

let s: Expected;
const fresh = (): Expected => ({
  where: 'boot',
  common: null,
  main: null,
  mainStatus: 'loading',
  notice: null,
  reboot: 'checking',
  rebootAt: null,
  minutesLeft: 0,
  noticeUntil: null,
  tickAt: null,
  calls: [{ name: 'loadCommon', input: undefined }],
  locales: [],
  reloads: 0,
  returnTo: null,
});

const call = (name: string, input?: unknown) => s.calls.push({ name, input });
function bootstrap() {
  s.where = 'boot';
  call('loadCommon');
}
function leaveLoggedIn(to: Where) {
  s.where = to;
  s.noticeUntil = null;
  s.tickAt = null;
}
function forgetReboot() {
  s.rebootAt = null;
  s.minutesLeft = 0;
}

/** Timers that are due by `now`: the notice hides after 30 s, the cookie is read every 60 s. */
function advanceTo(now: number) {
  if (s.where !== 'loggedIn') return;
  if (s.noticeUntil !== null && s.noticeUntil <= now) s.noticeUntil = null;
  if (s.tickAt !== null && s.tickAt <= now) {
    s.reboot = 'checking';
    s.tickAt = null;
    s.noticeUntil = null;
    call('readReboot');
  }
}

function apply(event: AnyEventObject, now: number) {
  const output: unknown = (event as { output?: unknown }).output;
  switch (event.type) {
    case 'xstate.done.actor.loadCommon': {
      if (s.where !== 'boot') return;
      const common = output as Common;
      s.common = common;
      s.locales.push(common.locale);
      if (common.isLoggedIn) {
        s.where = 'loggedIn';
        s.mainStatus = 'loading';
        s.reboot = 'checking';
        call('loadMain');
        call('readReboot');
      } else {
        s.where = 'loggedOut';
        s.main = null;
      }
      return;
    }
    case 'xstate.error.actor.loadCommon':
      if (s.where === 'boot') s.where = 'failed';
      return;
    case 'xstate.done.actor.loadMain':
      if (s.where === 'loggedIn' && s.mainStatus === 'loading') {
        s.main = output as Main;
        s.mainStatus = 'ready';
      }
      return;
    case 'xstate.error.actor.loadMain':
      if (s.where === 'loggedIn' && s.mainStatus === 'loading') s.mainStatus = 'failed';
      return;
    case 'xstate.done.actor.logout':
    case 'xstate.error.actor.logout':
      if (s.where !== 'loggingOut') return;
      s.main = null;
      forgetReboot();
      bootstrap();
      return;
    case 'xstate.done.actor.switchLanguage':
      if (s.where !== 'switching') return;
      s.where = 'reloading';
      s.reloads += 1;
      return;
    case 'xstate.error.actor.switchLanguage':
      if (s.where === 'switching') bootstrap();
      return;
    case 'xstate.done.actor.readReboot': {
      if (s.where !== 'loggedIn' || s.reboot !== 'checking') return;
      const reading = output as RebootReading;
      if (reading.rebootAt !== null && reading.rebootAt > reading.now) {
        s.reboot = 'countdown';
        s.rebootAt = reading.rebootAt;
        s.minutesLeft = Math.ceil((reading.rebootAt - reading.now) / MINUTE);
        s.noticeUntil = now + 30_000;
        s.tickAt = now + MINUTE;
      } else if (s.rebootAt !== null && reading.rebootAt !== null) {
        // The countdown ran and its time has come: logged out (SPEC §2 "logout at zero").
        leaveLoggedIn('loggingOut');
        s.returnTo = null;
        call('logout');
      } else {
        s.reboot = 'idle';
        forgetReboot();
        s.tickAt = now + MINUTE;
      }
      return;
    }
    case 'xstate.error.actor.readReboot':
      if (s.where !== 'loggedIn' || s.reboot !== 'checking') return;
      s.reboot = 'idle';
      s.tickAt = now + MINUTE;
      return;
    case 'SESSION.RETRY':
      if (s.where === 'failed') bootstrap();
      else if (s.where === 'loggedIn' && s.mainStatus === 'failed') {
        s.mainStatus = 'loading';
        call('loadMain');
      }
      return;
    case 'SESSION.LOGGED_IN':
      if (s.where !== 'loggedOut') return;
      s.notice = null;
      bootstrap();
      return;
    case 'SESSION.LOGOUT':
      if (s.where !== 'loggedIn') return;
      leaveLoggedIn('loggingOut');
      s.returnTo = null; // logging out starts afresh
      call('logout');
      return;
    case 'RETURN.REMEMBER': {
      // The first page a visitor was sent to /login from, when it is a page of this app.
      const { path } = event as Extract<SessionEvent, { type: 'RETURN.REMEMBER' }>;
      if (s.where === 'loggedOut' && s.returnTo === null) s.returnTo = path === EXTERNAL ? null : path;
      return;
    }
    case 'RETURN.DONE':
      if (s.where === 'loggedIn') s.returnTo = null;
      return;
    case 'SESSION.EXPIRED':
      if (s.where !== 'loggedIn') return;
      leaveLoggedIn('loggedOut');
      s.main = null;
      forgetReboot();
      s.common = s.common && { ...s.common, isLoggedIn: false };
      s.notice = 'sessionExpired';
      return;
    case 'LANGUAGE.SWITCH':
      if (s.where !== 'loggedIn' && s.where !== 'loggedOut') return;
      leaveLoggedIn('switching');
      call('switchLanguage', { locale: (event as Extract<SessionEvent, { type: 'LANGUAGE.SWITCH' }>).locale });
      return;
    case 'NOTICE.SHOW':
      if (s.where === 'loggedIn') s.notice = (event as Extract<SessionEvent, { type: 'NOTICE.SHOW' }>).notice;
      return;
    case 'NOTICE.DISMISS':
      if (s.where === 'loggedIn' || s.where === 'loggedOut') s.notice = null;
      return;
    case 'MAIN.RELOAD':
      if (s.where === 'loggedIn' && s.mainStatus === 'ready') {
        s.mainStatus = 'loading';
        call('loadMain');
      }
      return;
  }
}

function expectedView(): Omit<SessionApi, 'setting' | 'message' | `on${string}`> {
  const phase = s.where === 'boot' ? (s.common ? 'busy' : 'booting') : s.where === 'failed' || s.where === 'loggedOut' || s.where === 'loggedIn' ? s.where : 'busy';
  const shown = s.common ? shownFor.get(s.common.settings) : shownFor.get(plainSettings);
  if (!shown) throw new Error('a fixture without its expected settings');
  return {
    phase,
    isLoggedIn: phase === 'loggedIn',
    common: s.common,
    main: s.main,
    mainStatus: s.where === 'loggedIn' ? s.mainStatus : 'loading',
    locale: s.common?.locale ?? null,
    entryExam: s.common?.entryExam ?? null,
    notice: s.notice,
    ...shown,
    reboot: { visible: s.where === 'loggedIn' && s.reboot === 'countdown' && s.noticeUntil !== null, minutesLeft: s.minutesLeft },
    showsCatalogues: s.main === withCatalogues,
    showsInquirers: s.main === withInquirers,
    returnTo: s.returnTo,
  };
}

const view = (actor: AnyActorRef) => connectSession(actor.getSnapshot() as SessionSnapshot, (event) => actor.send(event));

function checkView(actor: AnyActorRef) {
  const api = view(actor);
  const {
    setting,
    message,
    onRetry,
    onLoggedIn,
    onLogout,
    onExpired,
    onReloadMain,
    onSwitchLanguage,
    onShowNotice,
    onDismissNotice,
    onRememberReturn,
    onReturned,
    ...shown
  } = api;
  void [onRetry, onLoggedIn, onLogout, onExpired, onReloadMain, onSwitchLanguage, onShowNotice, onDismissNotice, onRememberReturn, onReturned];
  expect(shown).toEqual(expectedView());
  expect(setting('productName')).toBe(expectedView().productName);
  expect(setting('unknownSetting')).toBe('{unknownSetting}');
  expect(message('greeting')).toBe(s.common?.messages === trainee.messages ? 'Hello' : '{greeting}');
  expect(fakes.calls).toEqual(s.calls);
  expect(activated).toEqual(s.locales);
  expect(reloads).toBe(s.reloads);
  // What the views may do here (SPEC §2: retry after a failure, log in/out, switch language).
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const loggedIn = s.where === 'loggedIn';
  expect(snapshot.can({ type: 'SESSION.RETRY' })).toBe(s.where === 'failed' || (loggedIn && s.mainStatus === 'failed'));
  expect(snapshot.can({ type: 'SESSION.LOGGED_IN' })).toBe(s.where === 'loggedOut');
  expect(snapshot.can({ type: 'SESSION.LOGOUT' })).toBe(loggedIn);
  expect(snapshot.can({ type: 'SESSION.EXPIRED' })).toBe(loggedIn);
  expect(snapshot.can({ type: 'MAIN.RELOAD' })).toBe(loggedIn && s.mainStatus === 'ready');
  expect(snapshot.can({ type: 'LANGUAGE.SWITCH', locale: 'ru' })).toBe(loggedIn || s.where === 'loggedOut');
  expect(snapshot.can({ type: 'NOTICE.SHOW', notice: 'logoutFirst' })).toBe(loggedIn);
  expect(snapshot.can({ type: 'NOTICE.DISMISS' })).toBe(loggedIn || s.where === 'loggedOut');
  expect(snapshot.can({ type: 'RETURN.REMEMBER', path: PASSAGE })).toBe(s.where === 'loggedOut' && s.returnTo === null);
  expect(snapshot.can({ type: 'RETURN.DONE' })).toBe(loggedIn);
}

/** The views' own controls for the events they send; the rest settles a fake or lets time run. */
function perform(event: AnyEventObject, actor: AnyActorRef) {
  const api = view(actor);
  switch (event.type) {
    case 'SESSION.RETRY':
      return api.onRetry();
    case 'SESSION.LOGGED_IN':
      return api.onLoggedIn();
    case 'SESSION.LOGOUT':
      return api.onLogout();
    case 'SESSION.EXPIRED':
      return api.onExpired();
    case 'MAIN.RELOAD':
      return api.onReloadMain();
    case 'LANGUAGE.SWITCH':
      return api.onSwitchLanguage((event as Extract<SessionEvent, { type: 'LANGUAGE.SWITCH' }>).locale);
    case 'NOTICE.SHOW':
      return api.onShowNotice((event as Extract<SessionEvent, { type: 'NOTICE.SHOW' }>).notice);
    case 'NOTICE.DISMISS':
      return api.onDismissNotice();
    case 'RETURN.REMEMBER':
      return api.onRememberReturn((event as Extract<SessionEvent, { type: 'RETURN.REMEMBER' }>).path);
    case 'RETURN.DONE':
      return api.onReturned();
  }
  return execWith(fakes)(event, actor);
}

const spec = {
  name: 'session',
  machine,
  events,
  // One path per event payload between two state values.
  // States as the session's rules tell them apart (which fixture is loaded matters less than
  // whether something is), and one path per edge between them.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { common, main, notice, rebootAt, rebootMinutesLeft } = snapshot.context as SessionContext;
    return JSON.stringify([snapshot.value, common && [common.isLoggedIn, common.locale], main !== null, notice, rebootAt !== null, rebootMinutesLeft]);
  },
  edgeKey: (from: string, event: AnyEventObject, to: string) => JSON.stringify([from, event, to]),
  start: () => {
    fakes.reset();
    reloads = 0;
    activated = [];
    s = fresh();
  },
  exec: perform,
  check: (_actual: AnyMachineSnapshot, _expected: AnyMachineSnapshot, step: { event: AnyEventObject; actor: AnyActorRef }) => {
    advanceTo(Date.now());
    apply(step.event, Date.now());
    checkView(step.actor);
  },
  // Then a minute passes with no answer and no click: the notice hides, the cookie is read again.
  end: async (actor: AnyActorRef) => {
    for (const ms of [30_000, 30_000]) {
      await vi.advanceTimersByTimeAsync(ms);
      advanceTo(Date.now());
      checkView(actor);
    }
  },
};
const coverage = new Coverage('session', machine);
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

describe('session machine paths', () => {
  testEveryPath(spec, coverage, { now: NOW });

  // Runs after every path above (tests in a file run in order).
  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});

/**
 * Stories told by the oracle alone (issue 10: back to the passage after the session expired
 * mid-exam), not generated from the machine: each event goes to a running actor whatever the
 * machine's graph says, and after each one the oracle checks what the views see.
 */
async function tell(story: AnyEventObject[]) {
  const actor = createActor(machine);
  spec.start();
  actor.start();
  await flush();
  try {
    for (const event of story) {
      await perform(event, actor);
      await flush();
      spec.check(actor.getSnapshot(), actor.getSnapshot(), { event, actor });
    }
  } finally {
    actor.stop();
  }
}

describe('issue 10: the way back after logging in', () => {
  it('expired mid-exam: the passage is kept (a later redirect does not replace it) through the login, and forgotten once used', async () => {
    await tell([
      done('loadCommon', trainee),
      { type: 'SESSION.EXPIRED' },
      { type: 'RETURN.REMEMBER', path: PASSAGE },
      { type: 'RETURN.REMEMBER', path: LATER },
      { type: 'SESSION.LOGGED_IN' },
      done('loadCommon', trainee),
      { type: 'RETURN.DONE' },
    ]);
  });

  it('never another site: a hostile path is not kept, the next in-app one is', async () => {
    await tell([done('loadCommon', visitor), { type: 'RETURN.REMEMBER', path: EXTERNAL }, { type: 'RETURN.REMEMBER', path: PASSAGE }]);
  });

  it('a trainee who logs out starts afresh: the kept path is forgotten', async () => {
    await tell([
      done('loadCommon', visitor),
      { type: 'RETURN.REMEMBER', path: PASSAGE },
      { type: 'SESSION.LOGGED_IN' },
      done('loadCommon', trainee),
      { type: 'SESSION.LOGOUT' },
      done('logout'),
      done('loadCommon', visitor),
    ]);
  });

  it('what the views read: returnTo, word for word', async () => {
    const actor = createActor(machine).start();
    await execWith(fakes)(done('loadCommon', visitor), actor);
    await flush();
    view(actor).onRememberReturn('/exams/passage/7/2');
    expect(view(actor).returnTo).toBe('/exams/passage/7/2');
    actor.stop();
  });
});

describe('session machine without the app', () => {
  it('has no session to load: it shows the failure (retry), not a logged-out visitor', async () => {
    const actor = createActor(sessionMachine).start();
    await flush();
    expect(connectSession(actor.getSnapshot(), () => {}).phase).toBe('failed');
    actor.stop();
  });
});

describe('session connect', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['not json', []],
    ['{"text":"Terms","href":"/terms"}', []],
    [
      '[{"text":"Terms","href":"/terms"},{"text":"Privacy","href":"/privacy"}]',
      [
        { text: 'Terms', href: '/terms' },
        { text: 'Privacy', href: '/privacy' },
      ],
    ],
    ['[{"text":"Terms","href":7},{"text":7,"href":"/x"},{"text":"","href":"/x"},{"href":"/x"},{"text":"x"},null,3]', []],
  ])('footer links from the setting %j (SPEC §9)', (raw, links) => {
    expect(parseFooterLinks(raw)).toEqual(links);
  });

  it('an unknown key reads as the key in braces, a known one as its value, even when empty (SPEC §8)', () => {
    expect(lookup({ a: 'A', empty: '' }, 'a')).toBe('A');
    expect(lookup({ a: 'A', empty: '' }, 'empty')).toBe('');
    expect(lookup({ a: 'A' }, 'b')).toBe('{b}');
    expect(lookup(undefined, 'b')).toBe('{b}');
  });
});
