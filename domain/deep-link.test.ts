import { expect, test } from 'vitest';
import {
  appHandoffHref,
  appUpsellSnoozeLeft,
  isDeepLinkExempt,
  parseAppHandoff,
  parseAppUpsellDismissedAt,
  sensitiveParamsIn,
  storeFor,
  viewerAppPlatform,
  deepLinkAction,
  isOldAndroid,
} from './deep-link';

const android6 = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5) AppleWebKit/537.36 Mobile';
const android13 = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)';

test('the platform is read from the user agent', () => {
  expect(viewerAppPlatform('mobile', iphone)).toBe('ios');
  expect(viewerAppPlatform('mobile', ipad)).toBe('ipad');
  expect(viewerAppPlatform('mobile', android13)).toBe('android');
  expect(viewerAppPlatform('mobile', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
});

test('Android versions below 7 are flagged', () => {
  expect(isOldAndroid(android6)).toBe(true);
  expect(isOldAndroid(android13)).toBe(false);
  expect(isOldAndroid(iphone)).toBe(false);
});

test('logged-in viewers on ios, android or ipad get the open-app modal, others the store', () => {
  expect(deepLinkAction({ loggedIn: true, platform: 'ios' })).toBe('openAppModal');
  expect(deepLinkAction({ loggedIn: true, platform: 'ipad' })).toBe('openAppModal');
  expect(deepLinkAction({ loggedIn: true, platform: 'android', exempt: true })).toBe('appStore');
  expect(deepLinkAction({ loggedIn: false, platform: 'ios' })).toBe('appStore');
  expect(deepLinkAction({ loggedIn: true, platform: 'other' })).toBe('appStore');
});

test('the app upsell re-shows at 14 times its base unit of one day', () => {
  expect(appUpsellSnoozeLeft(null, 5)).toBe(0);
  expect(appUpsellSnoozeLeft(1000, 1000)).toBe(14 * 86_400_000);
  expect(appUpsellSnoozeLeft(1000, 1000 + 14 * 86_400_000)).toBe(0);
  expect(appUpsellSnoozeLeft(5000, 1000)).toBe(0);
  expect(parseAppUpsellDismissedAt('1700')).toBe(1700);
  expect(parseAppUpsellDismissedAt('soon')).toBeNull();
  expect(parseAppUpsellDismissedAt(null)).toBeNull();
});

test('a stored dismissal time not written as a plain number reads as never dismissed', () => {
  expect(parseAppUpsellDismissedAt('1700.5')).toBe(1700.5);
  for (const text of ['\u00a01700', '0x10', '\t', '"1700"', 'Infinity', '-5'])
    expect(parseAppUpsellDismissedAt(text)).toBeNull();
});

test('the platform comes from the device and the user agent', () => {
  expect(viewerAppPlatform('desktop', iphone)).toBe('other');
  expect(viewerAppPlatform('mobile', iphone)).toBe('ios');
  expect(viewerAppPlatform('mobile', android13)).toBe('android');
});

test('account routes are the exempt state', () => {
  expect(isDeepLinkExempt('/login')).toBe(true);
  expect(isDeepLinkExempt('/settings?tab=1')).toBe(true);
  expect(isDeepLinkExempt('/pw/jane')).toBe(true);
  expect(isDeepLinkExempt('/pin/1/')).toBe(false);
  expect(isDeepLinkExempt('/loginx')).toBe(false);
});

test('the store: App Store on ios and ipad, Google Play on android, else the one-link page', () => {
  expect(storeFor('ios')).toBe('appStore');
  expect(storeFor('ipad')).toBe('appStore');
  expect(storeFor('android')).toBe('playStore');
  expect(storeFor('other')).toBe('oneLink');
});

test('the hand-off page address carries the destination, the deep-link path and the address', () => {
  const handoff = {
    to: 'playStore' as const,
    deepLinkPath: '/pin/1/',
    address: 'https://x.example/pin/1/?q=a&b=c',
    oldAndroid: true,
  };
  const href = appHandoffHref(handoff);
  expect(href.startsWith('/get-app/?')).toBe(true);
  expect(parseAppHandoff(href.slice(href.indexOf('?')))).toEqual(handoff);
  expect(parseAppHandoff('?to=elsewhere').to).toBe('oneLink');
});

test('the sensitive parameters present in an address are named', () => {
  expect(sensitiveParamsIn('https://x.example/?q=1&Access_Token=2&next=/me#next=1')).toEqual([
    'access_token',
    'next',
  ]);
  expect(sensitiveParamsIn('https://x.example/')).toEqual([]);
});
