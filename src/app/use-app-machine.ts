import { useActor } from '@xstate/react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { useServices } from './services.tsx';
import type { OptionArgs, Wired } from './machines.ts';

// The one way a view runs a machine of the app: the entry's machine from the registry
// (src/app/machines.ts; built once, so the same logic on every render), started with this
// view's input and the registry's inspector, stopped when the view goes.

type VariantOf<Option> = [Option] extends [void] ? { option?: undefined } : { option: Option };

export function useAppMachine<T extends AnyStateMachine, Option = void>(entry: Wired<T, Option>, options: { input: InputFrom<T> } & VariantOf<Option>) {
  const { machines } = useServices();
  const logic = (machines.get as (entry: Wired<T, Option>, option: Option | undefined) => T)(entry, options.option);
  return useActor(logic, { input: options.input, inspect: machines.inspect });
}

/** A non-machine entry of the registry: what an area's machines and pages share (its calls), of a variant when it has them. */
export function useWired<T, Option = void>(entry: Wired<T, Option>, ...option: OptionArgs<Option>): T {
  return useServices().machines.get(entry, ...option);
}
