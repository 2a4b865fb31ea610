import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Common, WireLocale } from '../api/common.ts';
import type { Main } from '../api/main.ts';
import { inAppPath } from '../api/session-return.ts';

// The session of SPEC §2 (navigation guard inputs), §8 (HTTP 403 marks the user logged
// out) and §2 "Restart notice" (cookie 'Platform-reboot-scheduled', a countdown notice
// every minute shown for 30 s — SPEC §9 — and logout at zero). It keeps where the trainee
// returns after logging in (issue 10: back to the passage after the session expired
// mid-exam): the page a visitor was sent to /login from, an in-app path only
// (api/session-return.ts), kept through the login and forgotten once used or on logout.
// Side effects are named actors/actions; the app provides the real ones (src/app/session.ts).
// What the views read and send: machines/session.connect.ts.

export const REBOOT_TICK_MS = 60_000; // SPEC §9 "countdown tick every 60 s"
export const REBOOT_NOTICE_MS = 30_000; // SPEC §9 "reboot notice 30000 ms"

export type SessionNotice = 'sessionExpired' | 'logoutFirst' | null;

export interface SessionContext {
  common: Common | null;
  main: Main | null;
  notice: SessionNotice;
  rebootAt: number | null;
  rebootMinutesLeft: number;
  /** The in-app path to return to after logging in, or null (api/session-return.ts). */
  returnTo: string | null;
}

export type SessionEvent =
  | { type: 'SESSION.LOGGED_IN' }
  | { type: 'SESSION.LOGOUT' }
  | { type: 'SESSION.EXPIRED' }
  | { type: 'SESSION.RETRY' }
  | { type: 'MAIN.RELOAD' }
  | { type: 'NOTICE.SHOW'; notice: Exclude<SessionNotice, null> }
  | { type: 'NOTICE.DISMISS' }
  | { type: 'LANGUAGE.SWITCH'; locale: WireLocale }
  /** The guard sent a visitor to /login from `path` (SPEC §2): return there after logging in. */
  | { type: 'RETURN.REMEMBER'; path: string }
  /** The app went back to the path kept: it is forgotten. */
  | { type: 'RETURN.DONE' };

/** The restart cookie as read by the app: when the restart is due (or none), and the time now. */
export interface RebootReading {
  rebootAt: number | null;
  now: number;
}

