import { expect, test } from 'vitest';
import { accountCookieChoice, parseCookieChoice } from './cookies';

test('settings without a surface tag are an account never asked: no choice', () => {
  expect(
    accountCookieChoice({
      id: '1',
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: false,
    }),
  ).toBeNull();
});

test('settings saved from a surface are the choice the account holds', () => {
  expect(
    accountCookieChoice({
      id: '1',
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
      surface_tag: 'home_feed',
    }),
  ).toEqual({ analytics: true, marketing: false, personalization: true });
});

test('a corrupt stored choice reads as no choice', () => {
  expect(parseCookieChoice('{"analytics":true}')).toBeNull();
  expect(parseCookieChoice('not json')).toBeNull();
});
