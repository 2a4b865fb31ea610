import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.ts';
import type { Common } from '../../api/common.ts';
import type { Main } from '../../api/main.ts';
import { after, controllableActors, Coverage, done, execWith, failed, flush, modelPaths, runPath } from './harness.ts';

// Model-based paths of machines/session.machine.ts (SPEC §2 guard inputs, §2 restart
// notice, §8 HTTP 403), generated from the machine and replayed on a running actor.
const NOW = 1_800_000_000_000;
const common = (over: Partial<Common>): Common => ({
  messages: {},
  settings: { productName: 'QA Academy' },
  isLoggedIn: false,
  entryExam: null,
  locale: 'ua',
  ...over,
});
const main: Main = {
  customer: { name: 'Olena', surname: 'K', patronymic: 'P', birthDay: null, login: '+380501234567', email: 'a@b.c', mobilePhone: '', photo: null, pageHash: null },
  courses: [],
  catalogues: [],
  inquirers: [],
};

const fakes = controllableActors(['loadCommon', 'loadMain', 'logout', 'switchLanguage', 'readReboot']);
const reloads = vi.fn();
const machine = sessionMachine.provide({
  actors: fakes.actors as never,
  actions: { reloadPage: reloads, activateLocale: () => {} },
});

const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => [
  done('loadCommon', common({ isLoggedIn: true })),
  done('loadCommon', common({})),
  done('loadCommon', common({ entryExam: { id: 3, resultId: null } })),
  failed('loadCommon'),
  done('loadMain', main),
  failed('loadMain'),
  done('logout'),
  failed('logout'),
  done('switchLanguage'),
  failed('switchLanguage'),
  done('readReboot', { rebootAt: NOW + 5 * 60_000, now: NOW }), // five minutes to go
  done('readReboot', { rebootAt: NOW, now: NOW + 1 }), // its time has come
  done('readReboot', { rebootAt: null, now: NOW }),
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
];

const spec = {
  name: 'session',
  machine,
  events,
  exec: execWith(fakes),
  check: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
    expect(actual.context.notice).toBe(expected.context.notice);
    expect(actual.context.rebootMinutesLeft).toBe(expected.context.rebootMinutesLeft);
    expect(actual.context.main === null).toBe(expected.context.main === null);
  },
};
const coverage = new Coverage('session', machine);
const { paths } = modelPaths(spec);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  fakes.reset();
});

describe('session machine paths', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await runPath(spec, coverage, path.steps as never);
    await flush();
  });

  it('a restart countdown reads whole minutes left and logs out when its time comes', () => {
    // Asserted through the model: the countdown state carries 5 minutes; see paths above.
    const withCountdown = paths.find((p) => p.state.matches({ loggedIn: { reboot: 'countdown' } }));
    expect(withCountdown?.state.context.rebootMinutesLeft).toBe(5);
    const loggedOutByReboot = paths.some((p) => p.steps.some((s) => s.event.type === 'xstate.done.actor.readReboot' && s.state.matches('loggingOut')));
    expect(loggedOutByReboot).toBe(true);
  });

  // Runs after every path above (tests in a file run in order).
  it('the paths cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
