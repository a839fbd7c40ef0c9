// @vitest-environment jsdom
// The closeup carousel (spec 1 section 4 "Carousel", spec 3 section 4 "Carousel navigation on
// pins", section 8 labels), plain and in StrictMode.
import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { generateDb } from '../../fixtures/generate';
import { KNOWN } from '../../fixtures/known';
import type { LogView } from '../../domain/log-view';
import type { CarouselData } from '../../domain/types';
// The app loads the per-pin logic right after its first paint; these tests render after it.
// The per-pin logic the app loads after its first paint.
await import('../../runtime/system').then((system) => system.loadPinLogic());
import { onAnalytics, releasePinActors } from '../../runtime/system';
import { PinCarousel } from './pin-carousel';

const db = generateDb();
function carouselOf(id: string): CarouselData {
  const data = db.pins.find((p) => p.id === id)?.carouselData;
  if (!data) throw new Error(`fixture pin ${id} has no carousel`);
  return data;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // The carousel is the root's per-pin actor: let it go so the next test starts afresh.
  releasePinActors(KNOWN.pins.carousel);
  releasePinActors(KNOWN.pins.carouselTwo);
});

const CLOSEUP_VIEW: LogView = { viewType: 'closeup', viewParameter: 140, component: 'closeup' };

function show(strict: boolean, id: string = KNOWN.pins.carousel) {
  const carousel = carouselOf(id);
  const node = <PinCarousel pinId={id} carousel={carousel} alt="Pin image" view={CLOSEUP_VIEW} />;
  render(strict ? <StrictMode>{node}</StrictMode> : node);
  return carousel;
}

function currentDot(): string | null {
  const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
  const current = dots.find((dot) => dot.getAttribute('aria-current') === 'true');
  return current?.getAttribute('aria-label') ?? null;
}

function slideShown(): string | null {
  const slides = screen.getAllByRole('group', { hidden: true });
  return slides.find((s) => !s.hasAttribute('aria-hidden'))?.getAttribute('aria-label') ?? null;
}

for (const strict of [false, true]) {
  const mode = strict ? ' (StrictMode)' : '';

  test(`previous is disabled at index 0 and next moves one slot${mode}`, async () => {
    const user = userEvent.setup();
    show(strict);
    const previous = screen.getByRole('button', { name: 'View Previous' });
    const next = screen.getByRole('button', { name: 'View Next' });
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
    await user.click(next);
    expect(slideShown()).toBe('2 of 5');
    expect(currentDot()).toBe('Go to slide 2 of 5');
    expect(previous).toHaveProperty('disabled', false);
    await user.click(previous);
    expect(slideShown()).toBe('1 of 5');
  });

  test(`next is disabled at the last slot${mode}`, async () => {
    const user = userEvent.setup();
    show(strict);
    const next = screen.getByRole('button', { name: 'View Next' });
    for (let i = 0; i < 4; i += 1) await user.click(next);
    expect(slideShown()).toBe('5 of 5');
    expect(next).toHaveProperty('disabled', true);
  });

  test(`dots jump to a slot${mode}`, async () => {
    const user = userEvent.setup();
    show(strict);
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Go to slide 4 of 5' }));
    expect(slideShown()).toBe('4 of 5');
    expect(currentDot()).toBe('Go to slide 4 of 5');
  });

  test(`after a change the slot's title and details show for 4000 ms${mode}`, () => {
    vi.useFakeTimers();
    const carousel = show(strict);
    const second = carousel.slots[1]!;
    expect(screen.queryByText(second.title)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Next' }));
    expect(screen.getByText(second.title)).toBeTruthy();
    expect(screen.getByText(second.details)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.getByText(second.title)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(second.title)).toBeNull();
  });
}

test('a quick horizontal swipe left moves to the next slot and is logged', () => {
  const logged: unknown[] = [];
  const stop = onAnalytics((e) => logged.push(e));
  const carousel = show(false);
  const viewport = screen.getByRole('group', { name: '1 of 5' }).parentElement!.parentElement!;
  fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 300, clientY: 100 });
  fireEvent.pointerUp(viewport, { pointerId: 1, button: 0, clientX: 180, clientY: 110 });
  stop();
  expect(slideShown()).toBe('2 of 5');
  const swipe = {
    carouselSlotId: carousel.slots[0]!.slotId,
    carouselDataId: carousel.entityId,
    slotIndex: 0,
    targetIndex: 1,
  };
  expect(logged).toContainEqual({
    type: 'analytics',
    source: `pin.${KNOWN.pins.carousel}.carousel`,
    event: {
      type: 'carousel.swiped',
      ...swipe,
      viewType: 'closeup',
      viewParameter: 140,
      component: 'closeup',
      element: 'carousel',
      objectId: KNOWN.pins.carousel,
      auxData: swipe,
    },
  });
});

test('movement within 10 px is a tap, not a swipe', () => {
  show(false);
  const viewport = screen.getByRole('group', { name: '1 of 5' }).parentElement!.parentElement!;
  fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 300, clientY: 100 });
  fireEvent.pointerUp(viewport, { pointerId: 1, button: 0, clientX: 292, clientY: 104 });
  expect(slideShown()).toBe('1 of 5');
});

test('a mostly vertical gesture does not change the slide', () => {
  show(false);
  const viewport = screen.getByRole('group', { name: '1 of 5' }).parentElement!.parentElement!;
  fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 300, clientY: 100 });
  fireEvent.pointerUp(viewport, { pointerId: 1, button: 0, clientX: 260, clientY: 250 });
  expect(slideShown()).toBe('1 of 5');
});

test('a two-slot carousel shows two dots', () => {
  show(false, KNOWN.pins.carouselTwo);
  expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);
});
