// The late root actors: long-lived actors of the root's system whose code is not needed for the
// first paint (toasts, the logged-out visitor's held saves, analytics, the scroll-driven UI, the
// cookie banner, business profiles, experiences...). They are the kinds table's `lateRoot` lines
// (kind-ids.ts), in its order; once their logic has loaded after the first paint the app spawns
// each under its system id with its fixed input and holds it for the whole session.
import { lateRootKindIds, lateRootKindNames, type LateRootKind } from './kind-ids';
import type { PageActorKind } from './page-kinds';

export interface LateRootActor<K extends PageActorKind = PageActorKind> {
  systemId: string;
  kind: K;
  input: unknown;
}

export const lateRootActors: readonly LateRootActor<LateRootKind>[] = lateRootKindNames().map(
  (kind) => ({ systemId: kind, kind, input: lateRootKindIds[kind].input }),
);

/** The events that spawn and hold every late root actor (sent to the root once logic is loaded). */
export function lateRootActorEvents(): (
  | { type: 'page.spawn'; systemId: string; kind: PageActorKind; input: unknown }
  | { type: 'page.hold'; systemId: string }
)[] {
  return lateRootActors.flatMap(({ systemId, kind, input }) => [
    { type: 'page.spawn' as const, systemId, kind, input },
    { type: 'page.hold' as const, systemId },
  ]);
}
