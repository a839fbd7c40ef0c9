// The scenario recorder (scenarios/README.md): while recording, it listens to the live system's inspection
// stream and keeps the events people cause (events sent to addressable actors from outside the
// system: a tap, a hover, a toolbar button), the clock gaps between them and the fake API faults
// in force; on stop it adds the states every touched actor ended in, and exports a scenario file
// that replays to those states.

import {
  createActor,
  fromPromise,
  type ActorOptions,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type InspectionEvent,
} from 'xstate';
import { faultPollMachine } from '../../machines/fault-poll.machine';
import type { FaultSpec, PinOnScreen, Scenario, Step } from '../../scenarios/format';

export interface RecorderOptions {
  root: AnyActorRef;
  /** The clock the app runs on (the app's clock, in the browser and headless). */
  now: () => number;
  /** The timer clock for the fault poll (the app's clock in the browser; real time by default). */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** The faults in force now (the fake API's control); read at start and on every refresh. */
  listFaults?: () => Promise<FaultSpec[]>;
  /** Re-read the faults this often while recording (ms); 0 reads them only when asked. */
  pollFaultsMs?: number;
  /** The path the live app shows when recording starts. */
  path?: string;
}

export interface Recording {
  /** Stops recording and answers the scenario. */
  stop: (this: void, meta?: { id?: string; title?: string }) => Promise<Scenario>;
  /** Events captured so far. */
  count: (this: void) => number;
  /** Re-reads the faults in force; later events are stamped with them. */
  refreshFaults: (this: void) => Promise<void>;
}

interface Captured {
  at: number;
  to: string;
  event: AnyEventObject;
  /** The faults in force when the event arrived. */
  faults: FaultSpec[];
}

/**
 * Plumbing, not what a person does: what the root is told as cards and pages come and go (spawns,
 * holds, releases, feeds shown), and what the screen's arbiter is told by the surfaces asking for
 * the screen and by the page's width and cookie choice (all its events start with `arbiter.`).
 */
const PLUMBING = new Set([
  'pin.spawn',
  'pin.release',
  'pin.mount',
  'pin.unmount',
  'pin.drop',
  'page.spawn',
  'page.mount',
  'page.hold',
  'page.release',
  'feed.show',
]);
const isPlumbing = (type: string) => PLUMBING.has(type) || type.startsWith('arbiter.');

function systemIdOf(ref: unknown): string | undefined {
  return (ref as { systemId?: string }).systemId;
}

function sameFaults(a: readonly FaultSpec[], b: readonly FaultSpec[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function faultSentence(fault: FaultSpec): string {
  const parts: string[] = [];
  if (fault.status !== undefined)
    parts.push(`answers ${fault.status}${fault.message ? ` ('${fault.message}')` : ''}`);
  if (fault.latencyMs !== undefined) parts.push(`takes ${fault.latencyMs} ms`);
  const times = fault.count !== undefined ? ` for the next ${fault.count} call(s)` : '';
  return `The fake API ${parts.join(' and ') || 'is faulty'} on ${fault.route}${times}.`;
}

/**
 * What a card told the root when it made a per-pin actor, read back from the actor's context, so
 * a replay makes the same actor (the hover's edit and menu rights, the save's surface).
 */
function seedOf(kind: string, context: unknown): Record<string, unknown> {
  const c = (context ?? {}) as Record<string, unknown>;
  if (kind === 'hover')
    return {
      hover: { canEdit: c.canEdit === true, contextMenuAllowed: c.contextMenuAllowed === true },
    };
  if (kind === 'oneTapSave' && typeof c.surface === 'string') return { surface: c.surface };
  if (kind === 'favorite' && c.feed) return { feed: c.feed };
  return {};
}

/** A plain JSON copy of an event: what a scenario file can hold. */
function plainEvent(event: AnyEventObject): AnyEventObject {
  return JSON.parse(JSON.stringify(event)) as AnyEventObject;
}

/** Starts recording the system of `root`. */
export async function startRecording(options: RecorderOptions): Promise<Recording> {
  const { root, now } = options;
  const startedAt = now();
  const session = root.system.get('session') as AnyActorRef | undefined;
  const viewer =
    (session?.getSnapshot() as { context?: { user?: { id?: string } | null } } | undefined)?.context
      ?.user?.id ?? null;
  const initialFaults = (await options.listFaults?.()) ?? [];
  let current = initialFaults;
  const captured: Captured[] = [];
  const refreshFaults = async (): Promise<void> => {
    if (!options.listFaults) return;
    try {
      current = await options.listFaults();
    } catch {
      // The control endpoint is unreachable: keep what was known.
    }
  };
  // The poll is a machine on the system's clock (the app's clock in the browser).
  const poll = createActor(
    faultPollMachine.provide({ actors: { readFaults: fromPromise(refreshFaults) } }),
    {
      input: { everyMs: options.pollFaultsMs ?? 0 },
      ...(options.clock ? { clock: options.clock } : {}),
    },
  ).start();

  const subscription = root.system.inspect((inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.event' || inspection.sourceRef) return;
    const { event } = inspection;
    if (event.type.startsWith('xstate.') || isPlumbing(event.type)) return;
    const to = systemIdOf(inspection.actorRef);
    if (!to) return;
    captured.push({ at: now(), to, event: plainEvent(event), faults: current });
  });

  return {
    count: () => captured.length,
    refreshFaults,
    stop(meta = {}) {
      subscription.unsubscribe();
      poll.stop();
      let knownFaults = initialFaults;
      const steps: Step[] = [];
      for (const fault of initialFaults)
        steps.push({ kind: 'api', say: faultSentence(fault), change: { fault } });
      let last = startedAt;
      for (const entry of captured) {
        if (!sameFaults(entry.faults, knownFaults)) {
          steps.push({
            kind: 'api',
            say: 'The fake API faults change.',
            change: { reset: 'faults' },
          });
          for (const fault of entry.faults)
            steps.push({ kind: 'api', say: faultSentence(fault), change: { fault } });
          knownFaults = entry.faults;
        }
        const gap = Math.round(entry.at - last);
        if (gap > 0) steps.push({ kind: 'wait', say: `${gap} ms pass.`, ms: gap });
        last = entry.at;
        steps.push({
          kind: 'send',
          say: `${entry.to} receives ${entry.event.type}.`,
          to: entry.to,
          event: entry.event,
        });
      }
      const touched = [...new Set(captured.map((c) => c.to))];
      const pins = new Map<string, { kinds: Set<string>; seed: Record<string, unknown> }>();
      for (const id of touched) {
        const ref = root.system.get(id) as AnyActorRef | undefined;
        const match = /^pin\.(.+)\.([A-Za-z-]+)$/.exec(id);
        if (match) {
          const pin = pins.get(match[1]!) ?? { kinds: new Set<string>(), seed: {} };
          pin.kinds.add(match[2]!);
          const context = (ref?.getSnapshot() as { context?: unknown } | undefined)?.context;
          pin.seed = { ...pin.seed, ...seedOf(match[2]!, context) };
          pins.set(match[1]!, pin);
        }
        const value = (ref?.getSnapshot() as { value?: unknown } | undefined)?.value;
        if (value !== undefined) {
          steps.push({
            kind: 'expect',
            say: `${id} ends in ${typeof value === 'string' ? value : JSON.stringify(value)}.`,
            check: { actor: id, state: value as string | Record<string, unknown> },
          });
        }
      }
      const onScreen: PinOnScreen[] = [...pins].map(([pinId, pin]) => ({
        pinId,
        kinds: [...pin.kinds],
        ...(Object.keys(pin.seed).length > 0 ? { seed: pin.seed } : {}),
      }));
      const id = meta.id ?? 'recorded-session';
      return Promise.resolve({
        id,
        title: meta.title ?? 'A recorded session',
        summary: `Recorded in the player: ${captured.length} event(s) over ${Math.round(now() - startedAt)} ms.`,
        spec: 'recorded',
        start: {
          viewer,
          path: options.path ?? '/',
          ...(onScreen.length > 0 ? { pins: onScreen } : {}),
        },
        steps,
      });
    },
  };
}

/** The scenario as a file to drop into scenarios/ (and list in scenarios/all.ts). */
export function scenarioFile(scenario: Scenario): string {
  return [
    '// Recorded in the scenario player.',
    "import { defineScenario } from './format';",
    '',
    `export default defineScenario(${JSON.stringify(scenario, null, 2)});`,
    '',
  ].join('\n');
}
