// The theme in the page (spec 2 section 4): the inline script of ui/index.html paints dark before
// the first paint exactly when the stored theme reads as dark, and a toggle stores and reloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { parseTheme, THEME_STORAGE_KEY } from '../domain/theme';
import { chooseTheme, themeEffects } from './theme';

afterEach(() => {
  vi.restoreAllMocks();
});

const html = readFileSync(join(import.meta.dirname, '..', 'ui', 'index.html'), 'utf8');

/** The classic inline script in <head> (one without a src) that paints the stored theme. */
const inlineScript =
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((script) => script.includes(THEME_STORAGE_KEY)) ?? '';

/** Runs the inline script over a stored value; answers the theme and theme-color it set. */
function paint(stored: string | null, { unreadable = false } = {}) {
  const dataset: Record<string, string> = {};
  const meta = { content: '#ffffff' };
  const localStorage = {
    getItem: (key: string) => {
      if (unreadable) throw new Error('SecurityError');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const document = { documentElement: { dataset }, querySelector: () => meta };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
  const run = new Function('localStorage', 'document', inlineScript) as (
    storage: typeof localStorage,
    doc: typeof document,
  ) => void;
  run(localStorage, document);
  return { theme: parseTheme(dataset.theme), themeColor: meta.content };
}

test('the page paints dark before the first paint when dark is stored', () => {
  expect(inlineScript).toContain(`'${THEME_STORAGE_KEY}'`);
  expect(paint('dark')).toEqual({ theme: 'dark', themeColor: '#111111' });
});

test('corrupt, missing or unreadable stored theme paints light', () => {
  for (const stored of [null, 'light', '', 'DARK', '"dark"']) {
    expect(parseTheme(stored)).toBe('light');
    expect(paint(stored)).toEqual({ theme: 'light', themeColor: '#ffffff' });
  }
  expect(paint('dark', { unreadable: true })).toEqual({ theme: 'light', themeColor: '#ffffff' });
});

test('the dark page background is #111111', () => {
  expect(html).toMatch(/:root\[data-theme='dark'\] \{[^}]*--page: #111111;/);
  expect(html).toMatch(/body \{[^}]*background: var\(--page\);/);
});

test('choosing a theme stores it and reloads', () => {
  const setItem = vi.fn();
  vi.spyOn(themeEffects, 'storage').mockReturnValue({ setItem });
  const reload = vi.spyOn(themeEffects, 'reload').mockImplementation(() => undefined);
  chooseTheme('dark');
  expect(setItem).toHaveBeenCalledWith(THEME_STORAGE_KEY, 'dark');
  expect(reload).toHaveBeenCalledTimes(1);
});

test('choosing a theme when storage refuses still reloads', () => {
  vi.spyOn(themeEffects, 'storage').mockReturnValue({
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  });
  const reload = vi.spyOn(themeEffects, 'reload').mockImplementation(() => undefined);
  chooseTheme('dark');
  expect(reload).toHaveBeenCalledTimes(1);
});
