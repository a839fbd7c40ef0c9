// @vitest-environment jsdom
// README.md "Machines", the live machine panel: every live actor with its id, machine, state and context; an
// event log with times; the selected machine's diagram with the current state lit; send buttons
// for the catalogue's events the actor accepts now.
import { StrictMode, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { createActor, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import { analyticsMachine } from '../../machines/analytics.machine';
import { cardHoverMachine } from '../../machines/card-hover.machine';
import { inspectionLogFor } from './inspection-log';
import { MachinePanel } from './machine-panel';

afterEach(cleanup);

function createRoot() {
  const rootMachine = setup({ actors: { hover: cardHoverMachine } }).createMachine({
    id: 'sampleRoot',
    invoke: {
      id: 'pin.100001.hover',
      systemId: 'pin.100001.hover',
      src: 'hover',
      input: { canEdit: true, contextMenuAllowed: true },
    },
  });
  // Machine time stands still here, so the 120 ms fade is seen however slow the machine is.
  const root = createActor(rootMachine, { clock: new SimulatedClock() });
  root.start();
  return root;
}

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['Strict Mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`the panel lists live actors, lights the current state, sends allowed events and logs them (${mode})`, async () => {
    const user = userEvent.setup();
    const root = createRoot();
    render(wrap(<MachinePanel root={root} initialSelection="pin.100001.hover" />));

    const actors = screen.getByRole('navigation', { name: 'Actors' });
    const hoverRow = within(actors).getByRole('button', { name: /pin\.100001\.hover/ });
    expect(hoverRow).toHaveProperty('ariaPressed', 'true');
    expect(hoverRow.textContent).toContain('cardHover');
    expect(hoverRow.textContent).toContain('inactive');
    expect(hoverRow.textContent).toContain('"canEdit":true');

    const detail = screen.getByRole('region', { name: 'Actor pin.100001.hover' });
    const diagram = within(detail).getByRole('figure', { name: 'Diagram of cardHover' });
    expect(diagram.querySelector('[data-state="inactive"]')?.getAttribute('data-active')).toBe(
      'true',
    );
    expect(diagram.querySelector('[data-state="active"]')?.getAttribute('data-active')).toBe(
      'false',
    );
    expect(within(detail).queryByRole('button', { name: /Close the context menu/ })).toBeNull();
    expect(detail.textContent).toContain('Not accepted now: hover.end');

    expect(screen.getByText('No event yet. Use the app, or send one above.')).toBeDefined();
    await user.click(within(detail).getByRole('button', { name: /Pointer enters the card/ }));

    const hover = root.system.get('pin.100001.hover') as { getSnapshot: () => { value: unknown } };
    expect(hover.getSnapshot().value).toMatchObject({
      active: { fade: 'fadingIn', actionBar: 'waiting' },
    });
    // The panel redraws at the next frame (ui/panel/inspection-log.ts).
    await waitFor(() =>
      expect(
        diagram.querySelector('[data-state="active.fade.fadingIn"]')?.getAttribute('data-active'),
      ).toBe('true'),
    );
    expect(hoverRow.textContent).toContain('active.fade.fadingIn');
    expect(hoverRow.textContent).toContain('active.actionBar.waiting');
    const log = screen.getByRole('region', { name: 'Event log' });
    const row = within(log).getByText('hover.start').closest('tr');
    expect(row?.textContent).toMatch(/\+\d+\.\d{3} s/);
    expect(row?.textContent).toContain('pin.100001.hover');
    root.stop();
  });
}

test('the panel shows the analytics stream, where each event was logged, and whether it is being sent', () => {
  const rootMachine = setup({ actors: { analytics: analyticsMachine } }).createMachine({
    id: 'sampleRoot',
    invoke: { id: 'analytics', systemId: 'analytics', src: 'analytics', input: { keep: 500 } },
  });
  const root = createActor(rootMachine).start();
  const analytics = root.system.get('analytics') as AnyActorRef;
  analytics.send({
    type: 'analytics.record',
    source: 'pin.7.outbound',
    event: {
      type: 'log',
      eventType: 8948,
      viewType: 'home_feed',
      viewParameter: 141,
      component: 'pin_card',
      element: 'outbound_link',
    },
  });
  render(<MachinePanel root={root} initialSelection="analytics" />);
  const stream = screen.getByRole('region', { name: 'Analytics' });
  expect(stream.textContent).toContain('awaiting a cookie choice');
  expect(stream.textContent).toContain('1 received, 1 waiting, 0 sent, 0 not sent');
  const row = within(stream).getByRole('row', { name: /8948/ });
  expect(row.textContent).toContain('pin.7.outbound');
  // Where it was logged: the view type, the view parameter, the component and the element.
  expect(row.textContent).toContain('home_feed · 141 · pin_card · outbound_link');
  expect(row.textContent).toContain('waiting');
  act(() => {
    analytics.send({
      type: 'analytics.record',
      source: 'cookies',
      event: { type: 'cookies.changed', choice: { analytics: false, marketing: false } },
    });
  });
  expect(stream.textContent).toContain('not sent');
  expect(stream.textContent).toContain('2 received, 0 waiting, 0 sent, 1 not sent');
});

test('a burst of events redraws the panel once, at the next frame', async () => {
  const root = createRoot();
  const log = inspectionLogFor(root);
  let told = 0;
  const stop = log.subscribe(() => (told += 1));
  const hover = root.system.get('pin.100001.hover') as AnyActorRef;
  const before = log.version();
  for (let i = 0; i < 20; i += 1) {
    hover.send({ type: 'hover.start' });
    hover.send({ type: 'hover.end' });
  }
  expect(log.version()).toBeGreaterThan(before + 40);
  expect(told).toBe(0);
  await waitFor(() => expect(told).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(told).toBe(1);
  stop();
  root.stop();
});
