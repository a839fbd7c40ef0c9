// Survey links are answered on the fake API's own origin (docs/decisions/040: the survey
// frame is a real cross-origin page the API serves).
import { expect, test } from 'vitest';
import type { Experience } from '../domain/types';
import { KNOWN } from '../fixtures/known';
import { startTestServer } from './testing';

test("a survey experience's link is on the API's own origin, and that page is served", async () => {
  const s = await startTestServer();
  try {
    const answer = await s.call('GET', '/v3/experiences/placements/?placement_ids=1000421', {
      viewer: KNOWN.users.default,
    });
    const survey = (answer.data as Experience[]).find(
      (e) => e.id === KNOWN.experiences.valid.survey,
    );
    const url = (survey?.display_data.anket as { url: string }).url;
    expect(url).toBe(`${new URL(s.url).origin}/surveys/home-feed/`);
    expect((await fetch(url)).status).toBe(200);
  } finally {
    await s.close();
  }
});
