// The chaos network shared by the chaos suites (chaos-*.property.test.ts): the real API client
// over the fake API on port 0, through a fetch that fails 30 % of the writes, drops some calls
// and delays every one at random, and drops them all while the network is down. Every fault is
// drawn by fast-check from the run's seed (`weatherArb`), so a failing run prints the seed that
// replays it. Once `calm()` is called the faults clear; `settled` then waits until no call is
// under way and no actor is busy, and fails when a control stays busy (docs/decisions/098).
import fc from 'fast-check';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../fake-api/testing';
import type { AnyActorRef } from 'xstate';
import { createApi } from '../api/client';
import type { Api } from '../api/api';

/** What happens to one call. A failed write never reaches the server, as the fake API's faults. */
export interface Weather {
  /** `fails`: a 500 with the server's envelope (writes only); `drops`: the connection drops. */
  kind: 'fine' | 'fails' | 'drops';
  latencyMs: number;
}

/** 30 % of the writes fail, 10 % of the calls drop, each waits 0 to 12 ms. */
export const weatherArb: fc.Arbitrary<Weather> = fc.record({
  kind: fc.oneof(
    { weight: 6, arbitrary: fc.constant('fine' as const) },
    { weight: 3, arbitrary: fc.constant('fails' as const) },
    { weight: 1, arbitrary: fc.constant('drops' as const) },
  ),
  latencyMs: fc.integer({ min: 0, max: 12 }),
});

/** The message of a failed write, as the fake API's own faults answer. */
export const CHAOS_MESSAGE = 'The server could not complete this request. Please try again.';

const FINE: Weather = { kind: 'fine', latencyMs: 0 };

export interface ChaosNetwork {
  /** The API client the machines under test call, through the chaos. */
  api: Api;
  /** The network goes down: every call drops until `online`. */
  offline(): void;
  online(): void;
  /** The faults clear: no more failures, drops or latency. */
  calm(): void;
  /** How many calls are under way. */
  inFlight(): number;
  /** Whether the network is up (what the browser's connectivity would say). */
  isOnline(): boolean;
  /** Writes the chaos failed or dropped, by `METHOD path`. */
  refused: string[];
}

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (ms === 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The call was cancelled', 'AbortError'));
    });
  });

/** A chaos network over the fake API at `baseUrl`, signed in as `viewerId` (or logged out). */
export function chaosNetwork(input: {
  baseUrl: string;
  viewerId: string | null;
  weather: fc.Stream<Weather>;
}): ChaosNetwork {
  let down = false;
  let calm = false;
  let inFlight = 0;
  const refused: string[] = [];
  const fetch: typeof globalThis.fetch = async (request, init) => {
    inFlight += 1;
    try {
      const drawn: IteratorResult<Weather> = input.weather.next();
      const weather: Weather = calm || drawn.done === true ? FINE : drawn.value;
      await sleep(weather.latencyMs, init?.signal);
      const method = (init?.method ?? 'GET').toUpperCase();
      const write = method !== 'GET' && method !== 'HEAD';
      const url =
        typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
      const what = `${method} ${new URL(url).pathname}`;
      if (!calm && (down || weather.kind === 'drops')) {
        if (write) refused.push(what);
        throw new TypeError('Failed to fetch');
      }
      if (!calm && write && weather.kind === 'fails') {
        refused.push(what);
        return new Response(
          JSON.stringify({ resource_response: { error: { message: CHAOS_MESSAGE, status: 500 } } }),
          { status: 500, headers: { 'content-type': 'application/json' } },
        );
      }
      return await globalThis.fetch(request, init);
    } finally {
      inFlight -= 1;
    }
  };
  return {
    api: createApi({ baseUrl: input.baseUrl, getViewerId: () => input.viewerId, fetch }),
    offline: () => {
      down = true;
    },
    online: () => {
      down = false;
    },
    calm: () => {
      calm = true;
      down = false;
    },
    inFlight: () => inFlight,
    isOnline: () => calm || !down,
    refused,
  };
}

/** The API as the test reads it back: no chaos. */
export const cleanApi = (baseUrl: string, viewerId: string | null): Api =>
  createApi({ baseUrl, getViewerId: () => viewerId });

/** The ways the network behaves between a person's actions. */
export type NetworkStep = { kind: 'offline' } | { kind: 'online' } | { kind: 'wait'; ms: number };

/** Network steps mixed into a run: it drops and comes back at random; some time passes. */
export const networkStepArb: fc.Arbitrary<NetworkStep> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<NetworkStep>({ kind: 'offline' }) },
  { weight: 2, arbitrary: fc.constant<NetworkStep>({ kind: 'online' }) },
  {
    weight: 5,
    arbitrary: fc.integer({ min: 0, max: 40 }).map((ms): NetworkStep => ({ kind: 'wait', ms })),
  },
);

export const isNetworkStep = (step: { kind: string }): step is NetworkStep =>
  step.kind === 'offline' || step.kind === 'online' || step.kind === 'wait';

/** Plays one network step. */
export async function playNetwork(net: ChaosNetwork, step: NetworkStep): Promise<void> {
  if (step.kind === 'offline') net.offline();
  else if (step.kind === 'online') net.online();
  else await sleep(step.ms);
}

/** How long a settled run may take before a busy control counts as stuck. */
const STUCK_MS = 3000;

/**
 * Waits until no call is under way and none of `actors` is busy (`isBusy`), twice in a row a
 * macrotask apart (an answer may start the next call). Throws, naming the busy states, when that
 * takes longer than STUCK_MS: a control stayed busy.
 */
export async function settled(
  net: ChaosNetwork,
  actors: readonly AnyActorRef[],
  isBusy: (actor: AnyActorRef) => boolean,
): Promise<void> {
  const started = Date.now();
  let quiet = 0;
  while (quiet < 2) {
    await sleep(1);
    const busy = actors.filter(isBusy);
    quiet = net.inFlight() === 0 && busy.length === 0 ? quiet + 1 : 0;
    if (Date.now() - started > STUCK_MS) {
      const states = busy.map((a) => JSON.stringify((a.getSnapshot() as { value: unknown }).value));
      throw new Error(
        `stuck after the faults cleared: ${net.inFlight()} calls under way, busy: ${states.join(', ')}`,
      );
    }
  }
}

/** A busy check by tag, the machines' way of saying a control is disabled while it works. */
export const taggedBusy = (actor: AnyActorRef): boolean =>
  (actor.getSnapshot() as { hasTag(tag: string): boolean }).hasTag('busy');

/**
 * The fake API the suite's runs talk to, started once before its tests and closed after: its
 * address and store, read while the tests run.
 */
export function chaosServer(): Pick<TestServer, 'url' | 'server'> {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer();
  });
  afterAll(async () => {
    await running?.close();
  });
  const current = (): TestServer => {
    if (!running) throw new Error('The fake API has not started.');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get server() {
      return current().server;
    },
  };
}
