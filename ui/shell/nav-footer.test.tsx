// @vitest-environment jsdom
// The nav footer's plus button and the search's typeahead overlay follow the app UI state
// (machines/app-ui.machine.ts), over the real root system and fake API.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { getActorBySystemId, loadPinLogic } from '../../runtime/system';
import { renderAt, signInAs, startLiveApi } from '../app/live-api.test-support';
import { NavFooter } from './nav-footer';

startLiveApi();
beforeAll(() => loadPinLogic());
afterEach(cleanup);

const appUi = () => getActorBySystemId(SYSTEM_IDS.appUi);

test("the footer plus button shows while the app UI state shows it, and hides with 'footerPlus.hide'", async () => {
  await signInAs('u1');
  renderAt('/', ['/'], <NavFooter height={64} />);
  expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
  act(() => appUi()?.send({ type: 'footerPlus.hide' }));
  expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  act(() => appUi()?.send({ type: 'footerPlus.show' }));
  expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
});

test('a signed-out footer has no plus button, and a hidden footer draws nothing', async () => {
  await signInAs(null);
  renderAt('/', ['/'], <NavFooter height={52} />);
  expect(screen.getByRole('navigation', { name: 'Footer navigation' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  cleanup();
  renderAt('/', ['/'], <NavFooter height={0} />);
  expect(screen.queryByRole('navigation', { name: 'Footer navigation' })).toBeNull();
});
