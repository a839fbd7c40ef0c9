// The headless driver: the app's system started as the browser starts it (runtime/system.ts: the
// startup root, the per-pin and page logic and the late root actors loaded after it, the app's
// own API client), talking HTTP to the fake API in this process on a free port. The clock is the
// player's (docs/decisions/012): the app's clock held by its control from the scenario's start,
// `wait` steps moving it by exactly their length, timer by timer, at the driver's speed, answers
// let in after each step. Real time jumps (docs/decisions/064), so no speed costs wall time.
// Latency faults are applied in clock time, status faults by the fake API itself. Node only (the
// fake API is an Express app).

import type { AnyActorRef, EventObject } from 'xstate';
import type { Api } from '../../api/api';
import { createControl, type Control } from '../../api/control';
import { createServer, type FakeApiServer } from '../../fake-api/server';
import { generateDb } from '../../fixtures/generate/index';
import { AppClock } from '../../runtime/app-clock';
import { controlClock, type ClockControl } from '../../runtime/clock-control';
import { jumpingRealWorld } from '../../runtime/jumping-real-world';
import { createAppSystem, type AppSystem } from '../../runtime/system';
import { NARROW_LAYOUT_MAX_WIDTH } from '../../domain/constants';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { recordingTabs } from '../../runtime/tabs';
import type { ApiChange, FaultSpec, PageAction, Scenario } from '../format';
import { latencyFaults } from '../routes';
import type { ActorReading, Driver } from '../runner';

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

export interface HeadlessDriver extends Driver {
  /** The app's system of the current scenario (for tests that look further). */
  readonly system: AppSystem | null;
  /** The root actor of the current scenario (for tests that look further). */
  readonly root: AnyActorRef | null;
  /** The app's clock held by the player's control, for the scenario under way. */
  readonly clock: ClockControl | null;
  /** Clock ms per real ms in `wait` steps, as the player's speed (0 moves at once). */
  speed: number;
  /** The fake API's fault control (after the first start). */
  readonly control: Control | null;
  /** Stops the fake API (after the last scenario). */
  close(): Promise<void>;
}

export interface HeadlessDriverOptions {
  /**
   * Plays over this API (a base URL, e.g. a running fake API's player copy) instead of a fake API
   * of the driver's own; its data and faults are reset at each start all the same.
   */
  apiUrl?: string;
  /** Told of each system the driver starts, before its per-pin logic has loaded (tests). */
  onSystem?: (system: AppSystem) => void;
}

/**
 * A headless driver. One fake API serves every scenario it runs (its data and faults are reset at
 * each start); call `close()` after the last one.
 */
