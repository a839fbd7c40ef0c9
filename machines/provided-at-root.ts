// Invoked calls whose real implementation the app root provides (`machine.provide`,
// machines/README.md): until then, and in a test that provides none, they fail and say so.
import { fromPromise } from 'xstate';

/** A call named `name` that the app root provides; unprovided, it rejects with that name. */
export function providedAtRoot<Output, Input>(name: string) {
  return fromPromise<Output, Input>(() =>
    Promise.reject(new Error(`${name} is provided at the app root`)),
  );
}
