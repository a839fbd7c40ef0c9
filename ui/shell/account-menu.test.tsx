// @vitest-environment jsdom
// The account menu of the top bar: Enter, Space and ArrowDown open it on its first control, the
// arrows move, Escape closes it and gives focus back to the button, leaving it closes it; its
// 'Dark mode' switch stores the theme and reloads (spec 2 section 4). In and out of Strict Mode.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { pageName } from '../../domain/page-names';
import { THEME_LABELS, THEME_STORAGE_KEY } from '../../domain/theme';
import { themeEffects } from '../../runtime/theme';
import { MemoryRouter } from 'react-router';
import { AccountMenu } from './account-menu';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const LABEL = `${THEME_LABELS.accountMenu}, Ada Lovelace`;

function Bar() {
  return (
    <>
      <MemoryRouter>
        <AccountMenu
          label={LABEL}
          trigger="A"
          triggerClassName={undefined}
          links={{ profile: '/ada/' }}
        />
        <button type="button">Elsewhere</button>
      </MemoryRouter>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: LABEL });
const profileLink = () => screen.getByRole('link', { name: pageName('me') });
/**
 * The panel is a lazy chunk: waits until it shows with its first control focused (its first
 * import may take seconds while the whole suite loads the machine).
 */
const LAZY = { timeout: 10_000 };
const panelShown = () => waitFor(() => expect(document.activeElement).toBe(profileLink()), LAZY);
const darkSwitch = () => screen.getByRole('switch', { name: THEME_LABELS.darkMode });
const isOpen = () => menuButton().getAttribute('aria-expanded') === 'true';

for (const strict of [false, true]) {
  const mode = strict ? ' (StrictMode)' : '';
  const wrap = (node: ReactNode) => (strict ? <StrictMode>{node}</StrictMode> : node);

  test(`a logged-out visitor's menu holds the switch alone${mode}`, async () => {
    render(
      wrap(
        <MemoryRouter>
          <AccountMenu
            label={THEME_LABELS.displayOptions}
            trigger="…"
            triggerClassName={undefined}
          />
        </MemoryRouter>,
      ),
    );
    screen.getByRole('button', { name: THEME_LABELS.displayOptions }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(darkSwitch()), LAZY);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  test(`the menu starts closed${mode}`, () => {
    render(wrap(<Bar />));
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
    test(`${key.trim() || 'Space'} on the button opens the menu on its first control${mode}`, async () => {
      render(wrap(<Bar />));
      menuButton().focus();
      await userEvent.keyboard(key);
      expect(isOpen()).toBe(true);
      await panelShown();
    });
  }

  test(`a click opens and closes the menu${mode}`, async () => {
    render(wrap(<Bar />));
    await userEvent.click(menuButton());
    expect(isOpen()).toBe(true);
    await panelShown();
    await userEvent.click(menuButton());
    expect(isOpen()).toBe(false);
  });

  test(`ArrowDown and ArrowUp move between the menu's controls, round the ends${mode}`, async () => {
    render(wrap(<Bar />));
    menuButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    await panelShown();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(darkSwitch());
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(profileLink());
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(darkSwitch());
  });

  test(`Escape closes the menu and returns focus to the button${mode}`, async () => {
    render(wrap(<Bar />));
    menuButton().focus();
    await userEvent.keyboard('{Enter}');
    await panelShown();
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  test(`leaving the menu closes it${mode}`, async () => {
    render(wrap(<Bar />));
    await userEvent.click(menuButton());
    await panelShown();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(isOpen()).toBe(false);
  });

  test(`following a link in the menu closes it${mode}`, async () => {
    render(wrap(<Bar />));
    await userEvent.click(menuButton());
    await panelShown();
    await userEvent.click(profileLink());
    expect(isOpen()).toBe(false);
  });

  test(`dark mode toggled from the menu with the keyboard is stored and reloads${mode}`, async () => {
    const reload = vi.spyOn(themeEffects, 'reload').mockImplementation(() => undefined);
    render(wrap(<Bar />));
    menuButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    await panelShown();
    await userEvent.keyboard('{ArrowUp}');
    expect(darkSwitch().getAttribute('aria-checked')).toBe('false');
    await userEvent.keyboard(' ');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(reload).toHaveBeenCalledTimes(1);
  });
}
