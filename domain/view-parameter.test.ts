import { expect, test } from 'vitest';
import { makeBoard, makePin, makeUser } from './test-pin';
import { feedbackKind, hideRoute, pinViewParameter } from './view-parameter';

test('pin view parameter: 144 products, 141 article, 145 recipe, 139 other rich metadata, 140 none', () => {
  expect(pinViewParameter(makePin({ richMetadata: { products: [{ productId: 'p' }] } }))).toBe(144);
  expect(
    pinViewParameter(
      makePin({ richMetadata: { products: [{ productId: 'p' }], article: { title: 'a' } } }),
    ),
  ).toBe(144);
  expect(pinViewParameter(makePin({ richMetadata: { article: { title: 'a' } } }))).toBe(141);
  expect(pinViewParameter(makePin({ richMetadata: { recipe: { name: 'Soup' } } }))).toBe(145);
  const other = { movie: { name: 'x' } } as unknown as NonNullable<
    Parameters<typeof makePin>[0]
  >['richMetadata'];
  expect(pinViewParameter(makePin({ richMetadata: other }))).toBe(139);
  expect(pinViewParameter(makePin({ richMetadata: { products: [] } }))).toBe(140);
  expect(pinViewParameter(makePin())).toBe(140);
});

test('feedback kind order: promoted first, then an explicit feedback type', () => {
  const pin = makePin({ isPromoted: true, recommendationReason: { reason: 'pfy', reasonId: 1 } });
  expect(feedbackKind({ pin, feedbackType: 'not_relevant' })).toBe('promoted');
  expect(feedbackKind({ pin: { ...pin, isPromoted: false }, feedbackType: 'not_relevant' })).toBe(
    'explicit',
  );
});

test('feedback kind: topic for a followed interest, pfy or pfyBoard for other reasons', () => {
  const reason = (r: string, board?: { name: string; url: string }) =>
    makePin({ recommendationReason: { reason: r, reasonId: 1, board } });
  expect(feedbackKind({ pin: reason('followed_interest') })).toBe('topic');
  expect(feedbackKind({ pin: reason('pfy') })).toBe('pfy');
  expect(feedbackKind({ pin: reason('pfy_board', { name: 'B', url: '/a/b/' }) })).toBe('pfyBoard');
});

test('feedback kind: followed when the board or pinner is followed', () => {
  expect(feedbackKind({ pin: makePin({ board: makeBoard({ followedByMe: true }) }) })).toBe(
    'followed',
  );
  expect(
    feedbackKind({ pin: makePin({ pinner: makeUser({ explicitlyFollowedByMe: true }) }) }),
  ).toBe('followed');
  expect(
    feedbackKind({
      pin: makePin({ recommendationReason: { reason: 'followed_pinner', reasonId: 5 } }),
    }),
  ).toBe('followed');
});

test('feedback kind: related for view parameters 139, 140, 141, 144, 145, 3173; newsHub for 3082; else default', () => {
  for (const viewParameter of [139, 140, 141, 144, 145, 3173]) {
    expect(feedbackKind({ pin: makePin(), viewParameter })).toBe('related');
  }
  expect(feedbackKind({ pin: makePin(), viewParameter: 3082 })).toBe('newsHub');
  expect(feedbackKind({ pin: makePin(), viewParameter: 1 })).toBe('default');
  expect(feedbackKind({ pin: makePin() })).toBe('default');
});

test('hide is routed by context: news hub, pin-to-pin, search, otherwise pin feedback', () => {
  expect(hideRoute('NewsPage')).toBe('news_hub');
  expect(hideRoute('RelatedPinGrid')).toBe('p2p');
  expect(hideRoute('SearchItem')).toBe('search');
  expect(hideRoute('AuthHomefeed')).toBe('feedback');
});

test("a pin hidden from the search page's shopping tool is a search hide", () => {
  expect(hideRoute('ShoppingTool')).toBe('search');
  expect(hideRoute(undefined)).toBe('feedback');
});
