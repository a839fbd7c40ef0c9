// The player's controls (scenarios/README.md): play runs every step, step runs one at a time, pause holds
// before the next step, restart begins again, and a failed expectation is reported plainly.
import { expect, test } from 'vitest';
import { defineScenario } from '../../scenarios/format';
import type { Driver } from '../../scenarios/runner';
import { createPlayer, type Player, type PlayerState } from './player-controller';
import { statusText } from './player-status';

const scenario = defineScenario({
  id: 'sample',
  title: 'Sample',
  summary: 'Three taps.',
  spec: 'scenarios/README.md',
  start: { viewer: null },
  steps: [
    { kind: 'send', say: 'Tap one.', to: 'pin.1.oneTapSave', event: { type: 'save.toggle' } },
    { kind: 'send', say: 'Tap two.', to: 'pin.1.oneTapSave', event: { type: 'save.toggle' } },
    { kind: 'expect', say: 'Saved.', check: { actor: 'pin.1.oneTapSave', state: 'saved' } },
  ],
});

function fakeDriver(log: string[], finalState = 'saved'): Driver {
  let taps = 0;
  return {
    kind: 'browser',
    patienceMs: 0,
    start: () => Promise.resolve(void log.push('start')),
    send: () => Promise.resolve(void log.push(`tap ${++taps}`)),
    act: () => Promise.resolve(),
    wait: () => Promise.resolve(),
    api: () => Promise.resolve(),
    read: () => Promise.resolve({ value: taps >= 2 ? finalState : 'none', context: {} }),
    hasText: () => Promise.resolve(false),
    settle: () => Promise.resolve(),
    reload: () => Promise.resolve(),
    stop: () => Promise.resolve(void log.push('stop')),
  };
}

function until(player: Player, check: (s: PlayerState) => boolean): Promise<PlayerState> {
  return new Promise((resolve) => {
    if (check(player.getState())) return resolve(player.getState());
    const off = player.subscribe(() => {
      if (check(player.getState())) {
        off();
        resolve(player.getState());
      }
    });
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

test('play runs every step and reports the scenario passed', async () => {
  const log: string[] = [];
  const player = createPlayer(scenario, () => fakeDriver(log), { speed: 0 });
  player.play();
  const state = await until(player, (s) => s.status === 'passed');
  expect(state.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'passed']);
  expect(log).toEqual(['start', 'tap 1', 'tap 2', 'stop']);
});

test('step runs one step at a time, with the current step lit', async () => {
  const log: string[] = [];
  const player = createPlayer(scenario, () => fakeDriver(log), { speed: 0 });
  player.step();
  let state = await until(player, (s) => s.status === 'paused' && s.current === 1);
  expect(state.steps.map((s) => s.status)).toEqual(['passed', 'not-run', 'not-run']);
  player.step();
  state = await until(player, (s) => s.status === 'paused' && s.current === 2);
  expect(log).toEqual(['start', 'tap 1', 'tap 2']);
  player.play();
  state = await until(player, (s) => s.status === 'passed');
  expect(state.current).toBeNull();
});

test('pause holds before the next step until play', async () => {
  const log: string[] = [];
  const player = createPlayer(scenario, () => fakeDriver(log), { speed: 0 });
  player.step();
  await until(player, (s) => s.status === 'paused');
  await settled();
  expect(log).toEqual(['start', 'tap 1']);
  player.play();
  await until(player, (s) => s.status === 'passed');
  expect(log).toEqual(['start', 'tap 1', 'tap 2', 'stop']);
});

test('restart begins the scenario again from its first step', async () => {
  const log: string[] = [];
  const player = createPlayer(scenario, () => fakeDriver(log), { speed: 0 });
  player.step();
  await until(player, (s) => s.status === 'paused');
  player.restart();
  const state = await until(player, (s) => s.status === 'passed' && s.run === 2);
  expect(state.steps.every((s) => s.status === 'passed')).toBe(true);
  expect(log.filter((l) => l === 'start')).toHaveLength(2);
});

test('a failed expectation stops the run and is shown plainly', async () => {
  const player = createPlayer(scenario, () => fakeDriver([], 'none'), { speed: 0 });
  player.play();
  const state = await until(player, (s) => s.status === 'failed');
  expect(state.current).toBe(2);
  expect(state.problem).toBe("Expected 'pin.1.oneTapSave' to be in 'saved', but it is in 'none'.");
});

test("while a run sets up, the status says what it is doing, and the first step's number after", async () => {
  let finishStart = (): void => undefined;
  const player = createPlayer(
    scenario,
    (p) => ({
      ...fakeDriver([]),
      start: () =>
        new Promise<void>((resolve) => {
          p.setSetup('Signing in as u1');
          finishStart = () => {
            p.setSetup(null);
            resolve();
          };
        }),
    }),
    { speed: 0 },
  );
  player.play();
  const setting = await until(player, (s) => s.setup !== null);
  expect(statusText(setting, 3)).toBe('Setting up the run: Signing in as u1');
  finishStart();
  const done = await until(player, (s) => s.status === 'passed');
  expect(done.setup).toBeNull();
  expect(statusText({ ...done, status: 'playing', current: 0 }, 3)).toBe('Playing step 1 of 3');
});