/** The path to return to, as it is after the actions before it, mirrored on the device. */
const keepReturn = { type: 'keepReturn', params: ({ context }: { context: SessionContext }) => ({ returnTo: context.returnTo }) } as const;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    // Provided by the app; without it there is no session to load, and the rest does nothing.
    loadCommon: fromPromise<Common>(notProvided('loadCommon')),
    loadMain: fromPromise<Main>(notProvided('loadMain')),
    logout: fromPromise<void>(() => Promise.resolve()),
    switchLanguage: fromPromise<void, { locale: WireLocale }>(() => Promise.resolve()),
    readReboot: fromPromise<RebootReading>(() => Promise.resolve({ rebootAt: null, now: 0 })),
  },
  actions: {
    // Provided by the app.
    reloadPage: () => {},
    activateLocale: (_, _params: { locale: WireLocale }) => {},
    storeCommon: assign((_, params: { common: Common }) => ({ common: params.common })),
    storeMain: assign((_, params: { main: Main }) => ({ main: params.main })),
    forgetMain: assign({ main: null }),
    /** SPEC §8 HTTP 403: the trainee is logged out; what was loaded for them goes. */
    markLoggedOut: assign(({ context }) => ({
      main: null,
      common: context.common && { ...context.common, isLoggedIn: false },
    })),
    showExpiredNotice: assign({ notice: 'sessionExpired' }),
    showNotice: assign((_, params: { notice: Exclude<SessionNotice, null> }) => ({ notice: params.notice })),
    clearNotice: assign({ notice: null }),
    /** SPEC §2 "Restart notice": the whole minutes left until the restart. */
    startCountdown: assign((_, params: { rebootAt: number; now: number }) => ({
      rebootAt: params.rebootAt,
      rebootMinutesLeft: Math.ceil((params.rebootAt - params.now) / 60_000),
    })),
    clearReboot: assign({ rebootAt: null, rebootMinutesLeft: 0 }),
    /** Keeps `path` to return to when it is an in-app path (never another site). */
    rememberReturn: assign((_, params: { path: string }) => ({ returnTo: inAppPath(params.path) })),
    forgetReturn: assign({ returnTo: null }),
    // Provided by the app: the path kept on the device too (a reload or a language switch on
    // /login keeps it), and read back when the page starts logged out.
    keepReturn: (_, _params: { returnTo: string | null }) => {},
    restoreReturn: assign({}),
  },
  guards: {
    isLoggedIn: (_, params: { common: Common }) => params.common.isLoggedIn,
    // The first page a visitor was sent away from is the one to return to: a later redirect
    // (the passage, refused after the 403, sending the trainee to /exams) does not replace it.
    noReturnKept: ({ context }) => context.returnTo === null,
    rebootScheduled: (_, params: RebootReading) => params.rebootAt != null && params.rebootAt > params.now,
    // The countdown was running and its time has come (a removed cookie cancels it).
    rebootReached: ({ context }, params: RebootReading) => context.rebootAt != null && params.rebootAt != null && params.rebootAt <= params.now,
  },
  delays: {
    rebootTick: REBOOT_TICK_MS,
    rebootNotice: REBOOT_NOTICE_MS,
  },
}).createMachine({
  id: 'session',
  context: { common: null, main: null, notice: null, rebootAt: null, rebootMinutesLeft: 0, returnTo: null },
  initial: 'bootstrapping',
  states: {
    bootstrapping: {
      invoke: {
        id: 'loadCommon',
        src: 'loadCommon',
        onDone: [
          {
            guard: { type: 'isLoggedIn', params: ({ event }) => ({ common: event.output }) },
            target: 'loggedIn',
            actions: [
              { type: 'storeCommon', params: ({ event }) => ({ common: event.output }) },
              { type: 'activateLocale', params: ({ event }) => ({ locale: event.output.locale }) },
            ],
          },
          {
            target: 'loggedOut',
            actions: [
              { type: 'storeCommon', params: ({ event }) => ({ common: event.output }) },
              'forgetMain',
              { type: 'activateLocale', params: ({ event }) => ({ locale: event.output.locale }) },
            ],
          },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'SESSION.RETRY': { target: 'bootstrapping' } },
    },
    loggedOut: {
      // A path kept before a reload of /login (or a language switch there) is taken back.
      entry: 'restoreReturn',
      initial: 'anonymous',
      on: {
        'SESSION.LOGGED_IN': { target: 'bootstrapping', actions: 'clearNotice' },
        'LANGUAGE.SWITCH': { target: 'switchingLanguage' },
        'NOTICE.DISMISS': { actions: 'clearNotice' },
        'RETURN.REMEMBER': {
          guard: 'noReturnKept',
          actions: [{ type: 'rememberReturn', params: ({ event }) => ({ path: event.path }) }, keepReturn],
        },
      },
      states: {
        anonymous: {},
        sessionExpired: { entry: 'showExpiredNotice' },
      },
    },
    loggedIn: {
      type: 'parallel',
      on: {
        'SESSION.LOGOUT': { target: 'loggingOut' },
        'SESSION.EXPIRED': { target: '#session.loggedOut.sessionExpired', actions: ['markLoggedOut', 'clearReboot'] },
        'LANGUAGE.SWITCH': { target: 'switchingLanguage' },
        'NOTICE.SHOW': { actions: { type: 'showNotice', params: ({ event }) => ({ notice: event.notice }) } },
        'NOTICE.DISMISS': { actions: 'clearNotice' },
        'RETURN.DONE': { actions: ['forgetReturn', keepReturn] },
      },
      states: {
        data: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadMain',
                src: 'loadMain',
                onDone: { target: 'ready', actions: { type: 'storeMain', params: ({ event }) => ({ main: event.output }) } },
                onError: { target: 'failed' },
              },
            },
            failed: { on: { 'SESSION.RETRY': { target: 'loading' } } },
            ready: { on: { 'MAIN.RELOAD': { target: 'loading' } } },
          },
        },
        reboot: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'readReboot',
                src: 'readReboot',
                onDone: [
                  {
                    guard: { type: 'rebootScheduled', params: ({ event }) => event.output },
                    target: 'countdown',
                    // rebootScheduled has just seen rebootAt set.
                    actions: { type: 'startCountdown', params: ({ event }) => ({ rebootAt: event.output.rebootAt!, now: event.output.now }) },
                  },
                  { guard: { type: 'rebootReached', params: ({ event }) => event.output }, target: '#session.loggingOut' },
                  { target: 'idle', actions: 'clearReboot' },
                ],
                onError: { target: 'idle' },
              },
            },
            idle: {
              after: { rebootTick: { target: 'checking' } },
            },
            countdown: {
              initial: 'visible',
              after: { rebootTick: { target: 'checking' } },
              states: {
                visible: { after: { rebootNotice: { target: 'hidden' } } },
                hidden: {},
              },
            },
          },
        },
      },
    },
    loggingOut: {
      // A trainee who logs out (or is logged out by the restart) starts afresh next time.
      entry: ['forgetReturn', keepReturn],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'bootstrapping', actions: ['forgetMain', 'clearReboot'] },
        onError: { target: 'bootstrapping', actions: ['forgetMain', 'clearReboot'] },
      },
    },
    switchingLanguage: {
      invoke: {
        id: 'switchLanguage',
        src: 'switchLanguage',
        input: ({ event }) => {
          assertEvent(event, 'LANGUAGE.SWITCH');
          return { locale: event.locale };
        },
        onDone: { target: 'reloading', actions: 'reloadPage' },
        onError: { target: 'bootstrapping' },
      },
    },
    reloading: {},
  },
});
