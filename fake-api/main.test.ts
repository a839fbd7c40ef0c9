// `npm run api -- --pins N`: the pin count read from the command, a clear error for a bad one,
// its own data file, and a home feed of 10,000 pins paged to its end by its bookmarks (a visitor
// sees the pins of every board but the secret ones).
import { describe, expect, test } from 'vitest';
import { optionsFromEnv, startApi } from './main';

const pinsArgument = (args: string[]) => optionsFromEnv({}, args).pinCount ?? null;
import { canSeePin } from './decorate';
import { call } from './testing';

describe('npm run api -- --pins N', () => {
  test('reads --pins N and --pins=N', () => {
    expect(pinsArgument(['--pins', '10000'])).toBe(10000);
    expect(pinsArgument(['--pins=250'])).toBe(250);
    expect(pinsArgument([])).toBeNull();
  });

  test('a bad pin count stops the start with a clear message', () => {
    expect(() => pinsArgument(['--pins', 'many'])).toThrow(
      "--pins needs a whole number, got 'many'",
    );
    expect(() => pinsArgument(['--pins', '-5'])).toThrow(
      "--pins must be a whole number of at least 0, got '-5'",
    );
    expect(() => pinsArgument(['--pins', '2.5'])).toThrow("--pins needs a whole number, got '2.5'");
    expect(() => pinsArgument(['--pins'])).toThrow('--pins needs a number of pins');
    expect(() => pinsArgument(['--pins', '5', '--pins', '6'])).toThrow('--pins is given twice');
    expect(() => pinsArgument(['--pin', '5'])).toThrow("unknown argument '--pin'");
    expect(() => optionsFromEnv({ API_PINS: 'lots' })).toThrow(
      "API_PINS needs a whole number, got 'lots'",
    );
  });

  test('--pins wins over API_PINS and keeps its pins in a data file of that size', () => {
    const options = optionsFromEnv({ API_PINS: '300' }, ['--pins', '10000']);
    expect(options.pinCount).toBe(10000);
    expect(options.file).toBe('data/db-10000-pins.json');
    expect(optionsFromEnv({}).file).toBe('data/db.json');
    expect(optionsFromEnv({ DATA_FILE: 'x.json' }, ['--pins', '9']).file).toBe('x.json');
  });

  test('the home feed of 10,000 pins pages through every one a visitor may see', async () => {
    const { server, url } = await startApi({ port: 0, memory: true, pinCount: 10_000 });
    try {
      const ids = new Set<string>();
      let bookmark: string | null | undefined = null;
      let pages = 0;
      do {
        const query = bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : '';
        const reply = await call(url, 'GET', `/v3/feeds/home/?page_size=100${query}`);
        expect(reply.status).toBe(200);
        for (const pin of reply.data as { id: string }[]) ids.add(pin.id);
        bookmark = reply.bookmark;
        pages += 1;
      } while (bookmark && pages < 200);
      expect(bookmark).toBeNull();
      // Pins of secret boards are not a visitor's to see (about one in ten of the generated ones).
      const visible = server.store.all('pins').filter((pin) => canSeePin(server.store, pin, null));
      expect(server.store.all('pins')).toHaveLength(10_000);
      expect(ids.size).toBe(visible.length);
      expect(ids.size).toBeGreaterThan(8_000);
    } finally {
      await server.close();
    }
  }, 60_000);
});
