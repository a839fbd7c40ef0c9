// The scenario player's controls (docs/decisions/012) over random presses, step answers and
// time, against a small model written apart from the machine: where the run is, which steps ran,
// and the pause between steps of 700 ms / speed. A mutant machine (no pause after Step) must be
// caught, so the property is known to bite.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyStateMachine } from 'xstate';
import { playerMachine, STEP_GAP_MS, type PlayerStepOutcome } from '../machines/player.machine';
import { assertProperty } from './property-support';

type Action =
  | { kind: 'play' | 'pause' | 'step' | 'restart' }
  | { kind: 'speed'; speed: number }
  | { kind: 'answer'; passed: boolean }
  | { kind: 'tick'; ms: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom<Action>(
    { kind: 'play' },
    { kind: 'pause' },
    { kind: 'step' },
    { kind: 'restart' },
  ),
  fc.constantFrom(0.5, 1, 2, 4, 0).map((speed): Action => ({ kind: 'speed', speed })),
  fc.boolean().map((passed): Action => ({ kind: 'answer', passed })),
  fc.integer({ min: 1, max: 1500 }).map((ms): Action => ({ kind: 'tick', ms })),
);

type Phase = 'ready' | 'running' | 'gap' | 'paused' | 'passed' | 'failed';

/** The model: what a person expects of the buttons. */
interface Model {
  phase: Phase;
  next: number;
  mode: 'play' | 'step' | 'pause';
  speed: number;
  gapLeft: number;
  ran: number[];
}

function begin(m: Model, mode: 'play' | 'step', count: number): void {
  m.next = 0;
  m.mode = mode;
  m.phase = count > 0 ? 'running' : 'passed';
  if (count > 0) m.ran.push(0);
}

function runNext(m: Model): void {
  m.phase = 'running';
  m.ran.push(m.next);
}

function applyModel(m: Model, a: Action, count: number): void {
  switch (a.kind) {
    case 'speed':
      m.speed = a.speed;
      return;
    case 'play':
      if (m.phase === 'ready' || m.phase === 'passed' || m.phase === 'failed')
        begin(m, 'play', count);
      else if (m.phase === 'running') m.mode = 'play';
      else if (m.phase === 'paused') {
        m.mode = 'play';
        runNext(m);
      }
      return;
    case 'step':
      if (m.phase === 'ready' || m.phase === 'passed' || m.phase === 'failed')
        begin(m, 'step', count);
      else if (m.phase === 'running') m.mode = 'step';
      else {
        m.mode = 'step';
        runNext(m);
      }
      return;
    case 'pause':
      if (m.phase === 'running') m.mode = 'pause';
      else if (m.phase === 'gap') {
        m.mode = 'pause';
        m.phase = 'paused';
      }
      return;
    case 'restart':
      if (m.phase !== 'ready') begin(m, 'play', count);
      return;
    case 'answer':
      if (m.phase !== 'running') return;
      if (!a.passed) {
        m.phase = 'failed';
        return;
      }
      m.next += 1;
      if (m.next >= count) m.phase = 'passed';
      else if (m.mode !== 'play') {
        m.mode = 'pause';
        m.phase = 'paused';
      } else if (m.speed > 0) {
        m.phase = 'gap';
        m.gapLeft = STEP_GAP_MS / m.speed;
      } else runNext(m);
      return;
    case 'tick':
      if (m.phase !== 'gap') return;
      m.gapLeft -= a.ms;
      if (m.gapLeft <= 0) runNext(m);
      return;
  }
}

async function settle(): Promise<void> {
  for (let i = 0; i < 30; i += 1) await Promise.resolve();
}

/** Runs the actions on the machine and the model side by side; throws where they part. */
async function compare(machine: AnyStateMachine, count: number, actions: Action[]): Promise<void> {
  const clock = new SimulatedClock();
  const ran: number[] = [];
  let answer: ((o: PlayerStepOutcome) => void) | null = null;
  const logic = machine.provide({
    actors: {
      startRun: fromPromise(() => Promise.resolve()),
      stopRun: fromPromise(() => Promise.resolve()),
      runStep: fromPromise<PlayerStepOutcome, { index: number }>(({ input }) => {
        ran.push(input.index);
        return new Promise((resolve) => (answer = resolve));
      }),
    },
  });
  const actor = createActor(logic, { clock, input: { stepCount: count, speed: 1, path: '/' } });
  actor.start();
  const model: Model = { phase: 'ready', next: 0, mode: 'pause', speed: 1, gapLeft: 0, ran: [] };
  for (const a of actions) {
    switch (a.kind) {
      case 'play':
      case 'pause':
      case 'step':
      case 'restart':
        actor.send({ type: `player.${a.kind}` });
        break;
      case 'speed':
        actor.send({ type: 'player.setSpeed', speed: a.speed });
        break;
      case 'answer':
        if (actor.getSnapshot().matches('running')) {
          const reply = answer as ((o: PlayerStepOutcome) => void) | null;
          answer = null;
          reply?.({ status: a.passed ? 'passed' : 'failed' });
        }
        break;
      case 'tick':
        clock.increment(a.ms);
        break;
    }
    await settle();
    applyModel(model, a, count);
    const snapshot = actor.getSnapshot() as { value: unknown; context: { next: number } };
    expect({ phase: snapshot.value, ran }, JSON.stringify(a)).toEqual({
      phase: model.phase,
      ran: model.ran,
    });
    if (model.phase !== 'failed') expect(snapshot.context.next).toBe(model.next);
  }
}

const runs = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.array(action, { maxLength: 30 }));

test('player: the machine does what the model of its buttons says', async () => {
  await assertProperty(
    'player',
    fc.asyncProperty(runs, ([count, actions]) => compare(playerMachine, count, actions)),
  );
});

test('player: a mutant that keeps running after Step is caught', async () => {
  const mutant = playerMachine.provide({ guards: { holdsAfter: () => false } });
  const outcome = await fc.check(
    fc.asyncProperty(runs, ([count, actions]) => compare(mutant, count, actions)),
    { numRuns: 200, seed: 1 },
  );
  expect(outcome.failed).toBe(true);
});
