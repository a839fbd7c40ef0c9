// @vitest-environment jsdom
// "Open Stately Inspector" (docs/decisions/069): the press opens the inspector's window itself,
// says plainly when the browser blocked it and tries again on the next press; `?inspect=0` shows
// no button.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { detachInspector } from './attach';
import { InspectorLauncher, showInspectorLauncher } from './launcher';

const actor = createActor(createMachine({ id: 'root' })).start();

/** A window as `window.open` answers it, recording where it is sent. */
function fakeWindow() {
  return {
    closed: false,
    focus: vi.fn(),
    postMessage: vi.fn(),
    location: { replace: vi.fn() },
  };
}

afterEach(() => {
  detachInspector();
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const press = () => fireEvent.click(screen.getByRole('button', { name: 'Open Stately Inspector' }));

test('a press opens the inspector window and attaches the inspector in it', async () => {
  const inspector = fakeWindow();
  const open = vi.spyOn(window, 'open').mockReturnValue(inspector as unknown as Window);
  render(<InspectorLauncher actor={actor} />);

  press();
  expect(open).toHaveBeenCalledWith('about:blank', 'xstateinspector');
  expect((await screen.findByRole('status')).textContent).toMatch(/attached/);
  expect(inspector.location.replace).toHaveBeenCalledWith('https://stately.ai/inspect');

  // Open still: the next press brings it to the front rather than opening another.
  press();
  expect(await screen.findByText(/is open in its own window/)).toBeTruthy();
  expect(inspector.focus).toHaveBeenCalled();
  expect(open).toHaveBeenCalledTimes(1);

  // Closed by its user: the next press opens it again.
  inspector.closed = true;
  open.mockReturnValue(fakeWindow() as unknown as Window);
  press();
  expect(open).toHaveBeenCalledTimes(2);
  expect(await screen.findByText(/attached/)).toBeTruthy();
});

test('a blocked window is said plainly, and the next press tries again', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  render(<InspectorLauncher actor={actor} />);

  press();
  expect((await screen.findByRole('alert')).textContent).toMatch(/blocked/);

  const inspector = fakeWindow();
  open.mockReturnValue(inspector as unknown as Window);
  press();
  expect(open).toHaveBeenCalledTimes(2);
  expect((await screen.findByRole('status')).textContent).toMatch(/attached/);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('?inspect=0 and ?inspect=false show no button; ?inspect does', async () => {
  act(() => {
    showInspectorLauncher(actor, '?inspect=0');
    showInspectorLauncher(actor, '?inspect=false');
  });
  expect(screen.queryByRole('button', { name: 'Open Stately Inspector' })).toBeNull();
  act(() => showInspectorLauncher(actor, '?inspect'));
  expect(await screen.findByRole('button', { name: 'Open Stately Inspector' })).toBeTruthy();
});
