// The scenario player's controls (docs/decisions/012): play, pause, step, restart, speed, and the
// named pause between steps, on a SimulatedClock with hand-settled step actors.
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  playerMachine,
  selectPlayerStatus,
  STEP_GAP_MS,
  type PlayerStepOutcome,
} from './player.machine';
import { deferred, flush } from './test-support';

function start(
  options: { steps?: number; speed?: number; timeScale?: number; failAt?: number } = {},
) {
  const clock = new SimulatedClock();
  const ran: number[] = [];
  const pending: Array<ReturnType<typeof deferred<PlayerStepOutcome>>> = [];
  let stops = 0;
  const logic = playerMachine.provide({
    actors: {
      startRun: fromPromise(() => Promise.resolve()),
      runStep: fromPromise<PlayerStepOutcome, { index: number; run: number }>(({ input }) => {
        ran.push(input.index);
        const d = deferred<PlayerStepOutcome>();
        pending.push(d);
        return d.promise;
      }),
      stopRun: fromPromise(() => {
        stops += 1;
        return Promise.resolve();
      }),
    },
  });
  const actor = createActor(logic, {
    clock,
    input: {
      stepCount: options.steps ?? 3,
      speed: options.speed ?? 1,
      timeScale: options.timeScale ?? 1,
      path: '/',
    },
  }).start();
  /** Finishes the step running now. */
  const finishStep = async (outcome: PlayerStepOutcome = { status: 'passed' }) => {
    pending.shift()?.resolve(outcome);
    await flush();
  };
  return {
    clock,
    actor,
    ran,
    finishStep,
    stops: () => stops,
    status: () => selectPlayerStatus(actor.getSnapshot()),
  };
}

test('play runs the first step at once and the next after the 700 ms pause at 1x', async () => {
  const p = start();
  p.actor.send({ type: 'player.play' });
  await flush();
  expect(p.ran).toEqual([0]);
  await p.finishStep();
  expect(p.actor.getSnapshot().value).toBe('gap');
  p.clock.increment(STEP_GAP_MS - 1);
  expect(p.ran).toEqual([0]);
  p.clock.increment(1);
  await flush();
  expect(p.ran).toEqual([0, 1]);
});

test('speed scales the pause between steps: 350 ms at 2x, none with no pauses', async () => {
  const p = start({ speed: 2 });
  p.actor.send({ type: 'player.play' });
  await flush();
  await p.finishStep();
  p.clock.increment(STEP_GAP_MS / 2);
  await flush();
  expect(p.ran).toEqual([0, 1]);
  p.actor.send({ type: 'player.setSpeed', speed: 0 });
  await p.finishStep();
  expect(p.ran).toEqual([0, 1, 2]);
});

test('the time scale shortens the pause further', async () => {
  const p = start({ speed: 1, timeScale: 7 });
  p.actor.send({ type: 'player.play' });
  await flush();
  await p.finishStep();
  p.clock.increment(STEP_GAP_MS / 7);
  await flush();
  expect(p.ran).toEqual([0, 1]);
});

test('step runs one step and holds before the next, however long real time runs', async () => {
  const p = start();
  p.actor.send({ type: 'player.step' });
  await flush();
  await p.finishStep();
  expect(p.status()).toBe('paused');
  p.clock.increment(60_000);
  await flush();
  expect(p.ran).toEqual([0]);
  p.actor.send({ type: 'player.step' });
  await flush();
  expect(p.ran).toEqual([0, 1]);
});

test('pause during a step holds after it; play goes on without a pause', async () => {
  const p = start();
  p.actor.send({ type: 'player.play' });
  await flush();
  p.actor.send({ type: 'player.pause' });
  await p.finishStep();
  expect(p.status()).toBe('paused');
  expect(p.actor.getSnapshot().context.next).toBe(1);
  p.actor.send({ type: 'player.play' });
  await flush();
  expect(p.ran).toEqual([0, 1]);
});

test('pause in the gap between steps holds before the next step', async () => {
  const p = start();
  p.actor.send({ type: 'player.play' });
  await flush();
  await p.finishStep();
  p.actor.send({ type: 'player.pause' });
  p.clock.increment(STEP_GAP_MS * 10);
  await flush();
  expect(p.ran).toEqual([0]);
  expect(p.status()).toBe('paused');
});

test('every step passing ends the run passed, after the run is stopped', async () => {
  const p = start({ steps: 2, speed: 0 });
  p.actor.send({ type: 'player.play' });
  await flush();
  await p.finishStep();
  await p.finishStep();
  expect(p.status()).toBe('passed');
  expect(p.stops()).toBe(1);
  expect(p.actor.getSnapshot().context.outcomes.map((o) => o.status)).toEqual(['passed', 'passed']);
});

test('a failed step stops the run, failed, with its problem in words', async () => {
  const p = start({ speed: 0 });
  p.actor.send({ type: 'player.play' });
  await flush();
  await p.finishStep();
  await p.finishStep({ status: 'failed', detail: "Expected 'toasts' to be in 'visible'." });
  expect(p.status()).toBe('failed');
  expect(p.ran).toEqual([0, 1]);
  expect(p.actor.getSnapshot().context.problem).toBe("Expected 'toasts' to be in 'visible'.");
});

test('restart stops the run and begins again from the first step', async () => {
  const p = start({ speed: 0 });
  p.actor.send({ type: 'player.step' });
  await flush();
  await p.finishStep();
  p.actor.send({ type: 'player.restart' });
  await flush();
  expect(p.stops()).toBe(1);
  expect(p.actor.getSnapshot().context.run).toBe(2);
  expect(p.ran).toEqual([0, 0]);
});

test('play after a finished run runs it again', async () => {
  const p = start({ steps: 1, speed: 0 });
  p.actor.send({ type: 'player.play' });
  await flush();
  await p.finishStep();
  p.actor.send({ type: 'player.play' });
  await flush();
  expect(p.ran).toEqual([0, 0]);
  expect(p.status()).toBe('playing');
});

test("what the run's start says it is doing is kept while it sets up, and gone once the first step runs; said at another time it is not kept", async () => {
  const started = deferred<void>();
  const actor = createActor(
    playerMachine.provide({ actors: { startRun: fromPromise(() => started.promise) } }),
    { input: { stepCount: 1, speed: 0, timeScale: 1, path: '/' } },
  ).start();
  actor.send({ type: 'run.setup', doing: 'Resetting the data' });
  expect(actor.getSnapshot().context.setup).toBeNull();
  actor.send({ type: 'player.play' });
  actor.send({ type: 'run.setup', doing: 'Signing in as u1' });
  expect(actor.getSnapshot().context.setup).toBe('Signing in as u1');
  started.resolve();
  await flush();
  expect(actor.getSnapshot().context.setup).toBeNull();
});
