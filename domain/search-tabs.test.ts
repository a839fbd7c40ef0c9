import { expect, test } from 'vitest';
import { makePin } from './test-pin';
import {
  boardMatchesSearch,
  keepsPinType,
  matchesEveryWord,
  parseSearchPinType,
  searchEmptyTitle,
  searchTabOfPath,
  searchTabPagePath,
  searchWords,
  userMatchesSearch,
} from './search-tabs';

test('the tab of a search path: /search/{tab}/, else Pins', () => {
  expect(searchTabOfPath('/search/videos/')).toBe('videos');
  expect(searchTabOfPath('/search/boards')).toBe('boards');
  expect(searchTabOfPath('/search/users/')).toBe('users');
  expect(searchTabOfPath('/search/pins/')).toBe('pins');
  expect(searchTabOfPath('/search')).toBe('pins');
});

test('a tab address is /search/{tab}/ with the term in q', () => {
  expect(searchTabPagePath({ tab: 'boards', q: 'kitchen ideas' })).toBe(
    '/search/boards/?q=kitchen+ideas',
  );
});

test('a search matches when every word is in the text, case ignored', () => {
  expect(searchWords('  Kitchen   IDEAS ')).toEqual(['kitchen', 'ideas']);
  expect(matchesEveryWord({ texts: ['Kitchen ideas'], words: searchWords('ideas kit') })).toBe(
    true,
  );
  expect(matchesEveryWord({ texts: ['Kitchen ideas'], words: searchWords('garden') })).toBe(false);
  expect(matchesEveryWord({ texts: ['Kitchen ideas'], words: [] })).toBe(false);
});

test('a board matches by its name', () => {
  expect(boardMatchesSearch({ board: { name: 'Weekend getaways' }, words: ['weekend'] })).toBe(
    true,
  );
  expect(boardMatchesSearch({ board: { name: 'Weekend getaways' }, words: ['kitchen'] })).toBe(
    false,
  );
});

test('a person matches by name or username', () => {
  const user = { fullName: 'Maya Collins', username: 'maya_collects' };
  expect(userMatchesSearch({ user, words: ['collins'] })).toBe(true);
  expect(userMatchesSearch({ user, words: ['collects'] })).toBe(true);
  expect(userMatchesSearch({ user, words: ['maya', 'garden'] })).toBe(false);
});

test('the pin search type is pins when absent, videos when asked, else unknown', () => {
  expect(parseSearchPinType(undefined)).toBe('pins');
  expect(parseSearchPinType('videos')).toBe('videos');
  expect(parseSearchPinType('boards')).toBeNull();
});

test('the videos type keeps only pins with a playable video', () => {
  const video = makePin({
    videos: { videoList: { V_720P: { url: 'https://v/x.mp4', width: 720, height: 1280 } } },
  } as never);
  expect(keepsPinType({ pin: video, type: 'videos' })).toBe(true);
  expect(keepsPinType({ pin: makePin(), type: 'videos' })).toBe(false);
  expect(keepsPinType({ pin: makePin(), type: 'pins' })).toBe(true);
});

test('an empty tab names the tab and the term', () => {
  expect(searchEmptyTitle({ tab: 'boards', q: 'kitchen' })).toBe('No Boards found for “kitchen”');
});
