// What the fake API recorded of the guidance layer's experience calls (spec 2 section 7), read from
// the worker's own API server: `['viewed 1000541:510001', 'completed 1000421:510008', ...]`.
import type { Page } from '@playwright/test';
import type { ExperienceEvent } from '../../domain/types';
import { expect, test } from './fixtures';
import { apiOrigin } from './servers';

export async function recordedExperienceCalls(page: Page): Promise<string[]> {
  const api = apiOrigin(test.info().parallelIndex);
  const response = await page.request.get(`${api}/experienceEvents`);
  expect(response.status()).toBe(200);
  const events = (await response.json()) as ExperienceEvent[];
  return events.map((e) => `${e.action} ${e.placedExperienceId}`);
}
