// Catalogue entries of the scenario harness's own machines (docs/decisions/012), listed by
// `machines/catalogue.ts`: the player's controls, with the done and error answers of its run's
// actors for path coverage and a bounded serialisation.
import type { CatalogueEntry } from './catalogue-entry';
import { faultPollMachine } from './fault-poll.machine';
import { playerMachine, type PlayerContext } from './player.machine';

export const playerMachineEntries: readonly CatalogueEntry[] = [
  {
    id: 'player',
    title: 'Scenario player: play, pause, step, restart and speed',
    specSection: 'docs/decisions/012',
    machine: playerMachine,
    sampleInput: { stepCount: 2, speed: 1, path: '/' },
    coverageInputs: [
      { stepCount: 2, speed: 1, path: '/' },
      { stepCount: 2, speed: 0, path: '/' },
      { stepCount: 0, speed: 1, path: '/' },
    ],
    events: [
      { event: { type: 'player.play' }, label: 'Press Play' },
      { event: { type: 'player.pause' }, label: 'Press Pause' },
      { event: { type: 'player.step' }, label: 'Press Step' },
      { event: { type: 'player.restart' }, label: 'Press Restart' },
      { event: { type: 'player.setSpeed', speed: 2 }, label: 'Choose 2×' },
      { event: { type: 'app.show', path: '/' }, label: 'Show the live app at /' },
      {
        event: { type: 'run.setup', doing: 'Signing in as u1' },
        label: 'The run says what its start is doing',
      },
    ],
    coverageEvents: [
      { type: 'xstate.done.actor.startRun', output: undefined },
      { type: 'xstate.error.actor.startRun', error: new Error('Could not sign in as u1.') },
      { type: 'xstate.done.actor.runStep', output: { status: 'passed' } },
      { type: 'xstate.done.actor.runStep', output: { status: 'failed', detail: 'Expected more.' } },
      { type: 'xstate.error.actor.runStep', error: new Error('The page went away.') },
      { type: 'xstate.done.actor.stopRun', output: undefined },
      { type: 'xstate.error.actor.stopRun', error: new Error('The control is unreachable.') },
    ],
    // Runs and mounts only count up: what matters is the state, where the run is, and the mode.
    serializeState: (s) => {
      const c = s.context as PlayerContext;
      return JSON.stringify([
        s.value,
        c.next,
        c.mode,
        c.speed > 0,
        c.outcomes.map((o) => o.status),
      ]);
    },
    summarize: (context) => {
      const c = context as PlayerContext;
      return `step ${c.next + 1} of ${c.stepCount}, ${c.mode}, speed ${c.speed === 0 ? 'no pauses' : `${c.speed}×`}`;
    },
  },
  {
    id: 'fault-poll',
    title: "Scenario recorder: reading the fake API's faults while recording",
    specSection: 'docs/decisions/012',
    machine: faultPollMachine,
    sampleInput: { everyMs: 300 },
    coverageInputs: [{ everyMs: 300 }, { everyMs: 0 }],
    events: [{ event: { type: 'faults.read' }, label: 'Read the faults now' }],
    coverageEvents: [
      { type: 'xstate.done.actor.readFaults', output: undefined },
      { type: 'xstate.error.actor.readFaults', error: new Error('The control is unreachable.') },
    ],
  },
];
