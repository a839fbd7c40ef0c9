// Damaged storage (docs/decisions/087): every key the app keeps in browser storage is read
// through its one parser (domain/stored-keys.ts), and whatever a key holds (random bytes,
// truncated JSON, JSON of any other shape) it reads without an error, and anything that is not
// JSON, or JSON cut short, reads as the fresh start. FC_SEED=<n> replays a run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect, test, vi } from 'vitest';
import { freshValue, readStored, STORED_KEYS, type StoredKey } from '../runtime/stored-keys';
import { assertProperty, isJson } from './property-support';

const KEYS = Object.keys(STORED_KEYS) as StoredKey[];

/** What counts as the start: the local state's data (its `corrupt` flag says it was reset). */
function start(key: StoredKey, value: unknown): unknown {
  if (key === 'pinstate.localState') return (value as { data: unknown }).data;
  return value;
}

/** Stored texts as they were kept, for the truncation to cut. */
const KEPT: Partial<Record<StoredKey, string[]>> = {
  'pinstate.session': ['{"userId":"u1","kindOverride":"partner","device":"mobile","country":"GB"}'],
  'pinstate.signedOutSaves': ['["100001","100002"]'],
  'pinstate.cookies': ['{"analytics":true,"marketing":false,"personalization":true}'],
  'pinstate.businessProfile': ['{"activeProfileId":"u13","headerVisible":true}'],
  'pinstate.profileViewPreferences': ['{"sort":"alphabetical","layout":"compact"}'],
};

const randomBytes = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => String.fromCharCode(...bytes)),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);

test('every key reads random bytes without an error, and as fresh when they are not JSON', async () => {
  for (const key of KEYS) {
    await assertProperty(
      `damaged ${key}`,
      fc.property(randomBytes, (text) => {
        const read = STORED_KEYS[key](text, 0);
        if (!isJson(text) && key !== 'pinstate.theme' && key !== 'pinstate.experiments')
          expect(start(key, read)).toEqual(start(key, freshValue(key)));
      }),
      200,
    );
  }
});

test('every key reads truncated JSON as the fresh start', async () => {
  for (const key of KEYS) {
    const kept = fc.oneof(
      fc.constantFrom(...(KEPT[key] ?? ['{"a":1}'])),
      fc.oneof(fc.object(), fc.array(fc.jsonValue())).map((value) => JSON.stringify(value)),
    );
    await assertProperty(
      `truncated ${key}`,
      fc.property(
        kept.chain((text) => fc.tuple(fc.constant(text), fc.nat({ max: text.length - 1 }))),
        ([text, cut]) => {
          const truncated = text.slice(0, cut);
          expect(start(key, STORED_KEYS[key](truncated, 0))).toEqual(start(key, freshValue(key)));
        },
      ),
      200,
    );
  }
});

test('every key reads JSON of any shape without an error', async () => {
  for (const key of KEYS) {
    await assertProperty(
      `reshaped ${key}`,
      fc.property(fc.jsonValue(), (value) => {
        expect(() => STORED_KEYS[key](JSON.stringify(value), 0)).not.toThrow();
      }),
      200,
    );
  }
});

test('a parser that throws reads as fresh, said once in a warning', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const parse = vi.spyOn(JSON, 'parse').mockImplementation(() => {
    throw new Error('broken');
  });
  try {
    for (const key of KEYS) {
      expect(start(key, readStored(key, '{"a":1}'))).toEqual(start(key, freshValue(key)));
    }
  } finally {
    parse.mockRestore();
    warn.mockRestore();
  }
});

/** Source files of the app (not tests), where a stored key could be named. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

test('every key the app keeps is listed with its parser', () => {
  const named = new Set<string>();
  for (const dir of ['domain', 'runtime', 'machines', 'api', 'ui'])
    for (const file of sources(dir))
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/'(pinstate\.[A-Za-z]+)'/gu))
        named.add(key!);
  expect([...named].sort()).toEqual([...KEYS].sort());
});
