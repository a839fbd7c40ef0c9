// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { appActor, loadPinLogic } from '../../runtime/system';
import { ToastHost } from './toast-host';
import type { ToastsRef } from './toast-queue';
import { openScreen } from '../arbiter/open-screen';

afterEach(cleanup);

test("the toast host shows nothing until the toasts actor has come with the logic loaded after the first paint, then its toasts once the screen's arbiter lets them (decision 082)", async () => {
  // The shell's after-paint chunk may arrive before the logic that spawns the toasts actor.
  expect(appActor.system.get(SYSTEM_IDS.toasts)).toBeUndefined();
  render(
    <MemoryRouter>
      <ToastHost />
    </MemoryRouter>,
  );
  expect(screen.queryByTestId('toast-host')).toBeNull();
  await act(() => loadPinLogic());
  expect(screen.getByTestId('toast-host')).toBeTruthy();
  // The width and the cookie choice not yet told, the phone's rules hold the toast back.
  const toasts = appActor.system.get(SYSTEM_IDS.toasts) as ToastsRef;
  act(() => {
    toasts.send({ type: 'toast.show', toast: { headline: 'Saved to Garden', duration: 'save' } });
  });
  expect(screen.getByTestId('toast-host').textContent).not.toContain('Saved to Garden');
  await act(() => openScreen());
  expect(screen.getByTestId('toast-host').textContent).toContain('Saved to Garden');
});
