// Properties of the dark mode rules (spec 2 section 4): only a stored 'dark' reads as dark, and over
// any #rrggbb colour the text is light exactly when the brightness is below 155, never lighter
// over a brighter grey.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { colourBrightness, parseTheme, textToneOver, toggledTheme } from '../domain/theme';

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
