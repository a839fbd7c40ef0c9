// @vitest-environment jsdom
// The 'Dark mode' switch (spec 2 section 4): on or off as the page was painted; toggling stores the
// other theme and reloads the page. In and out of Strict Mode.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { THEME_LABELS, THEME_STORAGE_KEY } from '../../domain/theme';
import { themeEffects } from '../../runtime/theme';
import { ThemeSwitch } from './theme-switch';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.theme;
  localStorage.clear();
});

function paintedAs(theme: 'light' | 'dark') {
  if (theme === 'dark') document.documentElement.dataset.theme = 'dark';
}

for (const strict of [false, true]) {
  const mode = strict ? ' (StrictMode)' : '';
  const wrap = (node: ReactNode) => (strict ? <StrictMode>{node}</StrictMode> : node);

  test(`the switch is off on a page painted light${mode}`, () => {
    render(wrap(<ThemeSwitch />));
    expect(
      screen.getByRole('switch', { name: THEME_LABELS.darkMode }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  test(`the switch is on on a page painted dark${mode}`, () => {
    paintedAs('dark');
    render(wrap(<ThemeSwitch />));
    expect(
      screen.getByRole('switch', { name: THEME_LABELS.darkMode }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  test(`turning dark mode on stores dark and reloads the page${mode}`, async () => {
    const reload = vi.spyOn(themeEffects, 'reload').mockImplementation(() => undefined);
    render(wrap(<ThemeSwitch />));
    await userEvent.click(screen.getByRole('switch', { name: THEME_LABELS.darkMode }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test(`turning dark mode off stores light and reloads the page${mode}`, async () => {
    paintedAs('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const reload = vi.spyOn(themeEffects, 'reload').mockImplementation(() => undefined);
    render(wrap(<ThemeSwitch />));
    await userEvent.click(screen.getByRole('switch', { name: THEME_LABELS.darkMode }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(reload).toHaveBeenCalledTimes(1);
  });
}
