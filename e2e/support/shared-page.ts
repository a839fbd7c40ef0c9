// One browser tab per worker, handed to test after test, and put back as new between them (the
// default of fixtures.ts; a spec opts out with `test.use({ ownContext: true })`,
// docs/decisions/068).
//
// A new browser context costs this machine about as much as the app's whole first load (a new
// renderer process, and every script compiled again); a tab that stays open keeps its renderer
// and the scripts it compiled, so a test's first load takes about half the time
// (docs/decisions/068-one-tab-per-worker.md). Between tests the tab is put back as a fresh one
// would be: it leaves the app for about:blank (the app's unload work, such as the events batch,
// reaches the fake API before the next test resets it), extra tabs close, storage and cookies of
// every origin are cleared, and what the test added is undone: routes, init scripts, listeners,
// permissions, media emulation, the viewport, the network's offline switch. What cannot be undone
// (Playwright's clock, exposed functions, extra HTTP headers, a CDP session of the test's own, as
// for CPU throttling, a closed tab) spoils the context, and so does a failed test: the next test
// then gets a new one.
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
} from '@playwright/test';

/** The context options the specs set (through `test.use`) that decide which context fits. */
export type SharedOptions = Pick<BrowserContextOptions, 'baseURL' | 'viewport' | 'permissions'>;

interface Shared {
  key: string;
  options: SharedOptions;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * How many tests one tab serves before a new context takes over: whatever a long-lived tab might
 * gather that is not undone (held connections, memory) stays bounded, for a twentieth of the
 * saving.
 */
const TESTS_PER_TAB = 20;

/**
 * How long putting the tab back may take (it takes well under a second): past it, the context is
 * closed and the next test gets a new one, within the test's own time.
 */
const RESET_MS = 15_000;

/** The worker's tab, and what the test running now added to it. */
export class SharedTab {
  private shared: Shared | undefined;
  private served = 0;
  private undo: Array<() => Promise<unknown>> = [];
  private spoilt = false;
  private restore: Array<() => void> = [];
  private listeners = new Map<object, Map<string | symbol, Set<unknown>>>();

  /**
   * @param origins the origins whose storage a test may write (the app's and the API's)
   * @param opened what every new tab gets before its first test (listeners it keeps)
   * @param settled resolves once the tab has no API call in flight (or has waited long enough)
   */
  constructor(
    private readonly browser: Browser,
    private readonly origins: string[],
    private readonly opened: (page: Page) => void,
    private readonly settled: (page: Page) => Promise<void>,
  ) {}

  /** The context for a test with `options`: the worker's own when it fits, else a new one. */
  async begin(options: SharedOptions): Promise<BrowserContext> {
    const key = JSON.stringify(options);
    if (this.shared && this.shared.key !== key) await this.close();
    if (!this.shared) {
      const context = await this.browser.newContext(options);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      this.opened(page);
      this.shared = { key, options, context, page, cdp };
      this.served = 0;
    }
    this.served += 1;
    this.undo = [];
    this.spoilt = false;
    this.watch(this.shared);
    return this.shared.context;
  }

  /** The tab a test uses. */
  get page(): Page {
    if (!this.shared) throw new Error('No shared tab: begin() was not called.');
    return this.shared.page;
  }

