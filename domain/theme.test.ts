import { expect, test } from 'vitest';
import { colourChannels, parseTheme, textColourOver, toggledTheme } from './theme';

/** The text colours over a dominant colour: the product's #111111, and white. */
const DARK_TEXT = '#111111';
const LIGHT_TEXT = '#ffffff';

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
  expect(textColourOver('#00ff00')).toBe(LIGHT_TEXT); // 149.685
  expect(textColourOver('#00ff33')).toBe(DARK_TEXT); // 149.685 + 5.814
  expect(textColourOver('#ff8400')).toBe(LIGHT_TEXT); // 76.245 + 77.484
  expect(textColourOver('#ff8800')).toBe(DARK_TEXT); // 76.245 + 79.832
});

test('a dominant colour of brightness exactly 155 is not dark, so its text is dark', () => {
  expect(textColourOver('#9b9b9b')).toBe(DARK_TEXT);
});

test('text over a dominant colour brighter than 155 is dark', () => {
  expect(textColourOver('#efefef')).toBe(DARK_TEXT);
  expect(textColourOver('#9c9c9c')).toBe(DARK_TEXT); // brightness 156
  expect(textColourOver('#ffff00')).toBe(DARK_TEXT); // 225.93
});

test('text over a dominant colour darker than 155 is light', () => {
  expect(textColourOver('#9a9a9a')).toBe(LIGHT_TEXT); // brightness 154
  expect(textColourOver('#111111')).toBe(LIGHT_TEXT);
  expect(textColourOver('#6f5b4d')).toBe(LIGHT_TEXT); // rgb(111, 91, 77), spec 2's modal fallback
});

test('text over an unreadable colour keeps the page colour', () => {
  expect(textColourOver('transparent')).toBeUndefined();
  expect(textColourOver(undefined)).toBeUndefined();
});

test('the text colour over a dominant colour is #111111 or white', () => {
  expect(textColourOver('#ffffff')).toBe('#111111');
  expect(textColourOver('#000000')).toBe('#ffffff');
});
