// The headless driver (DESIGN.md "Scenarios"): the real machines of the app, provided with their real actors
// over the real API client, talking HTTP to the fake API in this process on a free port. Clock time
// is simulated: `wait` steps move a SimulatedClock from timer to timer, letting answers arrive and
// the machines react in between. Latency faults are applied in simulated time, status faults by the
// fake API itself. Node only (the fake API is an Express app).

import { createActor, SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import type { Api } from '../api/api';
import { createApi } from '../api/client';
import { createControl, type Control } from '../api/control';
import { createServer, type FakeApiServer } from '../fake-api/server';
import { generateDb } from '../fixtures/generate';
import { createAppLogic } from '../ui/app/create-actors';
import { setExperimentsInMemory } from '../ui/app/experiments';
import { recordingTabs } from '../ui/app/tabs';
import type { ApiChange, FaultSpec, PageAction, Scenario } from './format';
import { routeMatches } from './routes';
import type { ActorReading, Driver } from './runner';

/** A SimulatedClock that can tell when its next timer is due, so time moves timer by timer. */
export class SteppingClock extends SimulatedClock {
  private readonly dueAt = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    let id = -1;
    id = super.setTimeout((...args: unknown[]) => {
      this.dueAt.delete(id);
      fn(...args);
    }, timeout);
    this.dueAt.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.dueAt.delete(id);
    super.clearTimeout(id);
  }

  /** When the next timer is due, or undefined when none is set. */
  nextDue(): number | undefined {
    let next: number | undefined;
    for (const at of this.dueAt.values()) if (next === undefined || at < next) next = at;
    return next;
  }
}

interface Latency {
  route: string;
  ms: number;
  remaining: number | null;
}

