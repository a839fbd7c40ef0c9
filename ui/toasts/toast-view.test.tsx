// @vitest-environment jsdom
import { StrictMode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ToastView } from './toast-view';

afterEach(cleanup);

for (const [mode, wrap] of [
  ['plain', (node: React.ReactNode) => node],
  ['strict mode', (node: React.ReactNode) => <StrictMode>{node}</StrictMode>],
] as const) {
  test(`save toast shows the headline, the check icon and the Change action (${mode})`, async () => {
    const onAction = vi.fn();
    render(
      wrap(
        <ToastView
          headline="Saved to Profile"
          phase="visible"
          action={{ label: 'Change' }}
          onAction={onAction}
        />,
      ),
    );
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Saved to Profile');
    expect(screen.getByRole('img', { name: 'Check icon' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
}

test('an error toast is an alert without the check icon', () => {
  render(
    <ToastView headline="Sorry! Something went wrong on our end." tone="error" phase="visible" />,
  );
  expect(screen.getByRole('alert').textContent).toBe('Sorry! Something went wrong on our end.');
  expect(screen.queryByRole('img', { name: 'Check icon' })).toBeNull();
});

test('hovering the toast reports the pause and leaving it the resume', async () => {
  const onPointerEnter = vi.fn();
  const onPointerLeave = vi.fn();
  render(
    <ToastView
      headline="Saved to Garden"
      phase="visible"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    />,
  );
  await userEvent.hover(screen.getByRole('status'));
  expect(onPointerEnter).toHaveBeenCalled();
  await userEvent.unhover(screen.getByRole('status'));
  expect(onPointerLeave).toHaveBeenCalled();
});

test('a new board toast shows the pin thumbnail and its check badge only once started', () => {
  const { rerender } = render(
    <ToastView headline="Saved to Garden" phase="visible" thumbnailUrl="/img/x.svg" />,
  );
  expect(screen.queryByTestId('toast-badge')).toBeNull();
  rerender(
    <ToastView headline="Saved to Garden" phase="visible" thumbnailUrl="/img/x.svg" badgeShown />,
  );
  expect(screen.getByTestId('toast-badge')).toBeTruthy();
});

test('the sub-line shows under the headline when given', () => {
  render(<ToastView headline="Saved to Recipes in Kitchen" subline="Organize" phase="entering" />);
  const toast = screen.getByRole('status');
  expect(toast.textContent).toContain('Organize');
  expect(toast.getAttribute('data-phase')).toBe('entering');
});
