// A player run starts from the same browser state whatever ran before it (docs/decisions/065):
// ui/index.html's first inline script sets the app's stored state aside on the player's pages
// before the app starts, and puts it back when the page goes or at the next load of any other
// page; a run carried across a real reload keeps its own state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CARRY_RUN_KEY } from './carry-run';

const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const setAsideScript =
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((script) => script.includes(CARRY_RUN_KEY)) ?? '';

/** A Storage over a Map, as the page's localStorage and sessionStorage answer. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
  };
}

type MemoryStorage = ReturnType<typeof memoryStorage>;

/** Loads a page at `pathname` over these storages; answers what goes when the page goes. */
function load(pathname: string, local: MemoryStorage, session = memoryStorage()) {
  const listeners: Record<string, () => void> = {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
  const run = new Function(
    'localStorage',
    'sessionStorage',
    'location',
    'addEventListener',
    setAsideScript,
  ) as (
    local: MemoryStorage,
    session: MemoryStorage,
    location: { pathname: string },
    listen: (type: string, listener: () => void) => void,
  ) => void;
  run(local, session, { pathname }, (type, listener) => {
    listeners[type] = listener;
  });
  return { leave: () => listeners.pagehide?.() };
}

const person = {
  'pinstate.session': '{"userId":"u1"}',
  'pinstate.theme': 'dark',
  'pinstate.devtools': '1',
  'another.site': 'x',
};

test("a player page sets the app's stored state aside before the app starts, and puts it back when it goes", () => {
  expect(setAsideScript).not.toBe('');
  const local = memoryStorage(person);
  const page = load('/scenarios/board-follow', local);
  // The app starts with nothing of the person's: only the devtools switch and other keys stay.
  expect(local.getItem('pinstate.session')).toBeNull();
  expect(local.getItem('pinstate.theme')).toBeNull();
  expect(local.getItem('pinstate.devtools')).toBe('1');
  expect(local.getItem('another.site')).toBe('x');
  // The run keeps state of its own, which goes with the page.
  local.setItem('pinstate.session', '{"userId":"u9"}');
  local.setItem('pinstate.localState', '{}');
  page.leave();
  expect(Object.fromEntries(local.map)).toEqual(person);
});

test('a run after a run starts from the same state, whatever the first left', () => {
  const local = memoryStorage(person);
  const first = load('/scenarios/tooltip-pulsar-scroll', local);
  local.setItem('pinstate.localState', '{"seen":true}');
  first.leave();
  load('/scenarios/tooltip-neither-part', local);
  expect(local.getItem('pinstate.localState')).toBeNull();
  expect(local.getItem('pinstate.session')).toBeNull();
});

test('a run carried across a real reload keeps its own state', () => {
  const local = memoryStorage(person);
  const session = memoryStorage();
  const page = load('/scenarios/dark-mode-across-a-reload', local, session);
  local.setItem('pinstate.theme', 'dark');
  session.setItem(CARRY_RUN_KEY, '1');
  page.leave();
  expect(local.getItem('pinstate.theme')).toBe('dark');
  const again = load('/scenarios/dark-mode-across-a-reload', local, session);
  expect(local.getItem('pinstate.theme')).toBe('dark');
  expect(session.getItem(CARRY_RUN_KEY)).toBeNull();
  again.leave();
  expect(Object.fromEntries(local.map)).toEqual(person);
});

test('any other page puts back what a player page left set aside', () => {
  const local = memoryStorage(person);
  load('/scenarios/favorite', local);
  // The tab closed mid-run, with no pagehide: the next page of the app puts the person's back.
  local.setItem('pinstate.session', '{"userId":"u9"}');
  load('/', local);
  expect(Object.fromEntries(local.map)).toEqual(person);
  // And with nothing set aside, another page leaves storage alone.
  load('/pin/1/', local);
  expect(Object.fromEntries(local.map)).toEqual(person);
});
