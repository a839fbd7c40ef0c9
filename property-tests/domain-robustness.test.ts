// The domain rules are total: server data of any shape never makes them throw (spec 1 section 8:
// a render error in a card shows nothing, so the rules must not be the cause).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { heroMessageParts } from '../domain/guidance';
import { validateExperience } from '../domain/experiences';
import { parseProfileRoute, pageKind } from '../domain/page-kind';
import { pinIdFromPath } from '../domain/pin-path';
import { visibleRating } from '../domain/rating';
import { relativeTime } from '../domain/relative-time';
import { displayDomain, hostOf, isExternalUrl } from '../domain/url';
import { stripSensitiveParams } from '../domain/sensitive-params';

test('experience validation accepts display data of any shape', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 30 }),
      fc.dictionary(fc.string({ maxLength: 20 }), fc.anything()),
      fc.constantFrom('desktop' as const, 'mobile' as const),
      (type, display_data, device) => {
        const experience = { type, display_data, experience_id: 1, placement_id: 11 };
        expect(typeof validateExperience({ experience, device, anchors: [] }).ok).toBe('boolean');
      },
    ),
  );
});

test('hero messages of any text keep every character that is not a used placeholder', () => {
  fc.assert(
    fc.property(fc.string(), (message) => {
      const parts = heroMessageParts({ message });
      expect(parts.map((p) => p.text).join('')).toBe(message);
    }),
  );
});

test('path and url rules accept any text', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      expect(() => pinIdFromPath(text)).not.toThrow();
      expect(() => parseProfileRoute(text)).not.toThrow();
      expect(() => pageKind(text)).not.toThrow();
      expect(() => hostOf(text)).not.toThrow();
      expect(() => displayDomain({ domain: text })).not.toThrow();
      expect(() => isExternalUrl({ url: text, appHost: 'pinstate.test' })).not.toThrow();
      expect(() => stripSensitiveParams(text)).not.toThrow();
    }),
  );
});

test('rating and time rules accept any value', () => {
  fc.assert(
    fc.property(fc.anything(), fc.anything(), (ratingValue, ratingCount) => {
      const rating = { ratingValue, ratingCount } as Parameters<typeof visibleRating>[0];
      expect(() => visibleRating(rating)).not.toThrow();
    }),
  );
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.double(), fc.date({ noInvalidDate: false })), (time) => {
      expect(typeof relativeTime({ time, now: 0 })).toBe('string');
    }),
  );
});
