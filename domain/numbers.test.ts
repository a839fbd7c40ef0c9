import { expect, test } from 'vitest';
import {
  daysBucket,
  favoriteCountLabel,
  likeCount,
  shortenNumber,
  socialProof,
  statDisplay,
} from './numbers';

/** A count as the drawer's social proof shows it: one decimal. */
const drawerNumber = (value: number) =>
  socialProof({ saves: value, likes: 0, shares: 0 })[0]?.value;

test('numbers up to 999 are shown whole', () => {
  expect(shortenNumber({ value: 0 })).toBe('0');
  expect(shortenNumber({ value: 999 })).toBe('999');
});

test('number shortening above 999 uses k, M, B', () => {
  expect(shortenNumber({ value: 1000 })).toBe('1k');
  expect(shortenNumber({ value: 1500 })).toBe('1.5k');
  expect(shortenNumber({ value: 2_340_000 })).toBe('2.34M');
  expect(shortenNumber({ value: 7_000_000_000 })).toBe('7B');
});

test('number shortening uses 2 fraction digits by default, rounded half up', () => {
  expect(shortenNumber({ value: 1234 })).toBe('1.23k');
  expect(shortenNumber({ value: 1239 })).toBe('1.24k');
  expect(shortenNumber({ value: 1_005 })).toBe('1.01k');
  expect(shortenNumber({ value: 1_234_567 })).toBe('1.23M');
  expect(shortenNumber({ value: 1_234_567, locale: 'zh' })).toBe('123.46万');
  expect(shortenNumber({ value: 1_150 })).toBe('1.15k');
});

test('a number that rounds up to a whole next unit is shown in that unit', () => {
  expect(shortenNumber({ value: 999_994 })).toBe('999.99k');
  expect(shortenNumber({ value: 999_995 })).toBe('1M');
  expect(shortenNumber({ value: 999_999 })).toBe('1M');
  expect(shortenNumber({ value: 99_999_999, locale: 'zh' })).toBe('1億');
  expect(drawerNumber(999_960)).toBe('1M');
});

test('the drawer shows one decimal', () => {
  expect(drawerNumber(1234)).toBe('1.2k');
  expect(drawerNumber(12_949)).toBe('12.9k');
  expect(drawerNumber(12_999)).toBe('13k');
});

test('zh, ja and ko shorten with 万 and 億', () => {
  for (const locale of ['ja', 'zh-CN', 'ko_KR'])
    expect(shortenNumber({ value: 12_345, locale })).toBe('1.23万');
  expect(shortenNumber({ value: 12_345, locale: 'en-US' })).toBe('12.35k');
  expect(shortenNumber({ value: 12_345, locale: 'ja' })).toBe('1.23万');
  expect(shortenNumber({ value: 250_000_000, locale: 'zh' })).toBe('2.5億');
  expect(shortenNumber({ value: 5000, locale: 'ko' })).toBe('5000');
});

test('a trailing + is shown past an upper limit', () => {
  expect(shortenNumber({ value: 120_000, upperLimit: 100_000 })).toBe('100k+');
  expect(shortenNumber({ value: 100_000, upperLimit: 100_000 })).toBe('100k');
  expect(shortenNumber({ value: 150, upperLimit: 99 })).toBe('99+');
});

test('favorite count above 9 shows 9+', () => {
  expect(favoriteCountLabel(10)).toBe('9+');
  expect(favoriteCountLabel(12_000)).toBe('9+');
});

test('favorite count under 10 shows the number', () => {
  expect(favoriteCountLabel(1)).toBe('1');
  expect(favoriteCountLabel(9)).toBe('9');
});

test('favorite count is hidden when missing or 0', () => {
  expect(favoriteCountLabel(undefined)).toBe(null);
  expect(favoriteCountLabel(null)).toBe(null);
  expect(favoriteCountLabel(0)).toBe(null);
  expect(favoriteCountLabel(-1)).toBe(null);
});

test('a missing stat shows a dash with the tooltip', () => {
  expect(statDisplay({ value: undefined })).toEqual({
    text: '—',
    tooltip: 'This stat is not available yet',
    missing: true,
  });
  expect(statDisplay({ value: null }).missing).toBe(true);
});

test('a stat of 0 shows as a value', () => {
  expect(statDisplay({ value: 0 })).toEqual({ text: '0', tooltip: null, missing: false });
  expect(statDisplay({ value: 4321 }).text).toBe('4.32k');
});

test('days since the last revisit are bucketed by 7 up to 84+', () => {
  expect(daysBucket(0)).toBe('0-6');
  expect(daysBucket(7)).toBe('7-13');
  expect(daysBucket(83)).toBe('77-83');
  expect(daysBucket(84)).toBe('84+');
});

test('social-proof labels are singular when the count is 1', () => {
  const labels = (saves: number, likes: number, shares: number) =>
    socialProof({ saves, likes, shares }).map((item) => item.label);
  expect(labels(1, 1, 1)).toEqual(['Save', 'Like', 'Share']);
  expect(labels(0, 2, 1500)).toEqual(['Saves', 'Likes', 'Shares']);
});

test('reaction type 1 counts as a like', () => {
  expect(
    likeCount([
      { reactionType: 1, reactionCount: 4 },
      { reactionType: 7, reactionCount: 9 },
    ]),
  ).toBe(4);
  expect(likeCount(undefined)).toBe(0);
});

test('social proof shows only if saves or likes are above 0', () => {
  expect(socialProof({ saves: 0, likes: 0, shares: 12 })).toEqual([]);
  const items = socialProof({ saves: 1, likes: 0, shares: 2345 });
  expect(items.map((i) => `${i.value} ${i.label}`)).toEqual(['1 Save', '0 Likes', '2.3k Shares']);
});

test('social proof shows only for the feed variant', () => {
  expect(socialProof({ saves: 5, likes: 5, shares: 5, variant: 'other' })).toEqual([]);
});
