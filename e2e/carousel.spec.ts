// The carousel on a pin's closeup in the browser (spec 1 section 4 "Carousel", spec 3 section 4
// "Carousel navigation on pins", section 8 labels).
import type { Page } from '@playwright/test';
import { KNOWN } from '../fixtures/known';
import { expect, test } from './support/fixtures';
import { swipeTo } from './support/cards';
import { signIn } from './support/viewer';

function carousel(page: Page) {
  return page.getByRole('main').locator('[aria-roledescription="carousel"]');
}

function shownSlide(page: Page) {
  return carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden])');
}

test('the arrows move between slides and previous is disabled at the first slide', async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/pin/${KNOWN.pins.carousel}/` });
  const previous = carousel(page).getByRole('button', { name: 'View Previous' });
  const next = carousel(page).getByRole('button', { name: 'View Next' });
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '1 of 5');
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '2 of 5');
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '1 of 5');
  await expect(previous).toBeDisabled();
});

test('next is disabled at the last slide', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${KNOWN.pins.carousel}/` });
  const next = carousel(page).getByRole('button', { name: 'View Next' });
  for (let i = 0; i < 4; i += 1) await next.click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '5 of 5');
  await expect(next).toBeDisabled();
});

test('dots jump to a slide and show its title', async ({ page }) => {
  await signIn(page, undefined, { path: `/pin/${KNOWN.pins.carousel}/` });
  const dots = carousel(page).getByRole('button', { name: /^Go to slide/ });
  await expect(dots).toHaveCount(5);
  await carousel(page).getByRole('button', { name: 'Go to slide 4 of 5' }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '4 of 5');
  await expect(carousel(page).getByRole('button', { name: 'Go to slide 4 of 5' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(carousel(page).locator('[aria-live="polite"] p').first()).toBeVisible();
  await carousel(page).getByRole('button', { name: 'Go to slide 1 of 5' }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '1 of 5');
  await expect(carousel(page).getByRole('button', { name: 'View Previous' })).toBeDisabled();
});

test("a grid card's carousel moves with its arrows and a swipe, and a swipe never opens the pin", async ({
  page,
}) => {
  await signIn(page, undefined, { path: `/${KNOWN.usernames.creator}/_created/` });
  const card = page.locator(`[data-testid="pin-card"][data-pin-id="${KNOWN.pins.carousel}"]`);
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  const layer = card.locator('[data-carousel-index]');
  await expect(layer).toHaveAttribute('data-carousel-index', '0');
  await card.getByRole('button', { name: 'View Next' }).click();
  await expect(layer).toHaveAttribute('data-carousel-index', '1');
  await expect(card.getByRole('button', { name: 'Go to slide 2 of 5' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await card.getByRole('button', { name: 'Go to slide 4 of 5' }).click();
  await expect(layer).toHaveAttribute('data-carousel-index', '3');
  // A swipe to the right goes back a slide; the page stays where it is.
  const url = page.url();
  await swipeTo(page, card, 120, 2);
  expect(page.url()).toBe(url);
});
