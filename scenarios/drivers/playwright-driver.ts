// The Playwright driver (scenarios/README.md): replays a scenario in the real app in Chromium. Playwright
// itself acts on the page as a person would (trusted clicks and hovers on controls found by role
// and accessible name, inside the scenario player's live app); events, faults, readings, waits
// and settling go through the hook the player page offers (`window.__pinstateScenario`,
// ui/player/routes.tsx), so the app runs on the player's clock (docs/decisions/012): `wait`
// steps move it by their length at `speed` (0, the default, at once).
// Used by e2e/scenarios.spec.ts.

import type { Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { ApiChange, PageAction, Scenario } from '../format';
import type { ActorReading, Driver } from '../runner';
import type { ExternalMethod } from './external-hook';

type HookMethod = ExternalMethod;

/** How long a click, hover or typing may wait for its control before the step fails. */
const ACTION_TIMEOUT_MS = 15_000;
/** How long a control is awaited before the answers that came meanwhile are let in. */
const REACH_POLL_MS = 500;

export function createPlaywrightDriver(
  page: Page,
  options: { patienceMs?: number; speed?: number } = {},
): Driver {
  const call = (method: HookMethod, ...args: unknown[]): Promise<unknown> =>
    page.evaluate(
      ([m, a]) => {
        const hook = window.__pinstateScenario;
        if (!hook) throw new Error('The scenario player is not on the page.');
        return hook.call(m, ...a);
      },
      [method, args] as const,
    );
  const liveApp = () => page.locator('[data-live-app]');
  let scenarioId = '';

  const driver: Driver = {
    kind: 'playwright',
    // A ceiling, not a pause: a page that renders at once is read at once; a loaded machine (two
    // cores running the whole suite) still gets its lazy chunks and data in time.
    patienceMs: options.patienceMs ?? 10_000,
    async start(scenario: Scenario) {
      scenarioId = scenario.id;
      await page.goto(`/scenarios/${encodeURIComponent(scenario.id)}`);
      await page.waitForFunction(() => window.__pinstateScenario !== undefined);
      const known = await page.evaluate(
        ([id, speed]) => window.__pinstateScenario?.use(id, speed) ?? false,
        [scenario.id, options.speed ?? 0] as const,
      );
      if (!known) throw new Error(`The player does not know scenario '${scenario.id}'.`);
      await call('start');
    },
    async send(to: string, event: AnyEventObject) {
      await call('send', to, event);
    },
    async act(action: PageAction, equivalent?: { to: string; event: AnyEventObject }) {
      if (action.do === 'visit') {
        await call('visit', action.path);
        await liveApp().locator('*').first().waitFor();
        return;
      }
      const { target } = action;
      let scope = liveApp();
      if (target.withinPin) {
        const card = liveApp().locator(`[data-pin-id="${target.withinPin}"]`).first();
        const onPage = await card
          .waitFor({ timeout: 1000 })
          .then(() => true)
          .catch(() => false);
        if (!onPage && equivalent) {
          await call('send', equivalent.to, equivalent.event);
          return `Pin ${target.withinPin}'s card is not on the page: sent ${equivalent.event.type} as the card would.`;
        }
        scope = card;
        // A card shows its controls to a pointer resting on it.
        await card.hover();
      }
      const control = scope.getByRole(target.role, { name: target.name, exact: true }).first();
      // A control that never takes the action (covered, or gone) fails the step, not the run.
      const deadline = Date.now() + ACTION_TIMEOUT_MS;
      // Its page may have asked for what it shows after the last settle (its code came late): the
      // answers are let in while the control is awaited, with machine time still standing still.
      while (Date.now() < deadline) {
        const there = await control
          .waitFor({ state: 'attached', timeout: REACH_POLL_MS })
          .then(() => true)
          .catch(() => false);
        if (there) break;
        await call('settle');
      }
      const timeout = Math.max(1, deadline - Date.now());
      switch (action.do) {
        case 'click':
          // Focused first: reaching a control can move the page (scrolled to the feed's end,
          // its next page's loading row pushes the cookie banner down), and on a busy machine
          // that lands between the press and the release, so the click goes beside the control.
          // Focusing scrolls it into view first; the press on a focused control moves nothing
          // (docs/decisions/072).
          await control.focus({ timeout });
          await control.click({ timeout });
          break;
        case 'hover':
          await control.hover({ timeout });
          break;
        case 'unhover':
          await page.mouse.move(0, 0);
          break;
        case 'type':
          await control.fill(action.text, { timeout });
          break;
      }
    },
    async wait(ms: number) {
      await call('wait', ms);
    },
    async api(change: ApiChange) {
      await call('api', change);
    },
    async read(systemId: string) {
      return (await call('read', systemId)) as ActorReading | null;
    },
    async hasText(text: string) {
      return (await call('hasText', text)) as boolean;
    },
    async settle() {
      await call('settle');
    },
    async reload() {
      // A real reload of the player's page: the app starts over from what storage holds, then
      // the player takes the run up again on the page the live app showed.
      const path = (await call('path')) as string;
      // The run's own browser state is carried across this reload, not set aside (ui/index.html).
      await call('carryAcrossReload');
      await page.reload();
      await page.waitForFunction(() => window.__pinstateScenario !== undefined);
      await page.evaluate(([id, speed]) => window.__pinstateScenario?.use(id, speed) ?? false, [
        scenarioId,
        options.speed ?? 0,
      ] as const);
      await call('resume', path);
    },
    async stop() {
      await call('stop').catch(() => undefined);
    },
  };
  return driver;
}
