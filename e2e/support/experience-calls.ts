// What the fake API recorded of the guidance layer's experience calls (spec 2 section 7), read from
// the worker's own API server: `['viewed 1000541:510001', 'completed 1000421:510008', ...]`.
import type { Page } from '@playwright/test';
import { VIEWER_HEADER } from '../../domain/api-contract';
import type { ExperienceEvent } from '../../domain/types';
import { rawCollection } from './control';
import { expect } from './fixtures';

export async function recordedExperienceCalls(page: Page): Promise<string[]> {
  const events = await rawCollection<ExperienceEvent>(page, 'experienceEvents');
  return events.map((e) => `${e.action} ${e.placedExperienceId}`);
}

/**
 * Dismisses an experience for a viewer through the fake API, as their earlier visit would have:
 * for a test about something else on a page that experience covers (the own-board modal, placement
 * 1000564, makes the rest of the page inert until it is answered).
 */
export async function dismissedBefore(
  page: Page,
  userId: string,
  placedExperienceId: string,
): Promise<void> {
  const response = await page.request.delete(
    `/v3/experiences/${encodeURIComponent(placedExperienceId)}/`,
    { headers: { [VIEWER_HEADER]: userId } },
  );
  expect(response.status()).toBe(200);
}
