// Every main route, as each kind of viewer sees it, at 1280, 768, 390 and 320 px wide (the routes
// and viewers of `npm run shots`, e2e/support/screens.ts): the page is no wider than the screen,
// the header's controls are whole on screen and not drawn over, floating surfaces (toasts too) do
// not overlap, cover at most 30 % of the first screen and on a phone show one at a time, a toast
// covers no Save, the closeup's title and Save and each card's picture on the first screen are not
// drawn over, and a visitor's cookie buttons are on screen and each answers a tap. One load per
// route and device form (a desktop, then a phone's touch browser), checked at both of its sizes by
// resizing the window; the page's clock is moved past the guidance layer's delays (a modal's, the
// education toast's, the survey's) so what they bring is checked too (docs/decisions/091, 097).
import type { Browser, Page } from '@playwright/test';
import { PAGE_ANCHORS } from '../domain/anchors';
import { COOKIE_STORAGE_KEY, COOKIE_TEXT } from '../domain/cookies';
import type { Device } from '../domain/types';
import { EDUCATION_TOAST_DELAY_MS, SURVEY_DEFAULT_DELAY_MS } from '../domain/constants';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { coveredOrOffScreen, firstScreenPictures, pageWidth } from './support/on-screen';
import { PAGE_FACTS, type Box, type PageFacts } from './support/page-facts';
import {
  SHOT_ROUTES,
  SHOT_VIEWERS,
  shotUrl,
  type ShotRoute,
  type ShotViewer,
} from './support/screens';
import { viewerContext } from './support/viewer';

interface Size {
  width: number;
  height: number;
}

/** A device form: what the app is told (`?device=`), the browser's kind, the sizes it is seen at. */
const FORMS: readonly { device: Device; touch: boolean; sizes: readonly Size[] }[] = [
  {
    device: 'desktop',
    touch: false,
    sizes: [
      { width: 1280, height: 800 },
      { width: 768, height: 1024 },
    ],
  },
  {
    device: 'mobile',
    touch: true,
    sizes: [
      { width: 390, height: 844 },
      { width: 320, height: 568 },
    ],
  },
];

/** A screen this wide or less is a phone's (decision 082). */
const PHONE_MAX_WIDTH = 480;
/** The most of the first screen floating surfaces may cover together. */
const MOST_COVERED = 0.3;
/** Overlaps smaller than this are a shadow or a rounding. */
const SLACK_PX = 2;

const COOKIE_BUTTONS = [COOKIE_TEXT.rejectAll, COOKIE_TEXT.acceptAll, COOKIE_TEXT.letMeChoose];
const BANNER = `section[aria-label="${COOKIE_TEXT.banner}"]`;

/** The share of the screen under `boxes`, sampled every 10 px as PAGE_FACTS samples it. */
function coverage(boxes: readonly Box[], { width, height }: { width: number; height: number }) {
  let hit = 0;
  let all = 0;
  for (let y = 5; y < height; y += 10)
    for (let x = 5; x < width; x += 10) {
      all += 1;
      if (boxes.some((b) => x >= b.left && x < b.right && y >= b.top && y < b.bottom)) hit += 1;
    }
  return all ? hit / all : 0;
}

function overlap(a: Box, b: Box): { width: number; height: number } {
  return {
    width: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    height: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  };
}

/** Checks what floats over the first screen now, as problems: overlaps, and too much covered. */
async function floatingProblems(page: Page): Promise<string[]> {
  // Toasts are floating surfaces like any other (they may not overlap another, nor a Save), but
  // as they leave by themselves within seconds a phone shows them beside the one floating surface
  // (decision 082), and they do not count in how much of the screen is covered. Whether a surface
  // is a toast is read with its box, in the same pass: a toast sliding in moves between two reads.
  const facts = await page.evaluate<PageFacts>(PAGE_FACTS);
  const untoasted = facts.floating.filter((f) => !f.toast);
  const covered =
    untoasted.length === facts.floating.length ? facts.covered : coverage(untoasted, facts);
  const problems: string[] = [];
  // A toast never covers a Save (the closeup's, a card's): the page's primary action.
  const saves = await page.locator('[data-keep-clear]').evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const { left, top, right, bottom } = el.getBoundingClientRect();
        return { left, top, right, bottom };
      }),
  );
  for (const toast of facts.floating.filter((f) => f.toast))
    for (const save of saves) {
      const { width, height } = overlap(toast, save);
      if (width > SLACK_PX && height > SLACK_PX)
        problems.push(`the toast “${toast.name}” covers a Save`);
    }
  facts.floating.forEach((a, i) => {
    for (const b of facts.floating.slice(i + 1)) {
      const { width, height } = overlap(a, b);
      if (width > SLACK_PX && height > SLACK_PX)
        problems.push(`“${a.name}” and “${b.name}” overlap (${width}×${height} px)`);
    }
  });
  if (covered > MOST_COVERED) {
    const names = untoasted.map((f) => `“${f.name}”`).join(', ');
    problems.push(`floating surfaces cover ${Math.round(covered * 100)} %: ${names}`);
  }
  // A phone's screen holds one floating surface at a time, besides toasts (decision 082).
  if (facts.width <= PHONE_MAX_WIDTH && untoasted.length > 1) {
    const names = untoasted.map((f) => `“${f.name}”`).join(', ');
    problems.push(`${untoasted.length} floating surfaces at once on a phone: ${names}`);
  }
  if (facts.overlays.length > 1) problems.push(`modals over modals: ${facts.overlays.join(', ')}`);
  return problems;
}

