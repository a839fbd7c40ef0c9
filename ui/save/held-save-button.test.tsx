// @vitest-environment jsdom
// A signed-out mobile card's Save button, when its chunk comes before the logic loaded after the
// first paint: the held saves' actor is not there yet, and the button waits for it.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { makeBoard, makePin, makeUser } from '../../domain/test-pin';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { appActor, getSessionActor, loadPinLogic } from '../../runtime/system';
import { SaveButton } from './save-button';

afterEach(cleanup);

test("a signed-out mobile Save waits for the logic loaded after the first paint, then shows: the held saves' actor comes with it", async () => {
  expect(appActor.system.get(SYSTEM_IDS.signedOutSaves)).toBeUndefined();
  act(() => getSessionActor().send({ type: 'viewer.setDevice', device: 'mobile' }));
  const board = makeBoard({ id: 'b13', owner: makeUser({ id: 'u11', username: 'ana_creates' }) });
  render(
    <MemoryRouter>
      <Suspense fallback={<p>Loading</p>}>
        <SaveButton pin={makePin({ id: '300001', board, savedInfo: null })} surface="Homefeed" />
      </Suspense>
    </MemoryRouter>,
  );
  expect(screen.getByText('Loading')).toBeTruthy();
  await act(() => loadPinLogic());
  expect(await screen.findByRole('button', { name: /save/i })).toBeTruthy();
});