export function createHeadlessDriver(options: HeadlessDriverOptions = {}): HeadlessDriver {
  let server: FakeApiServer | null = null;
  let baseUrl = options.apiUrl?.replace(/\/+$/, '') ?? '';
  let control: Control | null = options.apiUrl ? createControl({ baseUrl }) : null;
  let system: AppSystem | null = null;
  let root: AnyActorRef | null = null;
  let clock: ClockControl | null = null;
  const latencies = latencyFaults();
  let speed = 0;
  // A fault names a route by its path on the API: an API under a path (the player's copy) has
  // that path taken off first.
  const basePath = options.apiUrl ? new URL(options.apiUrl).pathname.replace(/\/+$/, '') : '';
  const routePath = (url: string): string => {
    const at = new URL(url, 'http://app.invalid');
    if (basePath && at.pathname.startsWith(`${basePath}/`))
      at.pathname = at.pathname.slice(basePath.length);
    return at.href;
  };

  async function ensureServer(): Promise<Control> {
    if (control) return control;
    if (!server) {
      server = createServer({ db: () => generateDb() });
      const { url } = await server.listen(0, '127.0.0.1');
      baseUrl = url.replace(/\/+$/, '');
      control = createControl({ baseUrl });
    }
    return control!;
  }

  /** Lets the answers in and the machines react (time stands still). */
  async function settle(): Promise<void> {
    await clock?.settle();
  }

  /** An answer the driver itself waits for, let in while the clock is held. */
  async function answered<T>(request: Promise<T>): Promise<T> {
    let done = false;
    const finished = request.finally(() => (done = true));
    while (!done) await settle();
    return finished;
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

  /** A latency fault is kept here and applied in clock time; the rest goes to the fake API. */
  async function applyFault(fault: FaultSpec, ctl: Control): Promise<void> {
    latencies.add(fault);
    const { latencyMs: _latency, ...rest } = fault;
    if (rest.status !== undefined || rest.message !== undefined) await ctl.setFault(rest);
  }

  /** Starts the root of the scenario under way (again, at a reload). */
  let boot: () => Promise<void> = () => Promise.resolve();

  /** The pins on screen at the start: their cards make their actors. */
  async function spawnStartPins(api: Api, scenario: Scenario): Promise<void> {
    for (const pin of scenario.start.pins ?? []) {
      // The card knows its pin as the server sent it; the seed adds what the card adds.
      const data = await answered(api.getPin(pin.pinId));
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
    get system() {
      return system;
    },
    get root() {
      return root;
    },
    get clock() {
      return clock;
    },
    get speed() {
      return speed;
    },
    set speed(value: number) {
      speed = value;
    },
    get control() {
      return control;
    },
    async start(scenario: Scenario) {
      const ctl = await ensureServer();
      await ctl.resetData();
      latencies.clear();
      // Machine time starts at 0 and stands still from the start: it moves only in waits.
      const started = controlClock(new AppClock(jumpingRealWorld(), 0));
      started.hold();
      started.latencyFor = (method, url) => latencies.latencyFor(method, routePath(url));
      clock = started;
      const device = scenario.start.device ?? 'desktop';
      const stored = scenario.start.viewer
        ? {
            userId: scenario.start.viewer,
            kindOverride: null,
            device,
            country: 'US',
          }
        : {
            userId: null,
            kindOverride: null,
            device,
            country: 'US',
          };
      const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(stored) });
      // Connectivity as the fake API's offline switch says; tabs are only written down.
      const online = () => ctl.isOffline().then((offline) => !offline);
      // The system runs in the scenario's experiments, as the player's does.
      const deps = {
        storage,
        now: () => started.now(),
        online,
        tabs: recordingTabs(),
        experiments: scenario.start.experiments ?? [],
      };
      boot = async () => {
        // As the browser starts: the startup root first, then the logic its first paint leaves
        // for after (the per-pin kinds, the page actors, the late root actors).
        // The app's own client too (read calls at once, the rest with the per-pin logic), at the
        // fake API's address, its requests passing the held clock.
        system = createAppSystem({ ...deps, baseUrl, clock: started.clock });
        root = system.root;
        options.onSystem?.(system);
        await settle();
        await answered(system.loadPinLogic());
        // What the browser's shell tells the screen's arbiter (decision 082), no page here to
        // tell it: a phone's or a desktop's width, and the cookie choice made (no banner asks).
        const arbiter = system.root.system.get(SYSTEM_IDS.screenArbiter) as AnyActorRef | undefined;
        const width = device === 'mobile' ? NARROW_LAYOUT_MAX_WIDTH : 1280;
        arbiter?.send({ type: 'arbiter.resize', width });
        arbiter?.send({ type: 'arbiter.consent' });
        await settle();
        await spawnStartPins(system.api, scenario);
      };
      await boot();
    },
    async reload() {
      // The page loads again: a new root over the same storage and fake API; the cards of the
      // page make their actors again. Clock and faults carry on.
      await settle();
      system?.stop();
      system = null;
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
      await clock?.advance(ms, { speed: () => speed });
    },
    async api(change: ApiChange) {
      const ctl = await ensureServer();
      if ('fault' in change) await applyFault(change.fault, ctl);
      else if ('offline' in change) await ctl.setOffline(change.offline);
      else {
        latencies.clear();
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
      system?.stop();
      system = null;
      root = null;
      clock = null;
      latencies.clear();
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
