// The shape of a catalogue entry (machines/README.md), shared by the catalogue, the per-pin
// kinds' own entries and the harness that reads them (live panel, scenario player, diagrams, path
// coverage), so none of them imports another to name it.
import type { AnyEventObject, AnyStateMachine, Snapshot } from 'xstate';
import { SAVE_ERROR_FALLBACK } from '../domain/save';

/** What `serializeState` and `summarize` see of a snapshot. */
export type CatalogueSnapshot = Snapshot<unknown> & { value: unknown; context: unknown };

/** One event a person or a test may send to a machine, with a sample payload. */
export interface CatalogueEvent {
  /** The event as sent, e.g. `{ type: 'pin.save' }` or `{ type: 'carousel.goTo', index: 1 }`. */
  readonly event: AnyEventObject;
  /** What sending it means, in product language ("Tap Save"). */
  readonly label: string;
}

/** A catalogued machine. */
export interface CatalogueEntry {
  /** Stable id, kebab-case, the file name without `.machine.ts` (`one-tap-save`). */
  readonly id: string;
  /** Human title ("One-tap save"). */
  readonly title: string;
  /** Spec section it implements ("spec 1 section 4.2"). */
  readonly specSection: string;
  /** The machine definition (with stub actors; tests and tools provide their own). */
  readonly machine: AnyStateMachine;
  /** A sample input that starts it in a meaningful place. */
  readonly sampleInput?: unknown;
  /**
   * Inputs the path-coverage traversal starts from (default: just `sampleInput`). Give several when
   * a guard reads the input, so both branches are reachable (`canEdit` true and false).
   */
  readonly coverageInputs?: readonly unknown[];
  /**
   * The events a person or a test may send, with sample payloads. Internal events
   * (`xstate.done.actor.*`, `xstate.after.*`) are not listed: tools derive them from the definition.
   */
  readonly events: readonly CatalogueEvent[];
  /**
   * Machine-specific extra events for path coverage: done/error events of invoked actors with the
   * output/error shapes the machine expects. Defaults are derived from the definition.
   */
  readonly coverageEvents?: readonly AnyEventObject[];
  /**
   * Bounded serialisation of a snapshot for graph traversal: two snapshots that serialise the same
   * are the same vertex. Defaults to the state value plus a JSON of the context.
   */
  readonly serializeState?: (snapshot: CatalogueSnapshot) => string;
  /** Short, readable summary of a context for the live panel; defaults to a clipped JSON. */
  readonly summarize?: (context: unknown) => string;
}

/** A failed call as the API client raises it, for the catalogues' error events. */
export const serverError = Object.assign(new Error(SAVE_ERROR_FALLBACK), {
  status: 500,
  serverMessage: null,
});
