// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { BoardPickerViewProps } from './board-picker-view';
import { BoardPickerView } from './board-picker-view';

afterEach(cleanup);

function props(overrides: Partial<BoardPickerViewProps> = {}): BoardPickerViewProps {
  return {
    boards: [
      { id: 'b1', name: 'Garden' },
      { id: 'b3', name: 'Gifts', secret: true },
    ],
    listStatus: 'ready',
    mode: 'pick',
    draftTitle: '',
    titleMax: 50,
    canCreate: false,
    creating: false,
    onPick: vi.fn(),
    onStartCreate: vi.fn(),
    onDraftChange: vi.fn(),
    onCreate: vi.fn(),
    onCancelCreate: vi.fn(),
    onRetry: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}

test('the inline board picker lists the boards and picks one', async () => {
  const p = props();
  render(<BoardPickerView {...p} />);
  const list = screen.getByRole('list', { name: 'All boards' });
  expect(list.textContent).toContain('Garden');
  expect(list.textContent).toContain('Secret');
  await userEvent.click(screen.getByRole('button', { name: /Garden/ }));
  expect(p.onPick).toHaveBeenCalledWith('b1');
});

test('the board list shows loading and a retry when it failed', async () => {
  const { rerender } = render(<BoardPickerView {...props({ listStatus: 'loading' })} />);
  expect(screen.getByRole('status').textContent).toBe('Loading boards…');
  const p = props({ listStatus: 'error' });
  rerender(<BoardPickerView {...p} />);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(p.onRetry).toHaveBeenCalled();
});

test('board creation takes a title of at most 50 characters', async () => {
  const p = props({ mode: 'create', draftTitle: 'Summer', canCreate: true });
  render(<BoardPickerView {...p} />);
  const input = screen.getByRole('textbox', { name: 'Name' });
  expect(input.getAttribute('maxLength')).toBe('50');
  expect(screen.getByText('6/50')).toBeTruthy();
  await userEvent.type(input, 's');
  expect(p.onDraftChange).toHaveBeenCalledWith('Summers');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(p.onCreate).toHaveBeenCalled();
});

test('Create is disabled when the machine refuses the title', () => {
  render(<BoardPickerView {...props({ mode: 'create', canCreate: false })} />);
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create' }).disabled).toBe(true);
});

test('Escape closes the board picker', async () => {
  const p = props();
  render(<BoardPickerView {...p} />);
  screen.getByRole('button', { name: /Garden/ }).focus();
  await userEvent.keyboard('{Escape}');
  expect(p.onClose).toHaveBeenCalled();
});
