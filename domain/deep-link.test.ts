import { expect, test } from 'vitest';
import {
  androidVersion,
  appPlatform,
  deepLinkAction,
  isOldAndroid,
  upsellCountryNumber,
} from './deep-link';

const android6 = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5) AppleWebKit/537.36 Mobile';
const android13 = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)';

test('the platform is read from the user agent', () => {
  expect(appPlatform(iphone)).toBe('ios');
  expect(appPlatform(ipad)).toBe('ipad');
  expect(appPlatform(android13)).toBe('android');
  expect(appPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
});

test('Android versions below 7 are flagged', () => {
  expect(androidVersion(android6)).toBe(6);
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

test('the upsell country table maps countries to 6, 8, 20 and 22', () => {
  expect(upsellCountryNumber('US')).toBe(6);
  expect(upsellCountryNumber('pl')).toBe(6);
  expect(upsellCountryNumber('JP')).toBe(8);
  expect(upsellCountryNumber('UZ')).toBe(20);
  expect(upsellCountryNumber('UA')).toBe(22);
  expect(upsellCountryNumber('FR')).toBe(6);
});
