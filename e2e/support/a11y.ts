// The axe-core scan the accessibility checks share: serious and critical violations only, each
// named with its rule, impact, help text and the first few elements it found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { KNOWN } from '../../fixtures/known';

/** The screens every accessibility scan covers: home, a closeup, a board and a profile. */
export const SCANNED_PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'closeup', path: `/pin/${KNOWN.pins.image}/` },
  { name: 'board', path: '/pinstate/kitchen-ideas/' },
  { name: 'profile', path: '/pinstate/' },
];

/**
 * An axe scan of the page as it stands. Axe's default run scans each frame, then joins the
 * results in a new blank tab: a renderer started for every scan, about 2 of its 3.5 CPU seconds
 * on this machine. A page with no frame has nothing to join, so it is scanned in place; a page with
 * one (the survey's, from another origin) keeps the default run, which reaches into it
 * (docs/decisions/074).
 */
export function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  if (page.frames().length === 1) builder.setLegacyMode(true);
  return builder;
}

/**
 * Waits until the page's finite animations and transitions have ended (a toast sliding in, a
 * banner fading in), at most `ms`: axe measures colour contrast as drawn, and text half faded in
 * fails it. Endless ones never end, and decorative ones (in `aria-hidden`, as a pulsar's ring,
 * which holds no text) draw no text: neither is waited for.
 */
export async function animationsEnded(page: Page, ms = 3_000): Promise<void> {
  const ended = page.evaluate(async () => {
    const decorative = (a: Animation) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return target?.closest('[aria-hidden="true"]') != null;
    };
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .filter((a) => !decorative(a))
      .map((a) => a.finished.catch(() => undefined));
    await Promise.all(ending);
  });
  // Timed here, not in the page: a test may have paused the page's clock.
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([ended, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Serious or critical violations on the page (or inside `include`, a CSS selector). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const scan = async () => {
    await animationsEnded(page);
    // 'Label in Name' (WCAG 2.5.3) is an experimental axe rule, off unless asked for. Only the
    // violations are gathered with their elements: what passed is counted, not listed.
    const builder = axeOn(page).options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    if (include) builder.include(include);
    const results = await builder.analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
  };
  return settled(scan);
}

/**
 * Runs `scan`, and once more if it found something: what came in during the first scan (a toast
 * sliding in on its own timer) was measured half drawn. A violation counts when it is still there
 * once the page's animations have ended (docs/decisions/074).
 */
export async function settled<T>(scan: () => Promise<T[]>): Promise<T[]> {
  const first = await scan();
  return first.length === 0 ? first : scan();
}
