import { assign, fromPromise, setup } from 'xstate';
import type { Common, WireLocale } from '../api/common.ts';
import type { Main } from '../api/main.ts';

// The session of SPEC §2 (navigation guard inputs), §8 (HTTP 403 marks the user logged
// out) and §2 "Restart notice" (cookie 'Platform-reboot-scheduled', a countdown notice
// every minute shown for 30 s — SPEC §9 — and logout at zero).
// Side effects are named actors/actions; the app provides the real ones (src/app/session.ts).

export const REBOOT_TICK_MS = 60_000; // SPEC §9 "countdown tick every 60 s"
export const REBOOT_NOTICE_MS = 30_000; // SPEC §9 "reboot notice 30000 ms"

export type SessionNotice = 'sessionExpired' | 'logoutFirst' | null;

export interface SessionContext {
  common: Common | null;
  main: Main | null;
  notice: SessionNotice;
  rebootAt: number | null;
  rebootMinutesLeft: number;
}

export type SessionEvent =
  | { type: 'SESSION.LOGGED_IN' }
  | { type: 'SESSION.LOGOUT' }
  | { type: 'SESSION.EXPIRED' }
  | { type: 'SESSION.RETRY' }
  | { type: 'MAIN.RELOAD' }
  | { type: 'NOTICE.SHOW'; notice: Exclude<SessionNotice, null> }
  | { type: 'NOTICE.DISMISS' }
  | { type: 'LANGUAGE.SWITCH'; locale: WireLocale };

export interface RebootReading {
  rebootAt: number | null;
  now: number;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadCommon: fromPromise<Common>(async () => {
      throw new Error('loadCommon not provided');
    }),
    loadMain: fromPromise<Main>(async () => {
      throw new Error('loadMain not provided');
    }),
    logout: fromPromise<void>(async () => {}),
    switchLanguage: fromPromise<void, { locale: WireLocale }>(async () => {}),
    readReboot: fromPromise<RebootReading>(async () => ({ rebootAt: null, now: 0 })),
  },
  actions: {
    reloadPage: () => {},
    activateLocale: (_, _params: { locale: WireLocale }) => {},
  },
  guards: {
    isLoggedIn: (_, params: { common: Common }) => params.common.isLoggedIn,
    hasEntryExam: ({ context }) => context.common?.entryExam != null,
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
  context: { common: null, main: null, notice: null, rebootAt: null, rebootMinutesLeft: 0 },
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
            actions: [assign({ common: ({ event }) => event.output }), { type: 'activateLocale', params: ({ event }) => ({ locale: event.output.locale }) }],
          },
          {
            target: 'loggedOut',
            actions: [assign({ common: ({ event }) => event.output, main: null }), { type: 'activateLocale', params: ({ event }) => ({ locale: event.output.locale }) }],
          },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'SESSION.RETRY': { target: 'bootstrapping' } },
    },
    loggedOut: {
      initial: 'anonymous',
      on: {
        'SESSION.LOGGED_IN': { target: 'bootstrapping', actions: assign({ notice: null }) },
        'LANGUAGE.SWITCH': { target: 'switchingLanguage' },
        'NOTICE.DISMISS': { actions: assign({ notice: null }) },
      },
      states: {
        anonymous: {
          always: { guard: 'hasEntryExam', target: 'entryExamPending' },
        },
        entryExamPending: {},
        sessionExpired: {
          entry: assign({ notice: 'sessionExpired' }),
        },
      },
    },
    loggedIn: {
      type: 'parallel',
      on: {
        'SESSION.LOGOUT': { target: 'loggingOut' },
        'SESSION.EXPIRED': {
          target: '#session.loggedOut.sessionExpired',
          actions: assign({
            main: null,
            rebootAt: null,
            common: ({ context }) => (context.common ? { ...context.common, isLoggedIn: false } : null),
          }),
        },
        'LANGUAGE.SWITCH': { target: 'switchingLanguage' },
        'NOTICE.SHOW': { actions: assign({ notice: ({ event }) => event.notice }) },
        'NOTICE.DISMISS': { actions: assign({ notice: null }) },
      },
      states: {
        data: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadMain',
                src: 'loadMain',
                onDone: { target: 'ready', actions: assign({ main: ({ event }) => event.output }) },
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
                    actions: assign({
                      rebootAt: ({ event }) => event.output.rebootAt,
                      rebootMinutesLeft: ({ event }) => Math.ceil(((event.output.rebootAt ?? 0) - event.output.now) / 60_000),
                    }),
                  },
                  {
                    guard: { type: 'rebootReached', params: ({ event }) => event.output },
                    target: '#session.loggingOut',
                  },
                  { target: 'idle', actions: assign({ rebootAt: null, rebootMinutesLeft: 0 }) },
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
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'bootstrapping', actions: assign({ main: null, rebootAt: null }) },
        onError: { target: 'bootstrapping', actions: assign({ main: null, rebootAt: null }) },
      },
    },
    switchingLanguage: {
      invoke: {
        id: 'switchLanguage',
        src: 'switchLanguage',
        input: ({ event }) => ({ locale: event.type === 'LANGUAGE.SWITCH' ? event.locale : 'ua' }),
        onDone: { target: 'reloading', actions: 'reloadPage' },
        onError: { target: 'bootstrapping' },
      },
    },
    reloading: {},
  },
});
