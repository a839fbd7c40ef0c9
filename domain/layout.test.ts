import { expect, test } from 'vitest';
import {
  drawerMaxHeight,
  imageBoxHeight,
  isNarrowLayout,
  navFooterHeight,
  placeholderHeight,
  sourceLinkMaxWidth,
  usesHeaderOnlyFooter,
} from './layout';

test('narrow layout is 480 px or less', () => {
  expect(isNarrowLayout(480)).toBe(true);
  expect(isNarrowLayout(320)).toBe(true);
  expect(isNarrowLayout(481)).toBe(false);
});

test('nav footer is 64 signed in, 52 otherwise, 0 hidden', () => {
  expect(navFooterHeight({ signedIn: true })).toBe(64);
  expect(navFooterHeight({ signedIn: false })).toBe(52);
  expect(navFooterHeight({ signedIn: true, hidden: true })).toBe(0);
});

test('drawer max height is 500 px, 650 px on mobile', () => {
  expect(drawerMaxHeight('desktop')).toBe(500);
  expect(drawerMaxHeight('mobile')).toBe(650);
});

test('unavailable-pin placeholder is 314 high in a grid, otherwise full screen', () => {
  expect(placeholderHeight({ inGrid: true })).toBe(314);
  expect(placeholderHeight({ inGrid: false })).toBe(null);
});

test('header-only footer when height is below 160', () => {
  expect(usesHeaderOnlyFooter(159)).toBe(true);
  expect(usesHeaderOnlyFooter(160)).toBe(false);
});

test('image boxes keep the aspect ratio at card width 236', () => {
  expect(imageBoxHeight({ width: 472, height: 708 })).toBe(354);
  expect(imageBoxHeight({ width: 736, height: 736, boxWidth: 508 })).toBe(508);
  expect(imageBoxHeight({ width: 0, height: 100 })).toBe(236);
});

test('source link max width is 132 px, 87 when truncated', () => {
  expect(sourceLinkMaxWidth({ truncated: false })).toBe(132);
  expect(sourceLinkMaxWidth({ truncated: true })).toBe(87);
});