/**
 * Each card picture whose centre is on the first screen, if the page draws something else there.
 * A floating surface over a picture is not the page's fault (how much they cover is checked on its
 * own), except over the first row of a feed's pictures (`firstRow`), which is always to be seen.
 */
function coveredPictures(page: Page, firstRow: boolean): Promise<string[]> {
  return page.evaluate((firstRow) => {
    const problems: string[] = [];
    const floats = (el: Element | null) => {
      for (let at = el; at; at = at.parentElement) {
        if (getComputedStyle(at).position === 'fixed' || at.matches('dialog,[role=dialog]'))
          return true;
      }
      return false;
    };
    // The card's own picture, not the avatars of its footer (which are drawn without words).
    const pictures = [
      ...document.querySelectorAll<HTMLImageElement>('[data-testid="pin-card"] img:not([alt=""])'),
    ];
    const tops = pictures.map((img) => img.getBoundingClientRect().top).filter((t) => t >= 0);
    // A phone's nav footer is the page's frame, as the header is: the screen ends where it starts.
    const screenBottom =
      document.querySelector('nav[aria-label="Footer navigation"]')?.getBoundingClientRect().top ??
      innerHeight;
    const rowTop = Math.min(...tops);
    for (const img of pictures) {
      const r = img.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width < 8 || r.height < 8 || x < 0 || y < 0 || x >= innerWidth || y >= screenBottom)
        continue;
      const top = document.elementFromPoint(x, y);
      const inFirstRow = firstRow && Math.abs(r.top - rowTop) < 8;
      if (top === img || (!inFirstRow && floats(top))) continue;
      problems.push(
        `the picture “${img.alt.slice(0, 40)}”${inFirstRow ? ' (first row)' : ''} is covered by ${top?.tagName ?? 'nothing'} ${top?.className ?? ''}`,
      );
    }
    return problems;
  }, firstRow);
}

const SAVE_ANCHOR = `[data-anchor="${PAGE_ANCHORS.saveButton}"]`;

/**
 * The closeup's title and Save: on a wide layout, any floating surface over any part of them as
 * the page opened (a phone's bottom sheet is across whatever the first screen ends with, which a
 * scroll brings up); at every size, each scrolled to the middle of the screen, if drawn over there.
 */
