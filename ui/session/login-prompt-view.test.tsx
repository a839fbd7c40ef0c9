// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { LoginPromptView } from './login-prompt-view';

afterEach(cleanup);

test('login prompt for a save shows the action header and the general text', () => {
  render(
    <LoginPromptView
      header="You're almost there! Log in to access all of the product"
      title="Log in to save this Pin"
      loginHref="/login"
      signupHref="/signup"
      onClose={() => undefined}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Log in to save this Pin' });
  expect(dialog.textContent).toContain("You're almost there! Log in to access all of the product");
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
});

test('Close modal and Escape both close the login prompt', async () => {
  const onClose = vi.fn();
  render(
    <LoginPromptView
      header="You're almost there! Log in to access all of the product"
      title={null}
      loginHref="/login"
      signupHref="/signup"
      onClose={onClose}
    />,
  );
  expect(
    screen.getByRole('dialog', {
      name: "You're almost there! Log in to access all of the product",
    }),
  ).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Close modal' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('the login prompt takes focus, keeps Tab inside and gives focus back when closed', async () => {
  const onClose = vi.fn();
  const { rerender } = render(
    <>
      <button type="button">Save</button>
    </>,
  );
  screen.getByRole('button', { name: 'Save' }).focus();
  const prompt = (
    <LoginPromptView
      header="You're almost there! Log in to access all of the product"
      title="Log in to save this Pin"
      loginHref="/login"
      signupHref="/signup"
      onClose={onClose}
    />
  );
  rerender(
    <>
      <button type="button">Save</button>
      {prompt}
    </>,
  );
  expect(document.activeElement).toBe(screen.getByRole('dialog'));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close modal' }));
  await userEvent.tab();
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Sign up' }));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close modal' }));
  rerender(
    <>
      <button type="button">Save</button>
    </>,
  );
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
});
