// scenarios/README.md: a session recorded in the player (the events the machines receive, the clock gaps,
// the fake API faults in force) exports a scenario that replays to the same final states.
import { expect, test } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { createHeadlessDriver } from '../../scenarios/drivers/headless-driver';
import { defineScenario } from '../../scenarios/format';
import { runScenario } from '../../scenarios/runner';
import { scenarioFile, startRecording } from './recorder';

const save = 'pin.100001.oneTapSave';
const hover = 'pin.100047.hover';

test('a recorded session replays to the same final states', async () => {
  const driver = createHeadlessDriver();
  try {
    await driver.start(
      defineScenario({
        id: 'live',
        title: 'Live session',
        summary: 'A person uses the app.',
        spec: 'scenarios/README.md',
        start: {
          viewer: 'u1',
          path: '/',
          pins: [
            { pinId: '100001', kinds: ['oneTapSave'] },
            {
              pinId: '100047',
              kinds: ['hover'],
              seed: { hover: { canEdit: true, contextMenuAllowed: false } },
            },
          ],
        },
        steps: [],
      }),
    );
    const root = driver.root as AnyActorRef;
    const clock = driver.clock!;
    const control = driver.control!;
    const recording = await startRecording({
      root,
      now: () => clock.now(),
      listFaults: () => control.listFaults(),
    });

    // What a person does: the first save meets a server fault, the second goes through.
    await driver.api({
      fault: { route: 'POST /v3/repins/', status: 503, message: 'Busy', count: 1 },
    });
    await recording.refreshFaults();
    await driver.send(save, { type: 'save.toggle' });
    await recording.refreshFaults();
    await driver.wait(3000);
    await driver.send(save, { type: 'save.toggle' });
    await driver.wait(250);
    await driver.send(hover, { type: 'hover.start' });
    await driver.wait(900);
    await driver.send('toasts', { type: 'toast.pause' });

    const finalStates = Object.fromEntries(
      [save, hover, 'toasts'].map((id) => [
        id,
        ((root.system.get(id) as AnyActorRef).getSnapshot() as { value: unknown }).value,
      ]),
    );
    expect(finalStates[save]).toBe('saved');
    const recorded = await recording.stop({ id: 'recorded-save', title: 'Recorded save' });
    await driver.stop();

    // The file holds the fault, the gaps and the sends; its expectations are the final states.
    expect(recorded.steps.filter((s) => s.kind === 'send')).toHaveLength(4);
    expect(
      recorded.steps.some(
        (s) => s.kind === 'api' && 'fault' in s.change && s.change.fault.status === 503,
      ),
    ).toBe(true);
    expect(
      recorded.steps.filter((s) => s.kind === 'wait').map((s) => (s.kind === 'wait' ? s.ms : 0)),
    ).toEqual([3000, 250, 900]);
    const expects = recorded.steps.filter((s) => s.kind === 'expect');
    expect(
      expects.map((s) =>
        s.kind === 'expect' && 'state' in s.check ? [s.check.actor, s.check.state] : null,
      ),
    ).toEqual([save, hover, 'toasts'].map((id) => [id, finalStates[id]]));
    expect(scenarioFile(recorded)).toContain('export default defineScenario({');

    const replay = await runScenario(recorded, driver);
    expect(replay.steps.filter((s) => s.status === 'failed')).toEqual([]);
    expect(replay.passed).toBe(true);
  } finally {
    await driver.close();
  }
});
