// Dark mode in the page (spec 2 section 4): the theme the page was painted with, and the toggle.
// ui/index.html sets `data-theme` on <html> from storage before the first paint, so the theme is
// fixed for the page's life; choosing the other one stores it and reloads (decision 038).
import { FIRST_PAINT_KEYS, readIn } from '../domain/first-paint-keys';
import { THEME_STORAGE_KEY, type Theme } from '../domain/theme';
import { readFirstPaintKey } from './read-key';

/** The browser's storage and reload; tests replace them (`vi.spyOn(themeEffects, 'reload')`). */
export const themeEffects = {
  storage(): Pick<Storage, 'setItem'> | null {
    return typeof window !== 'undefined' ? window.localStorage : null;
  },
  reload(this: void): void {
    window.location.reload();
  },
};

/** The theme the page was painted with (the `data-theme` the inline script set). */
export function currentTheme(): Theme {
  return typeof document === 'undefined'
    ? 'light'
    : readIn(FIRST_PAINT_KEYS, THEME_STORAGE_KEY, document.documentElement.dataset.theme ?? null);
}

/** Stores `theme` and reloads, so the page paints in it from the start. */
export function chooseTheme(theme: Theme): void {
  try {
    themeEffects.storage()?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode, quota): the reload shows the theme that is stored.
  }
  themeEffects.reload();
}

/**
 * Paints the page in the stored theme, as ui/index.html's inline script does at a load: the scenario
 * player mounts its live app again in place of a reload (decision scenario-reload).
 */
export function paintStoredTheme(storage: Pick<Storage, 'getItem'> | null): void {
  // Storage refused reads as light, as the inline script leaves it.
  if (readFirstPaintKey(storage, THEME_STORAGE_KEY) === 'dark')
    document.documentElement.dataset.theme = 'dark';
  else delete document.documentElement.dataset.theme;
}
