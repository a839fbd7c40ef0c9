// @vitest-environment jsdom
// A placement asks for the viewer's experiences (spec 2 section 3), so it waits for the session:
// while a stored session is restored or a user signs in, nothing registers.
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createActor, createMachine } from 'xstate';
import { afterEach, expect, test, vi } from 'vitest';
import { Placement } from './placement';

const session = vi.hoisted(() => ({ busy: true }));
const received = vi.hoisted(() => [] as string[]);

vi.mock('../app/viewer', () => ({
  useSessionBusy: () => session.busy,
  useViewer: () => ({ kind: 'user', device: 'desktop' }),
}));

vi.mock('../../runtime/system', () => {
  const experiences = createActor(
    createMachine({ context: { chosen: {}, placements: {} } }),
  ).start();
  const send = experiences.send.bind(experiences);
  experiences.send = (event) => {
    received.push(event.type);
    send(event);
  };
  return { appActor: { system: { get: () => experiences } } };
});

afterEach(() => {
  cleanup();
  received.length = 0;
});

const placement = () => (
  <MemoryRouter initialEntries={['/']}>
    <Placement id={11} />
  </MemoryRouter>
);

test('a placement registers nothing while the session is restoring or a user is signing in', () => {
  session.busy = true;
  const { rerender } = render(placement());
  expect(received).toEqual([]);
  session.busy = false;
  rerender(placement());
  expect(received).toEqual(['placement.mount']);
});
