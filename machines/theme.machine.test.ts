// Spec 2 section 4 ("Other"): dark mode is on or off, persisted; toggling reloads the page.
// Unreadable storage reads as light; a store that fails still reloads (decision 038).
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { expect, test, vi } from 'vitest';
import type { Theme } from '../domain/theme';
import { selectDarkMode, themeMachine } from './theme.machine';

function start(stored: Theme | Error, store = vi.fn()) {
  const logic = themeMachine.provide({
    actors: {
      readTheme: fromPromise<Theme>(() =>
        stored instanceof Error ? Promise.reject(stored) : Promise.resolve(stored),
      ),
      storeAndReload: fromPromise<void, { theme: Theme }>(({ input }) => {
        store(input.theme);
        return input.theme === 'light' && store.mock.calls.length > 1
          ? Promise.reject(new Error('Storage refused'))
          : Promise.resolve();
      }),
    },
  });
  const actor = createActor(logic, { clock: new SimulatedClock() });
  actor.start();
  return { actor, store };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the stored theme is read at the start: dark mode is persisted', async () => {
  const { actor } = start('dark');
  expect(actor.getSnapshot().value).toBe('reading');
  await settled();
  expect(actor.getSnapshot().value).toBe('dark');
  expect(selectDarkMode(actor.getSnapshot())).toBe(true);
});

test('nothing stored reads as light', async () => {
  const { actor } = start('light');
  await settled();
  expect(actor.getSnapshot().value).toBe('light');
});

test('unreadable storage reads as light', async () => {
  const { actor } = start(new Error('Storage refused'));
  await settled();
  expect(actor.getSnapshot().value).toBe('light');
});

test('toggling stores the other theme and reloads the page', async () => {
  const { actor, store } = start('light');
  await settled();
  actor.send({ type: 'theme.toggle' });
  expect(actor.getSnapshot().value).toBe('switching');
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  expect(selectDarkMode(actor.getSnapshot())).toBe(true);
  await settled();
  expect(store).toHaveBeenCalledWith('dark');
  expect(actor.getSnapshot().value).toBe('dark');
});

test('a toggle while switching is ignored: one store and one reload', async () => {
  const { actor, store } = start('dark');
  await settled();
  actor.send({ type: 'theme.toggle' });
  actor.send({ type: 'theme.toggle' });
  await settled();
  expect(store).toHaveBeenCalledTimes(1);
  expect(actor.getSnapshot().value).toBe('light');
});

test('a store that fails still leaves the chosen theme shown until the reload', async () => {
  const { actor, store } = start('light');
  await settled();
  actor.send({ type: 'theme.toggle' });
  await settled();
  actor.send({ type: 'theme.toggle' });
  await settled();
  expect(store).toHaveBeenLastCalledWith('light');
  expect(actor.getSnapshot().value).toBe('light');
});
