import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../../machines/login.machine.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { controllableActors, Coverage, done, execWith, failed, flush, modelPaths, runPath } from './harness.ts';

// Model-based paths of machines/login.machine.ts (SPEC §5 "Login", §7 login errors handled
// locally), in both login modes, replayed on a running actor.
const fakes = controllableActors(['submitLogin']);
const machine = loginMachine.provide({ actors: fakes.actors as never, actions: { notifyLoggedIn: () => {} } });
const coverage = new Coverage('login', machine);

for (const loginType of ['phone', 'email'] as const) {
  describe(`login machine paths, ${loginType} mode`, () => {
    const validLogin = loginType === 'phone' ? '+380501234567' : 'trainee@example.com';
    const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => [
      { type: 'LOGIN.FOCUS' },
      // Keep the model finite: type a valid login, an invalid one, or clear it.
      ...(snapshot.context.login === '' || snapshot.context.login === '+38'
        ? [
            { type: 'FIELD.CHANGE', field: 'login', value: ` ${validLogin} ` },
            // Pasting the full number after the '+38' pre-fill.
            ...(loginType === 'phone' && snapshot.context.login === '+38' ? [{ type: 'FIELD.CHANGE', field: 'login', value: `+38${validLogin}` }] : []),
            { type: 'FIELD.CHANGE', field: 'login', value: loginType === 'phone' ? '+3805012' : '' },
          ]
        : [{ type: 'FIELD.CHANGE', field: 'login', value: '' }]),
      { type: 'FIELD.CHANGE', field: 'password', value: snapshot.context.password ? '' : 'Passw0rd1' },
      { type: 'FORM.SUBMIT' },
      done('submitLogin'),
      failed('submitLogin', new ApiError('message', 400, 'Wrong login or password')),
      failed('submitLogin', new ApiError('validation', 400, undefined, { login: 'phoneLocal' })),
      failed('submitLogin', new ApiError('connection', 0)),
    ];
    const spec = {
      name: `login-${loginType}`,
      machine,
      input: { loginType },
      events,
      exec: execWith(fakes),
      check: (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
        expect(actual.context.errors).toEqual(expected.context.errors);
        expect(actual.context.serverMessage).toBe(expected.context.serverMessage);
        expect(actual.context.login).toBe(expected.context.login);
      },
    };
    const { paths } = modelPaths(spec);

    beforeEach(() => {
      vi.useFakeTimers();
      fakes.reset();
    });

    it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
      await runPath(spec, coverage, path.steps as never);
      await flush();
    });

    it('submits trimmed inputs only when valid, and tells the session on success', () => {
      const success = paths.find((p) => p.state.matches('succeeded'));
      expect(success).toBeDefined();
      const submitted = success!.steps.filter((s) => s.state.matches('submitting'));
      expect(submitted.length).toBeGreaterThan(0);
      for (const step of paths.flatMap((p) => p.steps)) {
        if (step.state.matches('submitting')) expect(Object.keys(step.state.context.errors)).toEqual([]);
      }
    });

    if (loginType === 'phone') {
      it("focusing an empty phone field pre-fills '+38'", () => {
        const focused = paths.find((p) => p.steps.at(-1)!.event.type === 'LOGIN.FOCUS' && p.steps.length === 2);
        expect(focused!.state.context.login).toBe('+38');
      });

      it("a full number pasted after the '+38' pre-fill is not doubled", () => {
        const actor = createActor(machine, { input: { loginType } }).start();
        actor.send({ type: 'LOGIN.FOCUS' });
        actor.send({ type: 'FIELD.CHANGE', field: 'login', value: `+38${validLogin}` });
        expect(actor.getSnapshot().context.login).toBe(validLogin);
        actor.stop();
      });
    }
  });
}

describe('login machine', () => {
  it('the paths of both modes cover every state and transition of the machine', () => {
    coverage.write();
    expect(coverage.summary().missing).toEqual({ states: [], transitions: [] });
  });
});