/** Storage that lives as long as one scenario. */
function memoryStorage(
  initial: Record<string, string>,
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const SESSION_STORAGE_KEY = 'pinstate.session';
const SETTLE_LIMIT_MS = 10_000;

export interface HeadlessDriver extends Driver {
  /** The root actor of the current scenario (for tests that look further). */
  readonly root: AnyActorRef | null;
  readonly clock: SteppingClock | null;
  /** The fake API's fault control (after the first start). */
  readonly control: Control | null;
  /** Stops the fake API (after the last scenario). */
  close(): Promise<void>;
}

/**
 * A headless driver. One fake API serves every scenario it runs (its data and faults are reset at
 * each start); call `close()` after the last one.
 */
export function createHeadlessDriver(): HeadlessDriver {
  let server: FakeApiServer | null = null;
  let baseUrl = '';
  let control: Control | null = null;
  let root: AnyActorRef | null = null;
  let clock: SteppingClock | null = null;
  const inFlight = new Set<Promise<unknown>>();
  let latencies: Latency[] = [];

  async function ensureServer(): Promise<Control> {
    if (!server) {
      server = createServer({ db: () => generateDb() });
      const { url } = await server.listen(0, '127.0.0.1');
      baseUrl = url.replace(/\/+$/, '');
      control = createControl({ baseUrl });
    }
    return control!;
  }

  const trackingFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const latency = latencies.find(
      (l) =>
        (l.remaining === null || l.remaining > 0) &&
        routeMatches(l.route, request.method, pathname),
    );
    if (latency && latency.remaining !== null) latency.remaining -= 1;
    const answer = globalThis.fetch(request);
    inFlight.add(answer);
    const done = () => void inFlight.delete(answer);
    answer.then(done, done);
    if (!latency || !clock) return answer;
    const activeClock = clock;
    const held = new Promise<void>((resolve) =>
      activeClock.setTimeout(() => resolve(), latency.ms),
    );
    return Promise.all([answer, held]).then(([response]) => response);
  };

  function viewerHolder() {
    return (): string | null => {
      const session = root?.system.get('session') as AnyActorRef | undefined;
      const context = session?.getSnapshot() as
        { context?: { user?: { id?: string } | null } } | undefined;
      return context?.context?.user?.id ?? null;
    };
  }

  async function settle(): Promise<void> {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    let quiet = 0;
    while (quiet < 3) {
      if (Date.now() > deadline)
        throw new Error('The app kept working for over 10 s without settling.');
      if (inFlight.size > 0) {
        quiet = 0;
        await Promise.allSettled([...inFlight]);
      } else {
        quiet += 1;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function actorById(systemId: string): AnyActorRef | undefined {
    if (!root) return undefined;
    if (systemId === 'app') return root;
    return root.system.get(systemId) as AnyActorRef | undefined;
  }

  function spawnIfPinActor(systemId: string): void {
    const match = /^pin\.(.+)\.([A-Za-z-]+)$/.exec(systemId);
    if (!match || !root || actorById(systemId)) return;
    root.send({ type: 'pin.spawn', pinId: match[1], kind: match[2] });
  }

  async function applyFault(fault: FaultSpec, ctl: Control): Promise<void> {
    if (fault.latencyMs !== undefined) {
      latencies.push({ route: fault.route, ms: fault.latencyMs, remaining: fault.count ?? null });
    }
    if (fault.status !== undefined || fault.message !== undefined) {
      const { latencyMs: _latency, ...rest } = fault;
      await ctl.setFault(rest);
    }
  }

  /** Starts the root of the scenario under way (again, at a reload). */
  let boot: () => Promise<void> = () => Promise.resolve();

  /** The pins on screen at the start: their cards make their actors. */
  async function spawnStartPins(api: Api, scenario: Scenario): Promise<void> {
    for (const pin of scenario.start.pins ?? []) {
      // The card knows its pin as the server sent it; the seed adds what the card adds.
      const data = await api.getPin(pin.pinId);
      const seed = {
        pin: {
          id: data.id,
          savedInfo: data.savedInfo ?? null,
          favoritedByMe: data.favoritedByMe,
          favoriteUserCount: data.favoriteUserCount,
          trackingParams: data.trackingParams,
        },
        ...pin.seed,
      };
      for (const kind of pin.kinds) root?.send({ type: 'pin.spawn', pinId: pin.pinId, kind, seed });
    }
    await settle();
  }

  const driver: HeadlessDriver = {
    kind: 'headless',
    patienceMs: 0,
    get root() {
      return root;
    },
    get clock() {
      return clock;
    },
    get control() {
      return control;
    },
    async start(scenario: Scenario) {
      const ctl = await ensureServer();
      await ctl.resetData();
      latencies = [];
      const started = new SteppingClock();
      clock = started;
      // The scenario's experiments, as the player holds them for its page.
      setExperimentsInMemory(scenario.start.experiments ?? []);
      const stored = scenario.start.viewer
        ? {
            userId: scenario.start.viewer,
            kindOverride: null,
            device: scenario.start.device ?? 'desktop',
            country: 'US',
          }
        : {
            userId: null,
            kindOverride: null,
            device: scenario.start.device ?? 'desktop',
            country: 'US',
          };
      const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(stored) });
      const api = createApi({ baseUrl, getViewerId: viewerHolder(), fetch: trackingFetch });
      // Connectivity as the fake API's offline switch says; tabs are only written down.
      const online = () => ctl.isOffline().then((offline) => !offline);
      const deps = { storage, now: () => started.now(), online, tabs: recordingTabs() };
      boot = async () => {
        root = createActor(createAppLogic(api, deps), { input: {}, clock: started });
        root.start();
        await settle();
        await spawnStartPins(api, scenario);
      };
      await boot();
    },
    async reload() {
      // The page loads again: a new root over the same storage and fake API; the cards of the
      // page make their actors again. Clock and faults carry on.
      await settle();
      root?.stop();
      root = null;
      await boot();
    },
    async send(to: string, event: EventObject) {
      spawnIfPinActor(to);
      const ref = actorById(to);
      if (!ref) throw new Error(`There is no live actor '${to}' to send ${event.type} to.`);
      ref.send(event);
      await settle();
    },
    act(_action: PageAction) {
      return Promise.reject(new Error('There is no page headless.'));
    },
    async wait(ms: number) {
      if (!clock) return;
      const target = clock.now() + ms;
      for (;;) {
        const next = clock.nextDue();
        if (next === undefined || next > target) break;
        clock.set(Math.max(next, clock.now()));
        await settle();
      }
      clock.set(target);
      await settle();
    },
    async api(change: ApiChange) {
      const ctl = await ensureServer();
      if ('fault' in change) await applyFault(change.fault, ctl);
      else if ('offline' in change) await ctl.setOffline(change.offline);
      else {
        latencies = [];
        await ctl.resetFaults();
      }
    },
    read(systemId: string): Promise<ActorReading | null> {
      const ref = actorById(systemId);
      if (!ref) return Promise.resolve(null);
      const snapshot = ref.getSnapshot() as { value?: unknown; context?: unknown };
      return Promise.resolve({ value: snapshot.value ?? null, context: snapshot.context ?? null });
    },
    hasText(text: string) {
      if (!root) return Promise.resolve(false);
      const actors = Object.values(root.system.getAll() as Record<string, AnyActorRef>);
      const found = actors.some((ref) => {
        const snapshot = ref.getSnapshot() as { context?: unknown };
        return JSON.stringify(snapshot.context ?? null).includes(JSON.stringify(text).slice(1, -1));
      });
      return Promise.resolve(found);
    },
    settle,
    async stop() {
      await settle().catch(() => {});
      root?.stop();
      root = null;
      clock = null;
      latencies = [];
      if (control) await control.resetFaults().catch(() => {});
    },
    async close() {
      await server?.close();
      server = null;
      control = null;
    },
  };
  return driver;
}