  /**
   * Puts the tab back as new after a test; with `passed` false (or anything spoilt), closes the
   * context instead, so the next test starts in a new one.
   */
  async end(passed: boolean): Promise<void> {
    const shared = this.shared;
    if (!shared) return;
    for (const put of this.restore.splice(0)) put();
    if (!passed || this.spoilt || shared.page.isClosed() || this.served >= TESTS_PER_TAB) {
      await this.close();
      return;
    }
    const progress = { step: 'starting' };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`not put back within ${RESET_MS} ms (at: ${progress.step})`)),
        RESET_MS,
      );
    });
    try {
      await Promise.race([this.reset(shared, progress), late]);
    } catch (error) {
      // A tab that cannot be put back (a navigation that hangs, a crashed renderer, a main thread
      // too busy to answer) is not reused: a new context takes over, and the next test runs.
      if (error instanceof Error && error.message.startsWith('not put back'))
        console.log(`The shared tab was ${error.message}: a new context takes over.`);
      await this.close();
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const shared = this.shared;
    this.shared = undefined;
    this.listeners.clear();
    await shared?.context.close().catch(() => {});
  }

  private async reset({ context, page, cdp }: Shared, progress: { step: string }): Promise<void> {
    progress.step = 'closing the other tabs';
    for (const other of context.pages()) if (other !== page) await other.close();
    // A tab's session storage can be cleared only from a page of its origin.
    const origin = new URL(page.url()).origin;
    if (!this.origins.includes(origin)) throw new Error(`The test ended on ${origin}.`);
    // A write the test started lands in its own data, not after the next test's reset: leaving
    // would cancel the call in the tab, not on the server.
    progress.step = 'waiting for API calls in flight';
    await this.settled(page);
    progress.step = 'clearing session storage';
    await page.evaluate(() => window.sessionStorage.clear());
    // Leaving the app runs its unload work now (the events batch leaves with keepalive), against
    // this test's data.
    progress.step = 'leaving for about:blank';
    await page.goto('about:blank', { timeout: 10_000 });
    await this.settled(page);
    progress.step = "undoing the test's changes";
    for (const step of this.undo.splice(0).reverse()) await step();
    this.dropListeners();
    progress.step = 'clearing cookies and storage';
    await context.clearCookies();
    for (const origin of this.origins) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
  }

  /** Wraps what a test may change on the tab or its context, so it can be undone or noticed. */
  private watch({ context, page, options }: Shared): void {
    this.listeners = new Map<object, Map<string | symbol, Set<unknown>>>([
      [page, snapshotListeners(page)],
      [context, snapshotListeners(context)],
    ]);
    type Call = (...args: unknown[]) => Promise<unknown>;
    /** Calls the method as the test asked, then `after` with what it answered. */
    const wrap = (target: object, name: string, after: (result: unknown) => void) => {
      const methods = target as Record<string, Call>;
      const original = methods[name]!.bind(target);
      methods[name] = async (...args: unknown[]) => {
        const result = await original(...args);
        after(result);
        return result;
      };
      this.restore.push(() => {
        delete methods[name];
      });
    };
    /** A call that cannot be undone: the context is not handed on after this test. */
    const spoiling = (target: object, names: string[]) => {
      for (const name of names) wrap(target, name, () => (this.spoilt = true));
    };
    /** A call undone by `step` when the test ends. */
    const undoing = (target: object, name: string, step: (result: unknown) => Promise<unknown>) =>
      wrap(target, name, (result) => this.undo.push(() => step(result)));

    for (const target of [page, context]) {
      // Playwright gives an init script back as a Disposable.
      undoing(target, 'addInitScript', (added) =>
        (added as { dispose(): Promise<void> }).dispose(),
      );
      undoing(target, 'route', () => target.unrouteAll({ behavior: 'ignoreErrors' }));
      spoiling(target, ['exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders']);
    }
    // Any use of Playwright's clock installs it for the context's life: a fixed time stops
    // `Date.now()` in every page the tab opens after, so the next test would wait on a clock
    // that never moves.
    spoiling(context.clock, [
      'install',
      'setFixedTime',
      'setSystemTime',
      'pauseAt',
      'fastForward',
      'runFor',
      'resume',
    ]);
    spoiling(context, ['setGeolocation', 'setHTTPCredentials', 'newCDPSession']);
    undoing(context, 'grantPermissions', async () => {
      await context.clearPermissions();
      if (options.permissions?.length) await context.grantPermissions(options.permissions);
    });
    undoing(context, 'setOffline', () => context.setOffline(false));
    undoing(page, 'emulateMedia', () =>
      page.emulateMedia({
        media: null,
        colorScheme: null,
        reducedMotion: null,
        forcedColors: null,
        contrast: null,
      }),
    );
    undoing(page, 'setViewportSize', async () => {
      if (options.viewport) await page.setViewportSize(options.viewport);
    });
    spoiling(page, ['close']);
  }

  /** Removes the listeners a test added to the tab and its context. */
  private dropListeners(): void {
    for (const [emitter, before] of this.listeners) {
      const events = emitter as unknown as Emitter;
      for (const name of events.eventNames()) {
        const kept = before.get(name) ?? new Set();
        for (const listener of events.listeners(name)) {
          if (!kept.has(listener)) events.removeListener(name, listener as never);
        }
      }
    }
  }
}

interface Emitter {
  eventNames(): Array<string | symbol>;
  listeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: never): void;
}

function snapshotListeners(target: object): Map<string | symbol, Set<unknown>> {
  const events = target as Emitter;
  return new Map(events.eventNames().map((name) => [name, new Set(events.listeners(name))]));
}
