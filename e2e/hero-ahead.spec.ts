// A visitor's home asks for the hero's pictures as soon as the experiences asked with the feed
// hold a hero, from a chunk the entry fetches at the page's start: not after the late logic, whose
// 60 KB come later on a slow phone (docs/decisions/119).
import { expect, test } from './support/fixtures';

test("the hero's pictures are asked for before the late logic and the band's code have come", async ({
  page,
}) => {
  // The late logic and the band's chunk are held back: their requests never answer.
  await page.route(/\/assets\/(pin-logic|hero-band)-[\w-]+\.js$/, () => undefined);
  const cover = page.waitForRequest(/\/img\/564x\/[^/]+\/564x320\/hero-cover\.png$/);
  await page.goto('/');
  const asked = await cover;
  expect(asked.url()).toContain('hero-cover.png');
});
