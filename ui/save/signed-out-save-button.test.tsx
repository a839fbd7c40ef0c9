// @vitest-environment jsdom
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createActor, fromPromise, setup as setupMachine, spawnChild } from 'xstate';
import { afterEach, expect, test } from 'vitest';
import { oneTapSaveMachine } from '../../machines/one-tap-save.machine';
import { sessionMachine } from '../../machines/session.machine';
import type { StoredSession } from '../../machines/session.machine';
import { signedOutSavesMachine } from '../../machines/signed-out-saves.machine';
import { flush } from '../../machines/test-support';
import { toastsMachine } from '../../machines/toasts.machine';
import { entityStoreLogic } from '../../machines/entity-store.machine';
import { SessionLoginPrompt } from '../session/session-login-prompt';
import type { SessionRef } from '../session/session-login-prompt';
import type { OneTapSaveRef } from './one-tap-save-button';
import type { SignedOutSavesRef } from './signed-out-save-button';
import { SignedOutSaveButton } from './signed-out-save-button';
import { openScreen } from '../arbiter/open-screen';

afterEach(cleanup);

async function setup(alreadyHeld: string[], wrap: (node: ReactNode) => ReactNode = (n) => n) {
  const host = setupMachine({
    actors: {
      oneTap: oneTapSaveMachine,
      toasts: toastsMachine,
      entities: entityStoreLogic,
      session: sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<StoredSession | null>(() => Promise.resolve(null)),
        },
      }),
      signedOutSaves: signedOutSavesMachine.provide({
        actors: {
          restoreSignedOutSaves: fromPromise<string[]>(() => Promise.resolve(alreadyHeld)),
        },
      }),
    },
  }).createMachine({
    entry: [
      spawnChild('toasts', { systemId: 'toasts' }),
      spawnChild('entities', { systemId: 'entities' }),
      spawnChild('session', { systemId: 'session', input: {} }),
      spawnChild('signedOutSaves', { systemId: 'signedOutSaves' }),
      spawnChild('oneTap', {
        systemId: 'pin.100005.oneTapSave',
        input: { pinId: '100005', saved: null, viewerId: null },
      }),
    ],
  });
  const root = createActor(host);
  root.start();
  // The login prompt is a modal: it asks the app's screen arbiter before it shows.
  await act(() => openScreen());
  await act(flush);
  const held = root.system.get('signedOutSaves') as SignedOutSavesRef;
  const session = root.system.get('session') as SessionRef;
  const oneTap = root.system.get('pin.100005.oneTapSave') as OneTapSaveRef;
  render(
    wrap(
      <MemoryRouter initialEntries={['/pin/100005/']}>
        <SignedOutSaveButton held={held} pinId="100005" oneTap={oneTap} />
        <SessionLoginPrompt session={session} />
      </MemoryRouter>,
    ),
  );
  return { held, session };
}

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`a signed-out save is held and reads Saved; a tap lets it go (${mode})`, async () => {
    const { held } = await setup([], wrap);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(held.getSnapshot().context.held).toEqual(['100005']);
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(held.getSnapshot().context.held).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
}

test("a third signed-out save is refused with 'Log in to save this Pin'", async () => {
  const { held } = await setup(['100001', '100004']);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(held.getSnapshot().context.held).toEqual(['100001', '100004']);
  expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Log in to save this Pin' })).toBeTruthy();
});
