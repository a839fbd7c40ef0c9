import { expect, test } from 'vitest';
import { attributionDestinations } from './attribution-destinations';
import {
  blockedHost,
  displayDomain,
  hostOf,
  isEmptyOrHashLink,
  isExternalUrl,
  linkAttributes,
  visitUrl,
} from './url';
import { stripSensitiveParams } from './sensitive-params';

const appHost = 'localhost:5173';

test('a leading www. is removed from the displayed domain', () => {
  expect(displayDomain({ domain: 'www.example.com' })).toBe('example.com');
  expect(displayDomain({ domain: 'wwwexample.com' })).toBe('wwwexample.com');
  expect(displayDomain({ domain: 'www.kitchen.example.com' })).toBe('kitchen.example.com');
});

test('source domain is truncated to 27 characters', () => {
  const shown = displayDomain({ domain: 'www.averyveryverylongdomainname-recipes.example.com' });
  expect(shown).toBe('averyveryverylongdomainname…');
  expect(displayDomain({ domain: undefined })).toBe('');
});

test('source domain is truncated to 12 characters in the action bar', () => {
  expect(displayDomain({ domain: 'www.gardenista.example', place: 'actionBar' })).toBe(
    'gardenista.e…',
  );
  expect(displayDomain({ domain: 'etsy.com', place: 'actionBar' })).toBe('etsy.com');
});

test('host is read from absolute and protocol-relative urls', () => {
  expect(hostOf('https://Shop.Example.com:8080/a?b#c')).toBe('shop.example.com');
  expect(hostOf('//cdn.example.com/x')).toBe('cdn.example.com');
  expect(hostOf('/pin/1/')).toBe(null);
});

test('a url counts as external only if it starts with http or https and fails the internal check', () => {
  expect(isExternalUrl({ url: 'https://example.com/recipe', appHost })).toBe(true);
  expect(isExternalUrl({ url: 'http://example.com', appHost })).toBe(true);
  expect(isExternalUrl({ url: 'HTTPS://EXAMPLE.COM', appHost })).toBe(true);
  expect(isExternalUrl({ url: 'http://localhost:5173/pin/1/', appHost })).toBe(false);
  expect(isExternalUrl({ url: '/pin/1/', appHost })).toBe(false);
  expect(isExternalUrl({ url: 'ftp://example.com', appHost })).toBe(false);
  expect(isExternalUrl({ url: '//example.com', appHost })).toBe(false);
  expect(isExternalUrl({ url: undefined, appHost })).toBe(false);
});

test('relative urls and same-host urls pass the internal check', () => {
  expect(isExternalUrl({ url: '/search/pins/?q=tea', appHost })).toBe(false);
  expect(isExternalUrl({ url: 'https://www.pinstate.test/', appHost: 'pinstate.test' })).toBe(
    false,
  );
  expect(isExternalUrl({ url: 'https://pinstate.test/', appHost: 'www.pinstate.test' })).toBe(
    false,
  );
});

test('attribution destination origins are forced to https', () => {
  expect(attributionDestinations(['http://shop.example.com/p/1?x=2'])).toEqual([
    'https://shop.example.com',
  ]);
  expect(attributionDestinations(['http://shop.example.com:8443/p'])).toEqual([
    'https://shop.example.com:8443',
  ]);
  expect(attributionDestinations(['/relative'])).toEqual([]);
  expect(
    attributionDestinations(['http://a.example/x', 'https://a.example/y', 'nonsense']),
  ).toEqual(['https://a.example']);
});

test('empty or hash-only links cancel navigation', () => {
  expect(isEmptyOrHashLink('')).toBe(true);
  expect(isEmptyOrHashLink('   ')).toBe(true);
  expect(isEmptyOrHashLink(undefined)).toBe(true);
  expect(isEmptyOrHashLink('#')).toBe(true);
  expect(isEmptyOrHashLink('#section')).toBe(true);
  expect(isEmptyOrHashLink('https://example.com/#x')).toBe(false);
});

test('http links open in a new tab without referrer and external links are nofollow', () => {
  expect(linkAttributes({ url: 'https://example.com', appHost })).toEqual({
    target: '_blank',
    rel: 'noopener noreferrer nofollow',
  });
  expect(linkAttributes({ url: 'http://localhost:5173/me/', appHost })).toEqual({
    target: '_blank',
    rel: 'noopener noreferrer',
  });
  expect(linkAttributes({ url: '/me/', appHost })).toEqual({});
});

test('the blocked-link modal shows the host only', () => {
  expect(blockedHost('https://spam.example.net/win?prize=1')).toBe('spam.example.net');
});

test("'Visit site' shows only when a visit url exists", () => {
  expect(visitUrl({ link: 'https://example.com/a' })).toBe('https://example.com/a');
  expect(visitUrl({ link: 'https://example.com/a', trackedLink: 'https://t.example/a' })).toBe(
    'https://t.example/a',
  );
  expect(visitUrl({ link: '' })).toBe(null);
  expect(visitUrl({ link: '#' })).toBe(null);
});

test('sensitive query parameters are stripped from the address sent to the app store', () => {
  expect(
    stripSensitiveParams('https://app.example/pin/1/?access_token=x&q=tea&password=p&next=/me#h'),
  ).toBe('https://app.example/pin/1/?q=tea#h');
  expect(stripSensitiveParams('https://app.example/?confirmation=1')).toBe('https://app.example/');
  expect(stripSensitiveParams('https://app.example/pin/1/')).toBe('https://app.example/pin/1/');
});
