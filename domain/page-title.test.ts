import { expect, test } from 'vitest';
import {
  boardPageTitle,
  PAGE_NAMES,
  pinPageTitle,
  profilePageTitle,
  searchPageTitle,
} from './page-names';
import { PAGE_NAME_MAX, pageTitle, PRODUCT_NAME } from './page-title';

test('a page title is the page name, then " | Pinstate"', () => {
  expect(pageTitle('Board edit')).toBe('Board edit | Pinstate');
  expect(pageTitle(PAGE_NAMES.login)).toBe('Log in | Pinstate');
});

test('no page name, or only spaces, is the product name alone (the home feed)', () => {
  expect(pageTitle()).toBe(PRODUCT_NAME);
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

test("a pin closeup is called by the pin's title, or 'Pin' when it has none", () => {
  expect(pinPageTitle('Open shelving with handmade ceramics')).toBe(
    'Open shelving with handmade ceramics | Pinstate',
  );
  expect(pinPageTitle('')).toBe('Pin | Pinstate');
  expect(pinPageTitle(null)).toBe('Pin | Pinstate');
});

test("a board is called by its name and its owner's; a section names its board too", () => {
  expect(boardPageTitle({ board: 'Kitchen ideas', owner: 'Pinstate Demo' })).toBe(
    'Kitchen ideas by Pinstate Demo | Pinstate',
  );
  expect(
    boardPageTitle({ board: 'Kitchen ideas', owner: 'Pinstate Demo', section: 'Breakfast' }),
  ).toBe('Breakfast in Kitchen ideas by Pinstate Demo | Pinstate');
});

test("search results are called by the query, or 'Search' with none", () => {
  expect(searchPageTitle('kitchen')).toBe('kitchen - Search | Pinstate');
  expect(searchPageTitle('  ')).toBe('Search | Pinstate');
});

test("a profile is called by the person's name, with the tab when not the boards", () => {
  expect(profilePageTitle({ name: 'Pinstate Demo' })).toBe('Pinstate Demo | Pinstate');
  expect(profilePageTitle({ name: 'Pinstate Demo', tab: 'created' })).toBe(
    'Pinstate Demo - Created | Pinstate',
  );
  expect(profilePageTitle({ name: 'Pinstate Demo', tab: 'saved' })).toBe(
    'Pinstate Demo - Saved | Pinstate',
  );
});
