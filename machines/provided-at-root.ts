// Invoked calls whose real implementation the app root provides (`machine.provide`,
// machines/README.md): until then, and in a test that provides none, they fail and say so.
import { fromPromise, type PromiseActorLogic, type StateMachine } from 'xstate';

/**
 * A placeholder's type: a promise actor marked (in its type only) as provided at the root, so the
 * effects table (runtime/effects.ts) can require a real one for each kind that declares one. The
 * mark is optional, so a real `fromPromise` actor still fits where the placeholder was.
 */
export type ProvidedAtRoot<Output, Input> = PromiseActorLogic<Output, Input> & {
  readonly '~providedAtRoot'?: true;
};

/** A call named `name` that the app root provides; unprovided, it rejects with that name. */
export function providedAtRoot<Output, Input>(name: string): ProvidedAtRoot<Output, Input> {
  return fromPromise<Output, Input>(() =>
    Promise.reject(new Error(`${name} is provided at the app root`)),
  );
}

type MarkedIn<Actor> = Actor extends { logic: infer Logic }
  ? '~providedAtRoot' extends keyof Logic
    ? true
    : never
  : never;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine, whatever its types
type Any = any;

/** True when a machine declares a `providedAtRoot` placeholder among its own invoked actors. */
export type HasPlaceholders<Logic> =
  Logic extends StateMachine<
    Any,
    Any,
    Any,
    infer Actor,
    Any,
    Any,
    Any,
    Any,
    Any,
    Any,
    Any,
    Any,
    Any,
    Any
  >
    ? [MarkedIn<Actor>] extends [never]
      ? false
      : true
    : false;
