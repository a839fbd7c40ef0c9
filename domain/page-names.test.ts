import { expect, test } from 'vitest';
import {
  boardPageTitle,
  pinPageTitle,
  profilePageTitle,
  searchPageTitle,
  visualSearchPageTitle,
} from './page-names';

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

test('a search tab other than Pins is named by its label between the term and Search', () => {
  expect(searchPageTitle('kitchen', 'Boards')).toBe('kitchen - Boards - Search | Pinstate');
  expect(searchPageTitle('kitchen', null)).toBe('kitchen - Search | Pinstate');
});

test('a visual search is named by its page, then the pin', () => {
  expect(visualSearchPageTitle({ title: 'Cozy nook', products: false })).toBe(
    'Visual search - Cozy nook | Pinstate',
  );
  expect(visualSearchPageTitle({ title: '', products: true })).toBe(
    'Shop similar products - Pin | Pinstate',
  );
});
