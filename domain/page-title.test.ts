import { expect, test } from 'vitest';
import { pageName } from './page-names';
import { pageTitle } from './page-title';

/** The longest name a title keeps; longer ones end in '…'. */
const PAGE_NAME_MAX = 100;

test('a page title is the page name, then " | Pinstate"', () => {
  expect(pageTitle('Board edit')).toBe('Board edit | Pinstate');
  expect(pageTitle(pageName('login'))).toBe('Log in | Pinstate');
});

test('no page name, or only spaces, is the product name alone (the home feed)', () => {
  expect(pageTitle()).toBe('Pinstate');
  expect(pageTitle(null)).toBe('Pinstate');
  expect(pageTitle('  \n ')).toBe('Pinstate');
});

test('a name made of parts runs from the most specific, joined by " - ", empty parts left out', () => {
  expect(pageTitle('Pin stats', 'Reading lamp')).toBe('Pin stats - Reading lamp | Pinstate');
  expect(pageTitle('', 'Search')).toBe('Search | Pinstate');
});

test('whitespace in a name collapses to single spaces', () => {
  expect(pageTitle('  Open   shelving\nideas ')).toBe('Open shelving ideas | Pinstate');
});

test(`a name longer than ${PAGE_NAME_MAX} characters is cut and ends in an ellipsis`, () => {
  const title = pageTitle('a'.repeat(200));
  expect(title).toBe(`${'a'.repeat(PAGE_NAME_MAX - 1)}… | Pinstate`);
  expect(pageTitle('b'.repeat(PAGE_NAME_MAX))).toBe(`${'b'.repeat(PAGE_NAME_MAX)} | Pinstate`);
});

test('a long name is never cut inside an emoji', () => {
  const title = pageTitle('😀'.repeat(150));
  expect(Array.from(title.replace(' | Pinstate', ''))).toHaveLength(PAGE_NAME_MAX);
});
