// Damaged storage at the app's start (docs/decisions/101): the actor system built as the browser
// builds it (runtime/system.ts, as ui/main.tsx starts it: the startup root, then the logic loaded
// after the first paint and the late root actors) over a storage whose every kept key holds random
// bytes or JSON cut short starts as it does over empty storage, with no error thrown and nothing
// said on console.error. FC_SEED=<n> replays a run.
import fc from 'fast-check';
import type { AnyActorRef } from 'xstate';
import { afterEach, expect, test, vi } from 'vitest';
import type { Api } from '../api/api';
import { AppClock } from '../runtime/app-clock';
import { STORED_KEYS, type StoredKey } from '../runtime/stored-keys';
import { createAppSystem, type AppSystem } from '../runtime/system';
import { assertProperty, isJson, propertyFails } from './property-support';

const KEYS = Object.keys(STORED_KEYS) as StoredKey[];

/** An API whose every call stays on its way: both starts wait on the same calls. */
const waitingApi = new Proxy({} as Api, {
  get: () => () => new Promise(() => undefined),
});

/** Browser storage over a map, as localStorage answers. */
function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Every actor of a system by its place under the root: its state value and context. */
function stateOf(system: AppSystem): unknown {
  const walk = (actor: AnyActorRef): unknown => {
    const snapshot = actor.getSnapshot() as {
      status: string;
      value?: unknown;
      context?: unknown;
      children?: Record<string, AnyActorRef | undefined>;
    };
    const children = Object.fromEntries(
      Object.entries(snapshot.children ?? {})
        .filter((entry): entry is [string, AnyActorRef] => entry[1] !== undefined)
        .map(([id, child]) => [id, walk(child)]),
    );
    return { status: snapshot.status, value: snapshot.value, context: snapshot.context, children };
  };
  return JSON.parse(
    JSON.stringify(walk(system.root), (_key, value: unknown) =>
      // An actor in a context is named by its id, not drawn out.
      value && typeof value === 'object' && 'sessionId' in value && 'send' in value
        ? `actor ${(value as AnyActorRef).id}`
        : value,
    ),
  ) as unknown;
}

/** The system as the browser starts it, over `storage`, at a fixed moment; its state once idle. */
async function startOver(storage: ReturnType<typeof memoryStorage>): Promise<unknown> {
  const system = createAppSystem({
    api: waitingApi,
    storage,
    clock: new AppClock(undefined, 0),
    now: () => 0,
  });
  try {
    await settled();
    await system.loadPinLogic();
    await settled();
    return stateOf(system);
  } finally {
    system.stop();
  }
}

/**
 * The state without the local state's told reset (spec 3 section 8: corrupt data is reset to
 * fresh, counted and logged as `localState.reset`): the one trace damage may leave.
 */
function withoutTheReset(state: unknown): unknown {
  const copy = structuredClone(state) as {
    children: Record<string, { context: Record<string, unknown> }>;
  };
  const local = copy.children.localState?.context;
  if (local) local.resets = 0;
  const analytics = copy.children.analytics?.context;
  if (analytics) {
    type Entry = { event: { type: string }; seq?: number };
    for (const list of ['queue', 'recent'] as const) {
      const entries = (analytics[list] as Entry[]).filter(
        (entry) => entry.event.type !== 'localState.reset',
      );
      analytics[list] = entries.map(({ seq: _seq, ...entry }) => entry);
    }
    delete analytics.received;
  }
  return copy;
}

afterEach(() => vi.restoreAllMocks());

/** Bytes of any kind that are not JSON. */
const randomBytes = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 120 }),
    fc.uint8Array({ maxLength: 120 }).map((bytes) => String.fromCharCode(...bytes)),
  )
  .filter((text) => !isJson(text));

/** JSON as a key could have kept it, cut short. */
const truncatedJson = fc
  .oneof(
    fc.constant('{"userId":"u1","kindOverride":"partner","device":"mobile","country":"GB"}'),
    fc.constant('{"analytics":true,"marketing":false,"personalization":true}'),
    fc.constant('["100001","100002"]'),
    fc.oneof(fc.object(), fc.array(fc.jsonValue())).map((value) => JSON.stringify(value)),
  )
  .chain((text) => fc.nat({ max: text.length - 1 }).map((cut) => text.slice(0, cut)));

/** A storage whose every kept key holds random bytes or truncated JSON. */
const damagedStorage = fc.tuple(
  ...KEYS.map((key) => fc.oneof(randomBytes, truncatedJson).map((text) => [key, text] as const)),
);

/** The property: over damaged storage the app starts as over empty storage, saying no error. */
const startsFresh = (fresh: unknown) =>
  fc.asyncProperty(damagedStorage, async (entries) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const started = await startOver(memoryStorage(Object.fromEntries(entries)));
      expect(withoutTheReset(started)).toEqual(withoutTheReset(fresh));
      expect(error).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });

test('the system starts over empty storage as it starts twice', async () => {
  expect(await startOver(memoryStorage({}))).toEqual(await startOver(memoryStorage({})));
});

test('damaged storage: the app starts as fresh, with no error and no crash', async () => {
  const fresh = await startOver(memoryStorage({}));
  await assertProperty('damaged startup', startsFresh(fresh), 30);
});

test('storage that refuses every read starts the app as fresh, said in warnings only', async () => {
  const fresh = await startOver(memoryStorage({}));
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const refusing = {
    ...memoryStorage({}),
    getItem: (): string | null => {
      throw new Error('SecurityError');
    },
  };
  expect(await startOver(refusing)).toEqual(fresh);
  expect(error).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalled();
});

test('a key read as something other than fresh from damage is caught', async () => {
  const fresh = await startOver(memoryStorage({}));
  const key = 'pinstate.cookies';
  const parser = STORED_KEYS[key];
  // A broken parser: any stored text reads as a choice made.
  Reflect.set(STORED_KEYS, key, (text: string | null) =>
    text === null ? null : { analytics: true, marketing: true, personalization: true },
  );
  try {
    expect(await propertyFails(startsFresh(fresh), 20)).toBe(true);
  } finally {
    Reflect.set(STORED_KEYS, key, parser);
  }
});
