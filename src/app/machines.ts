import type { AnyActorLogic, InspectionEvent } from 'xstate';
import type { DialogKind, DialogText } from '../../machines/dialog.machine.ts';
import type { SessionEvent } from '../../machines/session.machine.ts';
import type { Http } from '../lib/http.ts';
import type { Network } from '../lib/network.ts';

// One way to wire a machine (docs/architecture.md "Wiring a machine"). A machine the app
// runs is declared once, next to its area, as a `wired` entry: its name and how it is
// provided (`.provide()`) from the app's services. The registry (`createMachines`, made once
// in src/main.tsx and handed to the views in Services) builds each entry on first use and
// keeps it; a view runs one with `useAppMachine(entry, { input })` (use-app-machine.ts).
// Entries are imported where they are used, so an area's machines stay in its own chunk
// (/login does not load the exam machines). Tests make their own registry: fake services,
// and `overrides` for entries (fake actors, a coverage inspector).

/** What the app's machines are provided from. */
export interface AppServices {
  http: Http;
  /** Where the app goes: wouter's browser navigation in the app, a memory location in tests. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Monotonic milliseconds (performance.now), never the wall clock (DESIGN "Time"). */
  mono: () => number;
  /** Opens one of the shared dialogs (SPEC §1) and resolves with the trainee's answer. */
  openDialog: (kind: DialogKind, message: DialogText, title?: DialogText) => Promise<boolean>;
  /** Tells the running session (e.g. a login succeeded). */
  tellSession: (event: SessionEvent) => void;
  /** Whether the browser is online, and when that changes (src/lib/network.ts; the passage's banner). */
  network: Network;
}

/** What an entry is built from: the services, and the other entries (overrides included). */
export interface WiredFrom {
  services: AppServices;
  get: <T, Option>(entry: Wired<T, Option>, ...option: OptionArgs<Option>) => T;
}

/**
 * A part of the app built from its services: a provided machine (most), or what an area's
 * machines share (its calls, a store). `Option` is for entries built once per variant, such
 * as the passage per passage kind; variants are module constants.
 */
export interface Wired<T, Option = void> {
  readonly name: string;
  readonly build: (from: WiredFrom, option: Option) => T;
}

export type OptionArgs<Option> = [Option] extends [void] ? [] : [option: Option];

export function wired<T, Option = void>(name: string, build: (from: WiredFrom, option: Option) => T): Wired<T, Option> {
  return { name, build };
}

/** A test's replacement of an entry (fake actors, an area's fake calls). */
export interface Override {
  entry: Wired<unknown, never>;
  build: (from: WiredFrom, option: never) => unknown;
}

export function override<T, Option>(entry: Wired<T, Option>, build: (from: WiredFrom, option: Option) => T): Override {
  return { entry, build };
}

export interface Machines {
  services: AppServices;
  /** Given to every actor started from the registry (the Stately inspector, a test's coverage). */
  inspect?: (event: InspectionEvent) => void;
  get: WiredFrom['get'];
}

export function createMachines(services: AppServices, options: { overrides?: Override[]; inspect?: (event: InspectionEvent) => void } = {}): Machines {
  const builders = new Map<unknown, (from: WiredFrom, option: never) => unknown>((options.overrides ?? []).map((o) => [o.entry, o.build]));
  const built = new Map<unknown, Map<unknown, unknown>>();
  const get = <T, Option>(entry: Wired<T, Option>, ...[option]: OptionArgs<Option>): T => {
    let variants = built.get(entry);
    if (!variants) built.set(entry, (variants = new Map()));
    if (!variants.has(option)) {
      const build = (builders.get(entry) ?? entry.build) as (from: WiredFrom, option: unknown) => T;
      variants.set(option, build(from, option));
    }
    return variants.get(option) as T;
  };
  const from: WiredFrom = { services, get };
  return { services, inspect: options.inspect, get };
}

/** The logic of a machine entry (for typing hooks and tests). */
export type LogicOf<W> = W extends Wired<infer T, infer _Option> ? (T extends AnyActorLogic ? T : never) : never;
