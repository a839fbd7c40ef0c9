// Dark mode (spec 2 section 4, "Other"): on or off, persisted; the dark background is #111111; the
// dark colour check's threshold is 155. The stored value, its reading, and which text (dark or
// light) sits over a colour. docs/decisions/038-dark-mode.md.
import { DARK_COLOUR_THRESHOLD } from './constants';

export type Theme = 'light' | 'dark';

/** Where the choice is kept (localStorage); ui/index.html reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'pinstate.theme';

/** The page's text colours: dark text is the product's #111111, light text white. */
const TEXT_COLOURS = { dark: '#111111', light: '#ffffff' } as const;
type TextTone = keyof typeof TEXT_COLOURS;

/** The labels of the theme controls (the account menu and the settings page). */
export const THEME_LABELS = {
  darkMode: 'Dark mode',
  settings: 'Settings',
  accountMenu: 'Your account',
  displayOptions: 'Display options',
  appearance: 'Appearance',
} as const;

/** The settings page, which shows the switch too (the account menu links to it). */
export const SETTINGS_PATH = '/settings';

/** The stored value read as a theme: only 'dark' is dark; missing or corrupt storage is light. */
export function parseTheme(stored: string | null | undefined): Theme {
  return stored === 'dark' ? 'dark' : 'light';
}

/** The other theme: what a toggle stores. */
export function toggledTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** A colour as '#rrggbb' (a pin's dominantColor) read as [r, g, b]; anything else is null. */
export function colourChannels(colour: string | null | undefined): [number, number, number] | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour ?? '')?.[1];
  if (hex === undefined) return null;
  const value = parseInt(hex, 16);
  return [value >> 16, (value >> 8) & 255, value & 255];
}

/**
 * Perceived brightness, 0 to 255: (299 R + 587 G + 114 B) / 1000. The spec gives the threshold
 * (155) but not the formula; this is the W3C's colour brightness formula (Techniques for
 * Accessibility Evaluation and Repair Tools), whose 0 to 255 scale the threshold fits
 * (domain/README.md, "Readings where the spec is silent").
 */
function colourBrightness([r, g, b]: readonly [number, number, number]): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * Which text sits over a pin's dominant colour (spec 2 section 4, the dark colour check: a
 * brightness below 155 is dark): light over a dark colour, dark over any other; null when the
 * colour cannot be read (the page's own text colour stays).
 */
function textToneOver(colour: string | null | undefined): TextTone | null {
  const channels = colourChannels(colour);
  if (channels === null) return null;
  return colourBrightness(channels) < DARK_COLOUR_THRESHOLD ? 'light' : 'dark';
}

/** The CSS colour of text over a pin's dominant colour, or undefined to keep the page's. */
export function textColourOver(colour: string | null | undefined): string | undefined {
  const tone = textToneOver(colour);
  return tone === null ? undefined : TEXT_COLOURS[tone];
}
