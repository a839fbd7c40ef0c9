// What `npm run shots` notes beside a picture, from the facts read in the page: the sentences
// name the surface and what it does, and say nothing about a tidy page.
import { describe, expect, test } from 'vitest';
import type { PageFacts } from '../e2e/support/page-facts';
import { notesFrom } from './shots-notes';

const tidy: PageFacts = {
  width: 390,
  height: 844,
  layoutWidth: 390,
  scrollWidth: 390,
  floating: [],
  overlays: [],
  cut: [],
  hidden: [],
  covered: 0,
};

describe('notes beside a picture', () => {
  test('a tidy page has none', () => {
    expect(notesFrom(tidy)).toEqual([]);
  });

  test('a page too wide for the phone, and the control its edge cuts', () => {
    const notes = notesFrom({
      ...tidy,
      layoutWidth: 472,
      scrollWidth: 472,
      cut: [{ name: 'Log in', left: 335, top: 12, right: 415, bottom: 52 }],
    });
    expect(notes).toEqual([
      'The page is 472 px wide on a 390 px screen: it scrolls sideways, and fixed surfaces are placed for 472 px.',
      '“Log in” is cut by the right edge.',
    ]);
  });

  test('floating surfaces: the share they cover, what they hide, overlaps and overhangs', () => {
    const notes = notesFrom({
      ...tidy,
      floating: [
        { name: 'See ideas near you', left: 62, top: 550, right: 410, bottom: 802, toast: false },
        {
          name: 'Cookie consent banner',
          left: 0,
          top: 801,
          right: 390,
          bottom: 1020,
          toast: false,
        },
      ],
      hidden: [
        { surface: 'See ideas near you', what: 'Open shelving', heading: true },
        { surface: 'Cookie consent banner', what: 'Save', heading: false },
        { surface: 'Cookie consent banner', what: 'Ana Creates', heading: false },
      ],
      covered: 0.42,
    });
    expect(notes).toEqual([
      '2 floating surfaces cover 42 % of the first screen.',
      '“See ideas near you” covers the heading “Open shelving”.',
      '“Cookie consent banner” covers 2 controls of the page (“Save”, “Ana Creates”).',
      '“See ideas near you” reaches 20 px past the right edge.',
      '“Cookie consent banner” reaches 176 px past the bottom.',
    ]);
  });

  test('two surfaces that touch by a shadow do not overlap; ones that cross do', () => {
    const a = { name: 'A', left: 0, top: 0, right: 100, bottom: 100, toast: false };
    expect(
      notesFrom({ ...tidy, floating: [a, { ...a, name: 'B', top: 99, bottom: 200 }] }),
    ).toEqual([]);
    expect(
      notesFrom({ ...tidy, floating: [a, { ...a, name: 'B', top: 50, bottom: 200 }] }),
    ).toEqual(['“A” and “B” overlap (100×50 px).']);
  });

  test('a modal is said once; a long list ends with how many more', () => {
    expect(notesFrom({ ...tidy, overlays: ['Finish setting up your profile'] })).toEqual([
      'A modal covers the page: “Finish setting up your profile”.',
    ]);
    const many = notesFrom({
      ...tidy,
      cut: Array.from({ length: 12 }, (_, i) => ({
        name: `Tab ${i}`,
        left: 400,
        top: 0,
        right: 480,
        bottom: 40,
      })),
    });
    expect(many).toHaveLength(8);
    expect(many.at(-1)).toBe('… and 5 more.');
  });
});
