// @vitest-environment jsdom
// A grid card's carousel preloads the pictures an arrow press would show next while its arrows
// show, so the press draws the slide's picture rather than its colour.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
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

/**
 * The pictures preloaded in the document's head, in order. React puts each address there once a
 * document, so the tests below run in order and each looks for what it adds.
 */
const picturesAsked = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  cleanup();
  releasePinActors(id);
});

test('a card without its arrows (touch, not hovered) preloads no picture', () => {
  render(<CardCarouselControls pinId={id} carousel={carousel} arrows={false} />);
  expect(picturesAsked()).toEqual([]);
});

test('a card whose carousel arrows show preloads the next slide picture', () => {
  expect(carousel.slots.length).toBeGreaterThan(2);
  render(<CardCarouselControls pinId={id} carousel={carousel} arrows />);
  // At the first slide there is no previous one, and the card's own picture is drawn already.
  expect(carousel.index).toBe(0);
  expect(picturesAsked()).toEqual([cardPicture(1)]);
});

test('after a press the card preloads the slide after the new one', () => {
  render(<CardCarouselControls pinId={id} carousel={carousel} arrows />);
  act(() => screen.getByRole('button', { name: 'View Next' }).click());
  expect(picturesAsked()).toEqual([cardPicture(1), cardPicture(2)]);
  expect(picturesAsked()).not.toContain(cardPicture(0));
});
