// @vitest-environment jsdom
// The screen's arbiter hears the cookie consent once a choice is kept, not as the banner closes:
// while the first choice is being saved nothing else floats in (decisions 082 and 124).
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { Api } from '../../api/api';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { appActor, startAppSystem } from '../../runtime/system';
import { flush } from '../../machines/test-support';
import type { ScreenArbiterRef } from './arbitrated';
import { ScreenWatch } from './screen-watch';

/** The frame the save waits for, held until the test lets it be drawn. */
let drawFrame = (): void => undefined;

beforeAll(async () => {
  window.localStorage.clear();
  await startAppSystem({
    // A visitor makes no call: the choice goes to browser storage.
    api: {} as Api,
    afterPaint: () =>
      new Promise<void>((resolve) => {
        drawFrame = resolve;
      }),
  }).loadPinLogic();
});

afterEach(cleanup);

/** Does `step`, then lets the promises it settles run on (what follows a task in the browser). */
const settled = (step: () => void) => {
  step();
  return flush();
};

test('the arbiter hears the consent once the choice is kept, not as the banner closes', async () => {
  const arbiter = appActor.system.get(SYSTEM_IDS.screenArbiter) as ScreenArbiterRef;
  const cookies = appActor.system.get(SYSTEM_IDS.cookies) as AnyActorRef;
  const told = vi.spyOn(arbiter, 'send');
  // What it is told of the cookie choice (not the width, nor the surfaces that ask it).
  const said = () =>
    told.mock.calls
      .map(([event]) => event.type)
      .filter((type) => type === 'arbiter.choicePending' || type === 'arbiter.consent');
  render(<ScreenWatch cookieBannerPage />);
  expect(said()).toEqual(['arbiter.choicePending']);
  // The press closes the banner; its save waits for the frame that shows it closed.
  await act(() => settled(() => cookies.send({ type: 'cookies.acceptAll' })));
  expect(said()).toEqual(['arbiter.choicePending']);
  await act(() => settled(drawFrame));
  expect(said()).toEqual(['arbiter.choicePending', 'arbiter.consent']);
});
