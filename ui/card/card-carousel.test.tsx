// @vitest-environment jsdom
// A grid card's carousel asks for the pictures an arrow press would show next while its arrows
// show, so the press draws the slide's picture rather than its colour.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { generateDb } from '../../fixtures/generate';
import { KNOWN } from '../../fixtures/known';
import type { CarouselData } from '../../domain/types';
// The per-pin logic the app loads after its first paint.
await import('../../runtime/system').then((system) => system.loadPinLogic());
import { releasePinActors } from '../../runtime/system';
import { CardCarouselControls } from './card-carousel';

const db = generateDb();
const id = KNOWN.pins.carousel;
const carousel: CarouselData = (() => {
  const data = db.pins.find((p) => p.id === id)?.carouselData;
  if (!data) throw new Error(`fixture pin ${id} has no carousel`);
  return data;
})();
const cardPicture = (at: number) => carousel.slots[at]?.images['236x']?.url;

/** The addresses given to pictures made in script (`new Image()`), in order. */
function picturesAsked(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        asked.push(url);
      }
    },
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  releasePinActors(id);
});

test('a card whose carousel arrows show asks for the next slide picture ahead', () => {
  expect(carousel.slots.length).toBeGreaterThan(2);
  const asked = picturesAsked();
  render(<CardCarouselControls pinId={id} carousel={carousel} arrows />);
  // At the first slide there is no previous one; the next is asked for once.
  expect(carousel.index).toBe(0);
  expect(asked).toEqual([cardPicture(1)]);
});

test('after a press the card asks for the slides either side of the new one', () => {
  const asked = picturesAsked();
  render(<CardCarouselControls pinId={id} carousel={carousel} arrows />);
  act(() => screen.getByRole('button', { name: 'View Next' }).click());
  // The first slide is the card's own picture, already drawn: not asked again.
  expect(asked).toEqual([cardPicture(1), cardPicture(2)]);
});

test('a card without its arrows (touch, not hovered) asks for no picture ahead', () => {
  const asked = picturesAsked();
  render(<CardCarouselControls pinId={id} carousel={carousel} arrows={false} />);
  expect(asked).toEqual([]);
});
