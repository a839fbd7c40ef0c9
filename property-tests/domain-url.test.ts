// Properties of the link rules (spec 1 sections 4 and 5, spec 2 section 5).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { attributionDestinations } from '../domain/attribution-destinations';
import { textLength } from '../domain/text';
import { displayDomain, isEmptyOrHashLink, isExternalUrl, linkAttributes } from '../domain/url';

const appHost = 'pinstate.test';
const label = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split('')),
  minLength: 1,
  maxLength: 20,
});
const host = fc
  .array(label, { minLength: 1, maxLength: 4 })
  .map((parts) => `${parts.join('.')}.example`);
const path = fc.webPath();

test('the displayed domain keeps at most 27 of its characters, 12 in the action bar', () => {
  // Of the domain itself, not counting the ellipsis that marks a cut (decision 094).
  const kept = (shown: string) => textLength(shown.endsWith('…') ? shown.slice(0, -1) : shown);
  fc.assert(
    fc.property(fc.oneof(host, fc.string()), fc.boolean(), (domain, www) => {
      const d = `${www ? 'www.' : ''}${domain}`;
      expect(kept(displayDomain({ domain: d }))).toBeLessThanOrEqual(27);
      expect(kept(displayDomain({ domain: d, place: 'actionBar' }))).toBeLessThanOrEqual(12);
    }),
  );
});

test('a leading www. never shows on a generated host', () => {
  fc.assert(
    fc.property(host, (h) => {
      expect(displayDomain({ domain: `www.${h}` }).startsWith('www.')).toBe(false);
    }),
  );
});

test('relative urls are never external; other hosts over http(s) always are', () => {
  fc.assert(
    fc.property(host, path, fc.constantFrom('http', 'https', 'HTTPS'), (h, p, scheme) => {
      expect(isExternalUrl({ url: p || '/', appHost })).toBe(false);
      expect(isExternalUrl({ url: `${scheme}://${h}${p}`, appHost })).toBe(true);
      expect(isExternalUrl({ url: `${scheme}://${appHost}${p}`, appHost })).toBe(false);
    }),
  );
});

test('nofollow marks exactly the external links, and every http(s) link opens in a new tab', () => {
  fc.assert(
    fc.property(fc.oneof(host, fc.constant(appHost)), path, (h, p) => {
      const url = `https://${h}${p}`;
      const attrs = linkAttributes({ url, appHost });
      expect(attrs.target).toBe('_blank');
      expect(attrs.rel?.includes('noreferrer')).toBe(true);
      expect(attrs.rel?.includes('nofollow')).toBe(isExternalUrl({ url, appHost }));
    }),
  );
});

test('attribution origins are always https', () => {
  fc.assert(
    fc.property(host, path, fc.constantFrom('http', 'https'), (h, p, scheme) => {
      expect(attributionDestinations([`${scheme}://${h}${p}`])).toEqual([`https://${h}`]);
    }),
  );
});

test('hash-only links are always cancelled', () => {
  fc.assert(
    fc.property(fc.string(), (fragment) => {
      expect(isEmptyOrHashLink(`#${fragment}`)).toBe(true);
    }),
  );
});
