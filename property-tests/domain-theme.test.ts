// Properties of the dark mode rules (spec 2 section 4): only a stored 'dark' reads as dark, and over
// any #rrggbb colour the text is light exactly when the brightness is below 155, never lighter
// over a brighter grey.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseTheme, textColourOver, toggledTheme } from '../domain/theme';

/** The model's brightness: (299 R + 587 G + 114 B) / 1000. */
const colourBrightness = ([r, g, b]: readonly [number, number, number]) =>
  (r * 299 + g * 587 + b * 114) / 1000;

/** Which text the product puts over a colour: light (white) or dark (#111111). */
const textToneOver = (css: string) => {
  const colour = textColourOver(css);
  return colour === '#ffffff' ? 'light' : colour === '#111111' ? 'dark' : colour;
};

const channel = fc.integer({ min: 0, max: 255 });
const hex = (n: number) => n.toString(16).padStart(2, '0');
const colour = fc.tuple(channel, channel, channel).map(([r, g, b]) => ({
  rgb: [r, g, b] as [number, number, number],
  css: `#${hex(r)}${hex(g)}${hex(b)}`,
}));

test('any stored value but dark reads as light, and toggling twice changes nothing', () => {
  fc.assert(
    fc.property(fc.option(fc.string(), { nil: null }), (stored) => {
      const theme = parseTheme(stored);
      expect(theme).toBe(stored === 'dark' ? 'dark' : 'light');
      expect(toggledTheme(toggledTheme(theme))).toBe(theme);
      expect(toggledTheme(theme)).not.toBe(theme);
    }),
  );
});

test('text over a colour is light exactly when its brightness is below 155', () => {
  fc.assert(
    fc.property(colour, ({ rgb, css }) => {
      const brightness = colourBrightness(rgb);
      expect(brightness).toBeGreaterThanOrEqual(0);
      expect(brightness).toBeLessThanOrEqual(255);
      expect(textToneOver(css)).toBe(brightness < 155 ? 'light' : 'dark');
      expect(textToneOver(css.toUpperCase())).toBe(textToneOver(css));
    }),
  );
});

test('over greys, once the text turns dark it stays dark as the grey gets lighter', () => {
  const tones = Array.from({ length: 256 }, (_, v) => textToneOver(`#${hex(v)}${hex(v)}${hex(v)}`));
  const firstDark = tones.indexOf('dark');
  expect(firstDark).toBe(155);
  expect(tones.slice(0, firstDark).every((t) => t === 'light')).toBe(true);
  expect(tones.slice(firstDark).every((t) => t === 'dark')).toBe(true);
});
