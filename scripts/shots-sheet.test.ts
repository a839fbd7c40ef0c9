// The contact sheet of `npm run shots`: every picture is linked, captions name the route, the
// viewer and the size, a page not meant for a viewer says so, a failure says why, and no script.
import { describe, expect, test } from 'vitest';
import { SHOT_ROUTES, SHOT_SIZES, SHOT_VIEWERS, planShots, shotUrl } from '../e2e/support/screens';
import { contactSheet, escapeHtml, shotCaption, type ShotOutcome } from './shots-sheet';

const shots = planShots();
const sheetOf = (outcomes: ShotOutcome[]) =>
  contactSheet({
    outcomes,
    routes: SHOT_ROUTES,
    viewers: SHOT_VIEWERS,
    sizes: SHOT_SIZES,
    takenAt: '2026-01-01T00:00:00.000Z',
    commit: 'abc1234',
    seconds: 80,
  });

describe('the plan', () => {
  test('every route at every size for each viewer it is for, each file named once', () => {
    const settings = shots.filter((s) => s.route.id === 'settings').map((s) => s.viewer.id);
    expect(new Set(settings)).toEqual(new Set(['signed-in', 'partner']));
    const home = shots.filter((s) => s.route.id === 'home');
    expect(home).toHaveLength(SHOT_VIEWERS.length * SHOT_SIZES.length);
    const files = shots.flatMap((s) => [s.file, ...(s.fullPageFile ? [s.fullPageFile] : [])]);
    expect(new Set(files).size).toBe(files.length);
  });

  test('a full page only on the phone, and never of a feed that grows as it scrolls', () => {
    const full = shots.filter((s) => s.fullPageFile);
    expect(full.length).toBeGreaterThan(0);
    expect(full.every((s) => s.size.id === 'phone' && !s.route.endless)).toBe(true);
  });

  test("the URL keeps the route's query and says the viewer and the device", () => {
    const [phone, desktop] = SHOT_SIZES;
    const [visitor, , partner] = SHOT_VIEWERS;
    expect(shotUrl('/search/pins/?q=kitchen', visitor!, phone!)).toBe(
      '/search/pins/?q=kitchen&viewer=logged-out&device=mobile',
    );
    // A partner is a stored session, not a URL choice.
    expect(shotUrl('/', partner!, desktop!)).toBe('/?device=desktop');
  });
});

describe('the contact sheet', () => {
  test('links every picture and its full page, with a caption naming route, viewer and size', () => {
    const html = sheetOf(shots.map((shot) => ({ shot })));
    for (const shot of shots) {
      expect(html).toContain(`<a href="${shot.file}"><img src="${shot.file}"`);
      if (shot.fullPageFile) expect(html).toContain(`<a href="${shot.fullPageFile}">full page</a>`);
      const caption = escapeHtml(shotCaption(shot));
      expect(caption).toContain(escapeHtml(shot.route.label));
      expect(caption).toContain(escapeHtml(shot.viewer.label));
      expect(caption).toContain(shot.size.label);
      expect(html).toContain(`<figcaption>${caption}`);
      expect(html).toContain(`alt="${caption}"`);
    }
    expect(html).toContain(`${shots.length} pictures`);
    expect(html).not.toMatch(/<script/iu);
  });

  test('a section per route, with a column head per viewer and size', () => {
    const html = sheetOf(shots.map((shot) => ({ shot })));
    for (const route of SHOT_ROUTES) expect(html).toContain(`<section id="${route.id}">`);
    const heads = html.match(/<div class="head">/gu) ?? [];
    expect(heads).toHaveLength(SHOT_ROUTES.length * SHOT_VIEWERS.length * SHOT_SIZES.length);
  });

  test("a picture's notes are listed under its caption", () => {
    const [first, ...rest] = shots;
    const html = sheetOf([
      { shot: first!, notes: ['“Log in” is cut by the right edge.', 'A <b> note'] },
      ...rest.map((shot) => ({ shot })),
    ]);
    expect(html).toContain(
      '<ul class="notes"><li>“Log in” is cut by the right edge.</li><li>A &lt;b&gt; note</li></ul></figcaption>',
    );
    expect(html.match(/<ul class="notes">/gu)).toHaveLength(1);
  });

  test('a page not for a viewer says so; a failed shot says why and links nothing', () => {
    const [failed, ...taken] = shots;
    const html = sheetOf([
      { shot: failed!, error: 'The app was not idle <after> 20000 ms' },
      ...taken.map((shot) => ({ shot })),
    ]);
    expect(html).toContain('Not a page for Logged-out visitor');
    expect(html).toContain('The app was not idle &lt;after&gt; 20000 ms');
    expect(html).not.toContain(`href="${failed!.file}"`);
    expect(html).toContain('1 not taken');
  });
});
