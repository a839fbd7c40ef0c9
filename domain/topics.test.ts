import { expect, test } from 'vitest';
import { followedFirst, topicPath } from './topics';

test("a topic's page is /ideas/{url_name}/{id}/ (spec 3 section 2)", () => {
  expect(topicPath({ id: 'i1', urlName: 'home-decor' })).toBe('/ideas/home-decor/i1/');
  expect(topicPath({ id: 'i 2', urlName: 'a/b' })).toBe('/ideas/a%2Fb/i%202/');
});

test('followed topics come first, each group in its order', () => {
  const list = [
    { id: 'a', followedByMe: false },
    { id: 'b', followedByMe: true },
    { id: 'c' },
    { id: 'd', followedByMe: true },
  ];
  expect(followedFirst(list).map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
});
