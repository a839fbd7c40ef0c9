// What `npm run shots` notices on a first screen, to put beside its picture (scripts/shots.ts):
// a page wider than the window, controls cut at its edges, floating surfaces (position: fixed)
// that reach past the window or overlap one another, how much of the screen they cover, and a
// modal over the page. Facts are read in the page (e2e/support/page-facts.ts); the sentences are made here, pure.
// Hints for the person looking, never a verdict: nothing fails on a note.

import type { Box, PageFacts } from '../e2e/support/page-facts';

/** At most this many notes a picture, so the sheet stays readable. */
const MOST_NOTES = 8;
/** Overlaps and overhangs smaller than this are a shadow or a rounding, not a problem. */
const SLACK_PX = 2;
/** Controls named when a surface hides more of them. */
const CONTROLS_NAMED = 3;

const quoted = (name: string) => `“${name}”`;

function overlap(a: Box, b: Box): { width: number; height: number } {
  return {
    width: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    height: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  };
}

function overhangs(box: Box, width: number, height: number): string[] {
  const past: string[] = [];
  if (box.right > width + SLACK_PX) past.push(`${box.right - width} px past the right edge`);
  if (box.left < -SLACK_PX) past.push(`${-box.left} px past the left edge`);
  if (box.bottom > height + SLACK_PX) past.push(`${box.bottom - height} px past the bottom`);
  if (box.top < -SLACK_PX) past.push(`${-box.top} px past the top`);
  return past;
}

/** The sentences a picture's caption gets, most telling first, at most MOST_NOTES of them. */
export function notesFrom(facts: PageFacts): string[] {
  const notes: string[] = [];
  const { width, height } = facts;
  if (facts.scrollWidth > width + SLACK_PX) {
    notes.push(
      `The page is ${facts.scrollWidth} px wide on a ${width} px screen: it scrolls sideways${facts.layoutWidth > width + SLACK_PX ? `, and fixed surfaces are placed for ${facts.layoutWidth} px` : ''}.`,
    );
  }
  for (const name of facts.overlays) notes.push(`A modal covers the page: ${quoted(name)}.`);
  const count = facts.floating.length;
  if (count > 0 && facts.covered >= 0.05) {
    notes.push(
      `${count} floating surface${count === 1 ? ' covers' : 's cover'} ${Math.round(facts.covered * 100)} % of the first screen.`,
    );
  }
  for (const { surface, what } of facts.hidden.filter((h) => h.heading)) {
    notes.push(`${quoted(surface)} covers the heading ${quoted(what)}.`);
  }
  const controls = new Map<string, string[]>();
  for (const { surface, what } of facts.hidden.filter((h) => !h.heading)) {
    controls.set(surface, [...(controls.get(surface) ?? []), what]);
  }
  for (const [surface, names] of controls) {
    const shown = [...new Set(names)].slice(0, CONTROLS_NAMED).map(quoted).join(', ');
    notes.push(
      `${quoted(surface)} covers ${names.length === 1 ? 'a control' : `${names.length} controls`} of the page (${shown}${names.length > CONTROLS_NAMED ? ', …' : ''}).`,
    );
  }
  facts.floating.forEach((a, i) => {
    for (const b of facts.floating.slice(i + 1)) {
      const { width: w, height: h } = overlap(a, b);
      if (w > SLACK_PX && h > SLACK_PX) {
        notes.push(`${quoted(a.name)} and ${quoted(b.name)} overlap (${w}×${h} px).`);
      }
    }
  });
  for (const surface of facts.floating) {
    const past = overhangs(surface, width, height);
    if (past.length > 0) notes.push(`${quoted(surface.name)} reaches ${past.join(' and ')}.`);
  }
  for (const control of facts.cut) {
    notes.push(
      `${quoted(control.name)} is cut by the ${control.left < 0 ? 'left' : 'right'} edge.`,
    );
  }
  return notes.length > MOST_NOTES
    ? [...notes.slice(0, MOST_NOTES - 1), `… and ${notes.length - MOST_NOTES + 1} more.`]
    : notes;
}
