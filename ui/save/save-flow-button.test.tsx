// @vitest-environment jsdom
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fromPromise, SimulatedClock } from 'xstate';
import { afterEach, expect, test } from 'vitest';
import type { RepinInput, RepinResult } from '../../api/api';
import type { BoardOption } from '../../machines/save-flow.machine';
import { boardPickerMachine } from '../../machines/board-picker.machine';
import { saveFlowMachine } from '../../machines/save-flow.machine';
import { apiError, createHost, deferred, flush } from '../../machines/test-support';
import type { Deferred } from '../../machines/test-support';
import { ToastQueue } from '../toasts/toast-queue';
import type { SaveFlowRef } from './save-flow-button';
import { BoardPickerLayer } from './board-picker-layer';
import { SaveFlowButton } from './save-flow-button';

afterEach(cleanup);

const garden: BoardOption = { id: 'b8', name: 'Garden', url: '/inline/garden/', privacy: 'public' };
const kitchen: BoardOption = {
  id: 'b9',
  name: 'Kitchen',
  url: '/inline/kitchen/',
  privacy: 'secret',
};

/** A save flow of one pin with answers the test gives: its saves, board lists and new boards. */
function startFlow(clock: SimulatedClock, pinId = '100001') {
  const saves: { input: RepinInput; answer: Deferred<RepinResult> }[] = [];
  const boardLoads: Deferred<BoardOption[]>[] = [];
  const creates: { input: { name: string; username: string }; answer: Deferred<BoardOption> }[] =
    [];
  const host = createHost({
    clock,
    subject: saveFlowMachine.provide({
      actors: {
        savePin: fromPromise<RepinResult, RepinInput>(({ input }) => {
          const answer = deferred<RepinResult>();
          saves.push({ input, answer });
          return answer.promise;
        }),
        boardPicker: boardPickerMachine.provide({
          actors: {
            loadBoards: fromPromise<BoardOption[], { username: string }>(() => {
              const answer = deferred<BoardOption[]>();
              boardLoads.push(answer);
              return answer.promise;
            }),
            createBoard: fromPromise<BoardOption, { name: string; username: string }>(
              ({ input }) => {
                const answer = deferred<BoardOption>();
                creates.push({ input, answer });
                return answer.promise;
              },
            ),
          },
        }),
      },
    }),
    input: {
      pinId,
      saved: null,
      viewerId: 'u5',
      username: 'inline',
      thumbnailUrl: '/img/236x/pin.svg',
    },
  });
  const actor: SaveFlowRef = host.subject;
  return { saves, boardLoads, creates, host, actor };
}

function setup(wrap: (node: ReactNode) => ReactNode = (n) => n) {
  const clock = new SimulatedClock();
  const { saves, boardLoads, creates, host, actor } = startFlow(clock);
  render(
    wrap(
      <MemoryRouter>
        <SaveFlowButton actor={actor} />
        <ToastQueue toasts={host.toasts} />
        <BoardPickerLayer />
      </MemoryRouter>,
    ),
  );
  return {
    saves,
    boardLoads,
    creates,
    actor,
    clock,
    settle: () => act(flush),
    advance: (ms: number) => act(() => clock.increment(ms)),
  };
}

