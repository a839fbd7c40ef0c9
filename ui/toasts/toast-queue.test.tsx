// @vitest-environment jsdom
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createActor, SimulatedClock } from 'xstate';
import { afterEach, expect, test, vi } from 'vitest';
import { toastsMachine } from '../../machines/toasts.machine';
import { ToastQueue } from './toast-queue';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(wrap: (node: ReactNode) => ReactNode = (n) => n) {
  const clock = new SimulatedClock();
  const toasts = createActor(toastsMachine, { clock });
  toasts.start();
  render(
    wrap(
      <MemoryRouter>
        <ToastQueue toasts={toasts} />
      </MemoryRouter>,
    ),
  );
  const advance = (ms: number) => act(() => clock.increment(ms));
  return { toasts, advance };
}

const phase = () => screen.getByRole('status').getAttribute('data-phase');

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`a save toast appears 100 ms after the request, stays 5000 ms and fades 200 ms (${mode})`, () => {
    const { toasts, advance } = setup(wrap);
    act(() =>
      toasts.send({
        type: 'toast.show',
        toast: { headline: 'Saved to Garden', duration: 'save' },
      }),
    );
    expect(phase()).toBe('entering');
    advance(99);
    expect(phase()).toBe('entering');
    advance(1);
    expect(phase()).toBe('visible');
    expect(screen.getByRole('img', { name: 'Check icon' })).toBeTruthy();
    advance(4999);
    expect(phase()).toBe('visible');
    advance(1);
    expect(phase()).toBe('exiting');
    advance(200);
    expect(screen.queryByRole('status')).toBeNull();
  });
}

test('a default toast lasts 2000 ms', () => {
  const { toasts, advance } = setup();
  act(() => toasts.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } }));
  advance(100);
  advance(1999);
  expect(phase()).toBe('visible');
  advance(1);
  expect(phase()).toBe('exiting');
});

test('hovering the toast pauses its timer and leaving resumes it', async () => {
  const { toasts, advance } = setup();
  act(() => toasts.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } }));
  advance(100);
  const user = userEvent.setup({ advanceTimers: () => undefined });
  await user.hover(screen.getByRole('status'));
  advance(10_000);
  expect(phase()).toBe('visible');
  await user.unhover(screen.getByRole('status'));
  advance(2000);
  expect(phase()).toBe('exiting');
});

test("'Saved to Profile' offers 'Change', a link to edit the just-saved pin", async () => {
  const { toasts, advance } = setup();
  act(() =>
    toasts.send({
      type: 'toast.show',
      toast: {
        headline: 'Saved to Profile',
        duration: 'save',
        action: {
          label: 'Change',
          href: '/pin/900/repin/?isEditingPin=true&isFromToast=true&originalPinId=100001',
        },
      },
    }),
  );
  advance(100);
  const change = screen.getByRole('link', { name: 'Change' });
  expect(change.getAttribute('href')).toBe(
    '/pin/900/repin/?isEditingPin=true&isFromToast=true&originalPinId=100001',
  );
  await userEvent.click(change);
  expect(phase()).toBe('exiting');
});

test('a new board toast shows the check badge 700 ms after mount', () => {
  const { toasts, advance } = setup();
  act(() =>
    toasts.send({
      type: 'toast.show',
      toast: { headline: 'Saved to Garden', duration: 'save', thumbnailUrl: '/img/pin.svg' },
    }),
  );
  advance(100);
  expect(screen.queryByTestId('toast-badge')).toBeNull();
  advance(699);
  expect(screen.queryByTestId('toast-badge')).toBeNull();
  advance(1);
  expect(screen.getByTestId('toast-badge')).toBeTruthy();
});

test('an error toast shows the server message as an alert', () => {
  const { toasts, advance } = setup();
  act(() =>
    toasts.send({
      type: 'toast.show',
      toast: { headline: 'Sorry! Something went wrong on our end.', tone: 'error' },
    }),
  );
  advance(100);
  expect(screen.getByRole('alert').textContent).toBe('Sorry! Something went wrong on our end.');
});

test('toasts queue and show one at a time', () => {
  const { toasts, advance } = setup();
  act(() => {
    toasts.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } });
    toasts.send({ type: 'toast.show', toast: { headline: 'Saved to Profile', duration: 'save' } });
  });
  advance(100);
  expect(screen.getByRole('status').textContent).toContain('Pin deleted!');
  advance(2000);
  advance(200);
  advance(100);
  expect(screen.getByRole('status').textContent).toContain('Saved to Profile');
});

test("a toast keeps above a sheet at the screen's bottom, placed once the frame has laid it out (a resize observer's first report), not in the commit that draws it", () => {
  // The browser's resize observers, reported by hand: each one's first report comes after the
  // frame's layout, before its paint.
  const reports: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(report: () => void) {
        reports.push(report);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('innerHeight', 844);
  const sheet = document.body.appendChild(document.createElement('section'));
  sheet.setAttribute('data-floating-bottom', '');
  const box = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;
  sheet.getBoundingClientRect = () => box(0, 600, 390, 244);
  sheet.getClientRects = () => [box(0, 600, 390, 244)] as unknown as DOMRectList;
  const read = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  try {
    const { toasts } = setup();
    act(() => toasts.send({ type: 'toast.show', toast: { headline: 'Pin deleted!' } }));
    const host = screen.getByTestId('toast-host');
    // Nothing measured while React drew the toast.
    expect(read).not.toHaveBeenCalled();
    expect(host.style.bottom).toBe('');
    host.getBoundingClientRect = () => box(95, 780, 200, 40);
    act(() => reports.at(-1)?.());
    // 8 px above the sheet's top: 844 - 600 + 8.
    expect(host.style.bottom).toBe('252px');
  } finally {
    sheet.remove();
  }
});