async function closeupCovered(page: Page, wide: boolean): Promise<string[]> {
  const problems: string[] = [];
  const { floating } = await page.evaluate<PageFacts>(PAGE_FACTS);
  for (const css of wide ? ['article h1', `${SAVE_ANCHOR} > button`] : []) {
    const box = await page.locator(css).first().boundingBox();
    if (!box) continue;
    const at = { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
    for (const f of floating) {
      const { width, height } = overlap(at, f);
      if (width > SLACK_PX && height > SLACK_PX)
        problems.push(`“${f.name}” covers ${css} (${Math.round(width)}×${Math.round(height)} px)`);
    }
  }
  for (const css of ['article h1', `${SAVE_ANCHOR} > button`]) {
    const found = page.locator(css).first();
    await found.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    problems.push(...(await coveredOrOffScreen(page, css)));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
}

/** The outermost elements reaching past `width`, by tag and class: what makes a page too wide. */
function widest(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const past = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 1,
    );
    return past
      .filter((el) => !past.includes(el.parentElement as Element))
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName} ${el.className.toString()} (${Math.round(el.getBoundingClientRect().right)})`,
      );
  }, width);
}

/** A page's rows of tabs that wrap onto a second row (a phone keeps them one row that scrolls). */
function wrappedTabs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main nav[data-tabs]')]
      .filter((nav) => {
        const tops = [...nav.querySelectorAll(':scope > a')].map((a) =>
          Math.round(a.getBoundingClientRect().top),
        );
        return tops.some((top) => Math.abs(top - (tops[0] ?? top)) > 2);
      })
      .map((nav) => `the tabs “${nav.getAttribute('aria-label') ?? ''}” wrap onto more rows`),
  );
}

/** The app's header, not a page's own (a profile's, a business page's). */
const APP_HEADER_CONTROLS = 'header:not(main *) :is(a, button)';
/** A modal's controls: under a modal, they are what a person can reach. */
const MODAL_CONTROLS = ':is(:modal, [aria-modal="true"]) :is(a, button)';

/** Every problem of the page as it is now, at `size`. */
async function problemsAt(
  page: Page,
  route: ShotRoute,
  size: Size,
  signedIn: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  // A grid laid out again for a narrower screen may take a frame or two after the resize.
  await expect
    .poll(() => pageWidth(page), { timeout: 2_000 })
    .toBe(size.width)
    .catch(() => undefined);
  const width = await pageWidth(page);
  if (width !== size.width)
    problems.push(`the page is ${width} px wide: ${(await widest(page, size.width)).join(', ')}`);
  problems.push(...(await floatingProblems(page)));
  if (await page.locator(':modal, [aria-modal="true"]').count()) {
    // The page is out of reach under a modal: the modal's own controls must be.
    problems.push(...(await coveredOrOffScreen(page, MODAL_CONTROLS)));
    return problems;
  }
  problems.push(...(await coveredOrOffScreen(page, APP_HEADER_CONTROLS)));
  if (size.width <= PHONE_MAX_WIDTH) problems.push(...(await wrappedTabs(page)));
  problems.push(...(await coveredOrOffScreen(page, `${BANNER} button`)));
  // The first row of the home feed is always to be seen by a person signed in (a visitor's first
  // screen on the smallest phones is the cookie sheet's until the choice is made).
  problems.push(...(await coveredPictures(page, route.id === 'home' && signedIn)));
  if (route.id === 'closeup')
    problems.push(...(await closeupCovered(page, size.width > PHONE_MAX_WIDTH)));
  return problems;
}

/** A browser of the device form's kind, signed in as `viewer`, with its clock under the test. */
async function openBrowser(
  browser: Browser,
  baseURL: string | undefined,
  viewer: ShotViewer,
  form: (typeof FORMS)[number],
): Promise<Page> {
  const context = await viewerContext(browser, viewer, form.device, {
    baseURL,
    viewport: form.sizes[0],
    isMobile: form.touch,
    hasTouch: form.touch,
  });
  const page = await context.newPage();
  await page.clock.install();
  return page;
}

/** How far the page's clock moves at a time, the page let answer in between. */
const CLOCK_STEP_MS = 250;

/**
 * Moves the page's clock `ms` ahead in steps, every timer due on the way run in order, and waits
 * for the app after each step: what a timer starts (a call, a chunk, the next timer) happens as
 * it would have, only sooner.
 */
async function runClock(page: Page, ms: number): Promise<void> {
  for (let ran = 0; ran < ms; ran += CLOCK_STEP_MS) {
    await page.clock.runFor(CLOCK_STEP_MS);
    await waitForAppIdle(page);
  }
}

for (const viewer of SHOT_VIEWERS) {
  for (const form of FORMS) {
    const widths = form.sizes.map((s) => s.width).join(' and ');
    test(`${viewer.label}: every route fits ${widths} px (${form.device})`, async ({
      browser,
      baseURL,
    }) => {
      const routes = SHOT_ROUTES.filter((r) => !r.viewers || r.viewers.includes(viewer.id));
      // About 3 s a route on a quiet machine; room for a busy one.
      test.setTimeout(Math.max(120_000, routes.length * 10_000));
      const page = await openBrowser(browser, baseURL, viewer, form);
      const problems: string[] = [];
      let taps = 0;
      try {
        for (const route of routes) {
          const [first] = form.sizes;
          if (first) await page.setViewportSize(first);
          await page.goto(shotUrl(route.path, viewer, form));
          await waitForAppIdle(page);
          await firstScreenPictures(page, 5_000);
          const at = (size: Size) => (p: string) => `${route.id} at ${size.width}: ${p}`;
          // What shows at once, then once a modal's and the education toast's delays are up, then
          // the survey's: each checked as it comes, at the first size.
          if (first) problems.push(...(await floatingProblems(page)).map(at(first)));
          await runClock(page, EDUCATION_TOAST_DELAY_MS);
          if (first) problems.push(...(await floatingProblems(page)).map(at(first)));
          await runClock(page, SURVEY_DEFAULT_DELAY_MS - EDUCATION_TOAST_DELAY_MS);
          for (const size of form.sizes) {
            await page.setViewportSize(size);
            await waitForAppIdle(page);
            const found = await problemsAt(page, route, size, viewer.id !== 'logged-out');
            problems.push(...found.map(at(size)));
            if (found.length > 0)
              await page.screenshot({
                path: test.info().outputPath(`${route.id}-${size.width}.png`),
              });
          }
          // A visitor's cookie buttons answer a tap (a click on a desktop): one a route, in turn;
          // the choice is forgotten again for the next route.
          const banner = page.locator(BANNER);
          if (await banner.isVisible()) {
            const name = COOKIE_BUTTONS[taps % COOKIE_BUTTONS.length] ?? COOKIE_TEXT.rejectAll;
            taps += 1;
            const button = banner.getByRole('button', { name });
            await (form.touch ? button.tap() : button.click());
            await expect(banner, `${route.id}: '${name}' answers`).toBeHidden();
            await page.evaluate((key) => window.localStorage.removeItem(key), COOKIE_STORAGE_KEY);
          }
        }
      } finally {
        await page.context().close();
      }
      if (viewer.id === 'logged-out') expect(taps, 'the cookie banner showed').toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
}
