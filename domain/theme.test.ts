import { expect, test } from 'vitest';
import { DARK_BACKGROUND } from './constants';
import {
  colourBrightness,
  colourChannels,
  isDarkColour,
  parseTheme,
  TEXT_COLOURS,
  textColourOver,
  textToneOver,
  toggledTheme,
} from './theme';

test('the dark background is #111111 and the dark colour threshold 155 (spec 2 section 9)', () => {
  expect(DARK_BACKGROUND).toBe('#111111');
  expect(isDarkColour('#9a9a9a')).toBe(true); // brightness 154
  expect(isDarkColour('#9b9b9b')).toBe(false); // brightness 155
});

test('a stored dark theme reads as dark', () => {
  expect(parseTheme('dark')).toBe('dark');
});

test('a stored light theme reads as light', () => {
  expect(parseTheme('light')).toBe('light');
});

test('no stored theme reads as light', () => {
  expect(parseTheme(null)).toBe('light');
  expect(parseTheme(undefined)).toBe('light');
});

test('corrupt stored theme reads as light', () => {
  for (const stored of ['', 'DARK', ' dark', '"dark"', '{}', 'true', 'null'])
    expect(parseTheme(stored)).toBe('light');
});

test('toggling switches between light and dark', () => {
  expect(toggledTheme('light')).toBe('dark');
  expect(toggledTheme('dark')).toBe('light');
});

test('a dominant colour is read from #rrggbb', () => {
  expect(colourChannels('#ffffff')).toEqual([255, 255, 255]);
  expect(colourChannels('#6F5B4D')).toEqual([111, 91, 77]);
  expect(colourChannels('#000000')).toEqual([0, 0, 0]);
});

test('an unreadable colour has no channels', () => {
  for (const colour of ['', 'red', '#fff', '#12345', '#gggggg', 'rgb(1, 2, 3)', null, undefined])
    expect(colourChannels(colour)).toBeNull();
});

test('brightness weighs red 299, green 587 and blue 114 thousandths', () => {
  expect(colourBrightness([255, 255, 255])).toBe(255);
  expect(colourBrightness([0, 0, 0])).toBe(0);
  expect(colourBrightness([255, 0, 0])).toBeCloseTo(76.245);
  expect(colourBrightness([0, 255, 0])).toBeCloseTo(149.685);
  expect(colourBrightness([0, 0, 255])).toBeCloseTo(29.07);
});

test('text over a dominant colour brighter than 155 is dark', () => {
  expect(textToneOver('#efefef')).toBe('dark');
  expect(textToneOver('#9c9c9c')).toBe('dark'); // brightness 156
  expect(textToneOver('#ffff00')).toBe('dark'); // 225.93
});

test('text over a dominant colour darker than 155 is light', () => {
  expect(textToneOver('#9a9a9a')).toBe('light'); // brightness 154
  expect(textToneOver('#111111')).toBe('light');
  expect(textToneOver('#6f5b4d')).toBe('light'); // rgb(111, 91, 77), spec 2's modal fallback
});

test('a dominant colour of brightness exactly 155 is not dark, so its text is dark', () => {
  expect(colourBrightness([155, 155, 155])).toBe(155);
  expect(isDarkColour('#9b9b9b')).toBe(false); // brightness 155
  expect(textToneOver('#9b9b9b')).toBe('dark');
});

test('text over an unreadable colour keeps the page colour', () => {
  expect(textToneOver('transparent')).toBeNull();
  expect(textColourOver(undefined)).toBeUndefined();
});

test('the text colour over a dominant colour is #111111 or white', () => {
  expect(textColourOver('#ffffff')).toBe(TEXT_COLOURS.dark);
  expect(textColourOver('#000000')).toBe(TEXT_COLOURS.light);
  expect(TEXT_COLOURS).toEqual({ dark: '#111111', light: '#ffffff' });
});