for (const [mode, wrap] of [
  ['plain', (node: ReactNode) => node],
  ['strict mode', (node: ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`save_behavior 1 opens the board picker; picking a board saves with 'Saved to {board}' (${mode})`, async () => {
    const { saves, boardLoads, settle, advance } = setup(wrap);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const picker = screen.getByRole('dialog', { name: 'Save' });
    expect(within(picker).getByRole('status').textContent).toBe('Loading boards…');
    boardLoads[0]?.resolve([garden, kitchen]);
    await settle();
    await userEvent.click(within(picker).getByRole('button', { name: /Garden/ }));
    expect(saves[0]?.input).toMatchObject({ pinId: '100001', boardId: 'b8', userId: 'u5' });
    expect(screen.queryByRole('dialog')).toBeNull();
    saves[0]?.answer.resolve({
      id: '901',
      board: { id: 'b8', url: '/inline/garden/', name: 'Garden' },
      section: null,
      isProfileSave: false,
    });
    await settle();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    advance(100);
    expect(screen.getByRole('status').textContent).toContain('Saved to Garden');
  });
}

test('a failed board list offers a retry', async () => {
  const { boardLoads, settle } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  boardLoads[0]?.reject(apiError(500, 'Boards are unavailable'));
  await settle();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  boardLoads[1]?.resolve([garden]);
  await settle();
  expect(screen.getByRole('button', { name: /Garden/ })).toBeTruthy();
});

test('a board created from the picker refreshes the list and the pin saves there with the badge', async () => {
  const { boardLoads, creates, saves, settle, advance } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  boardLoads[0]?.resolve([garden]);
  await settle();
  await userEvent.click(screen.getByRole('button', { name: 'Create board' }));
  const field = screen.getByRole('textbox', { name: 'Name' });
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create' }).disabled).toBe(true);
  await userEvent.type(field, 'Balcony');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(creates[0]?.input).toEqual({ name: 'Balcony', username: 'inline' });
  const balcony: BoardOption = {
    id: 'b50',
    name: 'Balcony',
    url: '/inline/balcony/',
    privacy: 'public',
  };
  creates[0]?.answer.resolve(balcony);
  await settle();
  boardLoads[1]?.resolve([garden, balcony]);
  await settle();
  const list = screen.getByRole('list', { name: 'All boards' });
  expect(within(list).getAllByRole('button')[0]?.textContent).toContain('Balcony');
  await userEvent.click(within(list).getByRole('button', { name: /Balcony/ }));
  saves[0]?.answer.resolve({
    id: '902',
    board: { id: 'b50', url: '/inline/balcony/', name: 'Balcony' },
    section: null,
    isProfileSave: false,
  });
  await settle();
  advance(100);
  expect(screen.getByRole('status').textContent).toContain('Saved to Balcony');
  advance(700);
  expect(screen.getByTestId('toast-badge')).toBeTruthy();
});

test('a board title over 50 characters cannot be typed', async () => {
  const { boardLoads, settle } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  boardLoads[0]?.resolve([]);
  await settle();
  await userEvent.click(screen.getByRole('button', { name: 'Create board' }));
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
  await userEvent.type(field, 'x'.repeat(60));
  expect(field.value).toHaveLength(50);
});

test('a failed board save shows the server message and returns to Save', async () => {
  const { boardLoads, saves, settle, advance } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  boardLoads[0]?.resolve([garden]);
  await settle();
  await userEvent.click(screen.getByRole('button', { name: /Garden/ }));
  saves[0]?.answer.reject(apiError(500, 'That board is full'));
  await settle();
  advance(100);
  expect(screen.getByRole('alert').textContent).toBe('That board is full');
  expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
});

test('Escape closes the board picker without saving', async () => {
  const { boardLoads, saves, settle } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  boardLoads[0]?.resolve([garden]);
  await settle();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(saves).toHaveLength(0);
});

test('the board picker stays open when the card hides its Save pill', async () => {
  const { boardLoads, settle, actor } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  boardLoads[0]?.resolve([garden]);
  await settle();
  cleanup();
  render(
    <MemoryRouter>
      <BoardPickerLayer />
    </MemoryRouter>,
  );
  expect(screen.getByRole('dialog', { name: 'Save' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: /Garden/ }));
  expect(actor.getSnapshot().matches('saving')).toBe(true);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("the board picker layer shows the picker of the Save pill pressed last, and that pin's flow saves", async () => {
  const first = setup();
  const second = startFlow(first.clock, '100002');
  render(
    <MemoryRouter>
      <SaveFlowButton actor={second.actor} />
    </MemoryRouter>,
  );
  const [firstPill, secondPill] = screen.getAllByRole('button', { name: 'Save' });
  await userEvent.click(firstPill!);
  first.boardLoads[0]?.resolve([garden]);
  await first.settle();
  expect(screen.getByRole('dialog', { name: 'Save' }).id).toBe(`board-picker-${first.actor.id}`);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(secondPill!);
  second.boardLoads[0]?.resolve([kitchen]);
  await first.settle();
  const picker = screen.getByRole('dialog', { name: 'Save' });
  expect(picker.id).toBe(`board-picker-${second.actor.id}`);
  await userEvent.click(within(picker).getByRole('button', { name: /Kitchen/ }));
  expect(second.saves[0]?.input).toMatchObject({ pinId: '100002', boardId: 'b9' });
  expect(first.saves).toHaveLength(0);
});
