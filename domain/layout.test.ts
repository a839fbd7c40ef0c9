import { expect, test } from 'vitest';
import { drawerMaxHeight, isNarrowLayout, navFooterHeight, usesHeaderOnlyFooter } from './layout';

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

test('header-only footer when height is below 160', () => {
  expect(usesHeaderOnlyFooter(159)).toBe(true);
  expect(usesHeaderOnlyFooter(160)).toBe(false);
});
