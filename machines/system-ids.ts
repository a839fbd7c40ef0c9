// The system ids of the root's actors (machines/README.md), read from the kinds table
// (kind-ids.ts, its long-lived kinds): the long-lived actors the root spawns once, the per-pin
// actors addressed as `pin.<id>.<kind>`, and the way a machine reaches one of them by id. The root
// spawns with these ids; machines, views and scenarios look actors up by them.
import type { AnyActorRef } from 'xstate';
import { longLivedKindNames, type LongLivedKind } from './kind-ids';

export { pinActorId } from './kind-ids';

type AnyActorSystem = AnyActorRef['system'];

/** Long-lived actors, by system id: the root and late root kinds of the table, under their names. */
export const SYSTEM_IDS = /*#__PURE__*/ Object.fromEntries(
  longLivedKindNames().map((name) => [name, name]),
) as { readonly [K in LongLivedKind]: K };

/**
 * The actor of the system with this id, when it exists (a machine tested alone has no toasts or
 * entity store around it; then nothing is sent).
 */
export function systemActor(system: AnyActorSystem, systemId: string): AnyActorRef | undefined {
  return system.get(systemId) as AnyActorRef | undefined;
}
