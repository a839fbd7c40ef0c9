// A promise actor for components' own actors (`useActorRef`). Under React Strict Mode the hook
// stops and rehydrates its actor once; the stop aborts the first request, and without this the
// abort would arrive at the rehydrated actor as a failure. An aborted request therefore never
// settles: the rehydrated actor has started its own request by then.
import { fromPromise, type PromiseActorLogic } from 'xstate';

export function fromAbortablePromise<TOutput, TInput>(
  run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async ({ input, signal }) => {
    try {
      return await run({ input, signal });
    } catch (error) {
      if (signal.aborted) return new Promise<TOutput>(() => {});
      throw error;
    }
  });
}
