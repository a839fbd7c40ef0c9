// The survey prompt of placement 1000421 against the real fake API (spec 2 section 4 "Survey
// prompt", section 9 timings): the survey frame is a cross-origin page of the API's own origin;
// the prompt shows once the delay is over and the frame reports it loaded; accepting expands the
// frame; the frame's own `surveyFinished` completes the experience; a message from any other
// origin, the app's own included, changes nothing.
import type { Page } from '@playwright/test';
import { SURVEY_TITLES } from '../domain/guidance';
import { KNOWN } from '../fixtures/known';
import { seriousViolations } from './support/a11y';
import { holdClock, stepClockUntil } from './support/clock';
import { expect, test } from './support/fixtures';
import { recordedExperienceCalls } from './support/experience-calls';
import { apiOrigin } from './support/servers';
import { waitForAppIdle } from './support/idle';
import { viewerUrl } from './support/viewer';

const SURVEY = KNOWN.experiences.valid.survey;
const TITLE = SURVEY_TITLES[0];

const recorded = recordedExperienceCalls;

const prompt = (page: Page) => page.getByRole('region', { name: TITLE });
const frame = (page: Page) => page.locator(`iframe[title="${TITLE}"]`);

/**
 * Signs in on `path` with the page's clock paused from before the first load, moving it a step
 * (100 ms) at a time until the survey's actor is live: its delay has then run at most one
 * step, however long the page took in real time, and from here time moves only when the test
 * moves it.
 */
async function openWithSurvey(page: Page, path = '/'): Promise<void> {
  await holdClock(page);
  await page.goto(viewerUrl(path, { viewer: 'signed-in' }));
  const placement = page.locator('[data-survey-placement="1000421"]');
  // A short real wait for what the network brings, then the page's timers move a step.
  await stepClockUntil(
    page,
    () =>
      placement
        .waitFor({ state: 'attached', timeout: 200 })
        .then(() => true)
        .catch(() => false),
    'The survey placement',
  );
  await waitForAppIdle(page);
}

/**
 * The home feed's floating banners (the location banner, then the upgrade banner) take the bottom
 * slot before a survey prompt, which waits its turn behind callouts (decision 082): dismissed, the
 * slot is the survey's.
 */
async function dismissFloatingBanners(page: Page): Promise<void> {
  for (const name of ['See ideas near you', 'Discover your top performing Pins']) {
    const banner = page.getByRole('region', { name });
    await expect(prompt(page)).toBeHidden();
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await page.clock.runFor(300);
    await expect(banner).toHaveCount(0);
  }
}

test('the survey prompt shows after its delay, accepting expands the frame and finishing completes it', async ({
  page,
}) => {
  await openWithSurvey(page);
  await page.clock.runFor(4000);
  await expect(frame(page)).toHaveCount(0);
  await page.clock.runFor(1000);
  // The frame is in the page, cross-origin, hidden until it reports it loaded.
  await expect(frame(page)).toHaveAttribute(
    'src',
    `${apiOrigin(test.info().parallelIndex)}/surveys/home-feed/`,
  );
  // Loaded, the prompt waits unseen and unviewed behind the floating banners, then shows.
  await expect(frame(page)).toBeHidden();
  await expect(prompt(page)).toBeHidden();
  expect(await recorded(page)).not.toContain(`viewed ${SURVEY}`);
  await dismissFloatingBanners(page);
  await expect(prompt(page)).toBeVisible();
  await expect(frame(page)).toBeHidden();
  // The delay is checked; axe's scan waits on the page's timers, so time runs again.
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);
  await prompt(page).getByRole('button', { name: 'Sure' }).click();
  await expect(frame(page)).toBeVisible();
  await page
    .frameLocator(`iframe[title="${TITLE}"]`)
    .getByRole('button', { name: 'Finish survey' })
    .click();
  await expect(prompt(page)).toHaveCount(0);
  await expect.poll(() => recorded(page)).toContain(`completed ${SURVEY}`);
  expect(await recorded(page)).toContain(`viewed ${SURVEY}`);
});

test('declining the prompt dismisses the survey', async ({ page }) => {
  await openWithSurvey(page);
  await page.clock.runFor(5000);
  await dismissFloatingBanners(page);
  await prompt(page).getByRole('button', { name: 'No thanks' }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt(page)).toHaveCount(0);
  await expect.poll(() => recorded(page)).toContain(`dismissed ${SURVEY}`);
});

test("a message from the app's own origin pretending to be the survey changes nothing", async ({
  page,
}) => {
  // The survey page never arrives, so only the pretender speaks.
  await page.route('**/surveys/**', (route) => route.abort());
  await openWithSurvey(page);
  await page.clock.runFor(5000);
  await expect(frame(page)).toBeAttached();
  await page.evaluate(() => window.postMessage('surveyLoaded', '*'));
  await page.evaluate(() => window.postMessage({ type: 'surveyFinished' }, '*'));
  await page.clock.runFor(1000);
  await expect(prompt(page)).toBeHidden();
  expect(await recorded(page)).not.toContain(`completed ${SURVEY}`);
  // No `surveyLoaded` from the survey's origin within 15000 ms: silently dropped.
  await page.clock.runFor(15000);
  await expect(frame(page)).toHaveCount(0);
  expect(await recorded(page)).not.toContain(`completed ${SURVEY}`);
});

test('on the pin builder the survey is held back, and shows once Jane has left it', async ({
  page,
}) => {
  await openWithSurvey(page, '/pin-builder/');
  await page.clock.runFor(9000);
  await expect(frame(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The survey learns the new path when the home page has rendered, which may wait in real time
  // for the page's code to arrive: the clock moves only after that.
  await expect(page.getByRole('heading', { name: 'Home feed' })).toBeVisible();
  await waitForAppIdle(page);
  // Re-checked every 3000 ms, then the 5000 ms delay.
  await page.clock.runFor(8000);
  await dismissFloatingBanners(page);
  await expect(prompt(page)).toBeVisible();
});
