// The system ids of the root's actors (machines/README.md): the long-lived actors the root spawns
// once, the per-pin actors addressed as `pin.<id>.<kind>`, and the way a machine reaches one of
// them by id. The root spawns with these ids; machines, views and scenarios look actors up by them.
import type { AnyActorRef } from 'xstate';

type AnyActorSystem = AnyActorRef['system'];

/** Long-lived actors, by system id. */
export const SYSTEM_IDS = {
  session: 'session',
  entities: 'entities',
  toasts: 'toasts',
  signedOutSaves: 'signedOutSaves',
  feeds: 'feeds',
  /** Late root actors (late-actors.ts): spawned once their code has loaded. */
  analytics: 'analytics',
  cookies: 'cookies',
  businessProfile: 'businessProfile',
  experiences: 'experiences',
  scrollUi: 'scrollUi',
  appUi: 'appUi',
  theme: 'theme',
  localState: 'localState',
  impressions: 'impressions',
  deepLink: 'deepLink',
  repinCounter: 'repinCounter',
  screenArbiter: 'screenArbiter',
} as const;

/** The system id of a per-pin actor: `pin.<id>.<kind>` (`pin.123.savedIndicator`). */
export const pinActorId = (pinId: string, kind: string): string => `pin.${pinId}.${kind}`;

/**
 * The actor of the system with this id, when it exists (a machine tested alone has no toasts or
 * entity store around it; then nothing is sent).
 */
export function systemActor(system: AnyActorSystem, systemId: string): AnyActorRef | undefined {
  return system.get(systemId) as AnyActorRef | undefined;
}
