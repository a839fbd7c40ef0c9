// Which Chromium the browser stages drive (scripts/chromium.ts), over made-up disks: no browser is
// launched or looked for on this machine.
import { expect, test } from 'vitest';
import { chromiumPath, DEBIAN_CHROMIUM, findChromium } from './chromium';

const OWN = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const disk =
  (...files: string[]) =>
  (path: string) =>
    files.includes(path);

test('CHROMIUM_PATH is taken first, when it exists', () => {
  expect(
    findChromium(
      { CHROMIUM_PATH: '/opt/chrome' },
      disk('/opt/chrome', DEBIAN_CHROMIUM, OWN),
      () => OWN,
    ),
  ).toEqual({ path: '/opt/chrome', from: 'CHROMIUM_PATH' });
});

test('a CHROMIUM_PATH that names nothing is a problem, not a reason to take another browser', () => {
  const lookup = findChromium({ CHROMIUM_PATH: '/nonexistent' }, disk(DEBIAN_CHROMIUM), () => OWN);
  expect(lookup.path).toBeUndefined();
  expect(() => chromiumPath(lookup)).toThrow(/CHROMIUM_PATH=\/nonexistent does not exist/);
});

test("without CHROMIUM_PATH, Debian's /usr/bin/chromium", () => {
  expect(findChromium({}, disk(DEBIAN_CHROMIUM, OWN), () => OWN)).toEqual({
    path: DEBIAN_CHROMIUM,
    from: 'Debian',
  });
});

test("without Debian's, Playwright's own when it is installed", () => {
  expect(findChromium({}, disk(OWN), () => OWN)).toEqual({ path: OWN, from: 'Playwright' });
});

test('with none, a sentence on how to get one', () => {
  const lookup = findChromium({}, disk(), () => OWN);
  expect(lookup.path).toBeUndefined();
  expect(() => chromiumPath(lookup)).toThrow(
    /No Chromium found: set CHROMIUM_PATH .*apt-get install chromium.*npx playwright install chromium/,
  );
});
