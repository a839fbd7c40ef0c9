// @vitest-environment jsdom
// The closeup opens at once for a pin its card fetched ahead (spec 3 section 9 prefetch delay
// groups): the pin is read from the entity store, with no spinner and no second load; a pin not
// fetched ahead loads with 'Loading Pin' meanwhile. Over the real root system and fake API.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { KNOWN } from '../../fixtures/known';
import type { Pin } from '../../domain/types';
import { renderAt, signInAs, startLiveApi } from '../app/live-api.test-support';
import { getEntityStore, loadPinLogic } from '../../runtime/system';
import CloseupRoute from './closeup-route';

const live = startLiveApi();
// The page actors' logic arrives after the first paint in the app; here it is in place first.
beforeAll(() => loadPinLogic());
afterEach(cleanup);

const open = (id: string) => renderAt(`/pin/${id}/`, ['/pin/:pinPath'], <CloseupRoute />);

test('a pin fetched ahead by its card shows its closeup in the first render, with no spinner', async () => {
  await signInAs(null);
  const pin = (await live.server().call('GET', `/v3/pins/${KNOWN.pins.image}/`)).data as Pin;
  act(() => getEntityStore().send({ type: 'pin.fetched', pin }));
  open(pin.id);
  expect(screen.queryByText('Loading Pin')).toBeNull();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pin.title || 'Pin');
});

test('a pin not fetched ahead loads, with the spinner meanwhile', async () => {
  await signInAs(null);
  open(KNOWN.pins.gif);
  expect(screen.getByText('Loading Pin')).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
});
