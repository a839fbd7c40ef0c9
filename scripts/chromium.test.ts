// Which Chromium the browser stages drive (scripts/chromium.ts), over made-up disks: no browser is
// launched or looked for on this machine.
import { expect, test } from 'vitest';
import {
  chromiumPath,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  findChromium,
  findTestChromium,
} from './chromium';

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

test("the end-to-end tests take Debian's headless shell first, and the bench the full browser", () => {
  const both = disk(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM, OWN);
  expect(findTestChromium({}, both, () => OWN)).toEqual({
    path: DEBIAN_HEADLESS_SHELL,
    from: 'Debian',
  });
  expect(findChromium({}, both, () => OWN).path).toBe(DEBIAN_CHROMIUM);
});

test('the end-to-end tests without the headless shell take what the bench takes', () => {
  expect(findTestChromium({}, disk(DEBIAN_CHROMIUM), () => OWN).path).toBe(DEBIAN_CHROMIUM);
  expect(findTestChromium({}, disk(OWN), () => OWN).path).toBe(OWN);
});

test('CHROMIUM_PATH outranks the headless shell for the end-to-end tests too', () => {
  expect(
    findTestChromium(
      { CHROMIUM_PATH: '/opt/chrome' },
      disk('/opt/chrome', DEBIAN_HEADLESS_SHELL),
      () => OWN,
    ).path,
  ).toBe('/opt/chrome');
});
