// Scenarios replay on the system the browser starts (docs/decisions/079): the startup root with
// no per-pin kinds, page actors or late root actors, which arrive with the logic `loadPinLogic`
// loads after the first paint; the app's own lazy API client; the app's clock. The headless
// driver starts each scenario's system through `createAppSystem` as ui/main.tsx does.
import { afterAll, expect, test } from 'vitest';
import { scenarios } from './all';
import { createHeadlessDriver } from './drivers/headless-driver';
import { expectedStatuses, runScenario } from './runner';
import type { AppSystem } from '../runtime/system';

/** What each system the driver started had at its start. */
const atStart: { logicLoaded: boolean; toasts: boolean; cookies: boolean }[] = [];
const systems: AppSystem[] = [];
const driver = createHeadlessDriver({
  onSystem: (system) => {
    systems.push(system);
    atStart.push({
      logicLoaded: system.pageLogicLoaded(),
      toasts: system.getActorBySystemId('toasts') !== undefined,
      cookies: system.getActorBySystemId('cookies') !== undefined,
    });
  },
});
afterAll(() => driver.close());

// A save through the late-loaded per-pin logic, its toast from a late root actor; the cookie
// banner, a late root actor reading storage; dark mode across a reload, a second start.
const replayed = [
  'one-tap-save-fails-then-succeeds',
  'cookies-accept-all',
  'dark-mode-across-a-reload',
];

for (const id of replayed) {
  test(`${id} replays on the system started as the browser starts it`, async () => {
    const scenario = scenarios.find((s) => s.id === id);
    expect(scenario, `no scenario '${id}'`).toBeDefined();
    atStart.length = 0;
    systems.length = 0;
    const result = await runScenario(scenario!, driver);
    expect(result.steps.map((s) => s.status)).toEqual(expectedStatuses(scenario!, 'headless'));
    expect(result.passed).toBe(true);
    // Each system started with nothing of the logic loaded after the first paint...
    expect(atStart.length).toBeGreaterThan(0);
    for (const start of atStart)
      expect(start).toEqual({ logicLoaded: false, toasts: false, cookies: false });
    // ...which then arrived, and the scenario ran on it.
    expect(systems.map((system) => system.pageLogicLoaded())).toEqual(systems.map(() => true));
  });
}
