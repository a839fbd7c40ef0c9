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
   */
  constructor(
    private readonly browser: Browser,
    private readonly origins: string[],
    private readonly opened: (page: Page) => void,
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
    try {
      await this.reset(shared);
    } catch {
      // A tab that cannot be put back (a navigation that hangs, a crashed renderer) is not reused.
      await this.close();
    }
  }

  async close(): Promise<void> {
    const shared = this.shared;
    this.shared = undefined;
    this.listeners.clear();
    await shared?.context.close().catch(() => {});
  }

  private async reset({ context, page, cdp }: Shared): Promise<void> {
    for (const other of context.pages()) if (other !== page) await other.close();
    // A tab's session storage can be cleared only from a page of its origin.
    const origin = new URL(page.url()).origin;
    if (!this.origins.includes(origin)) throw new Error(`The test ended on ${origin}.`);
    await page.evaluate(() => window.sessionStorage.clear());
    // Leaving the app runs its unload work now, against this test's data.
    await page.goto('about:blank', { timeout: 10_000 });
    for (const step of this.undo.splice(0).reverse()) await step();
    this.dropListeners();
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
    const wrap = <T extends object, K extends keyof T>(
      target: T,
      name: K,
      around: (original: T[K]) => T[K],
    ) => {
      const original = target[name];
      (target as Record<K, T[K]>)[name] = around(
        (typeof original === 'function' ? original.bind(target) : original) as T[K],
      );
      this.restore.push(() => {
        delete (target as Partial<T>)[name];
      });
    };
    for (const target of [page, context] as const) {
      wrap(
        target,
        'addInitScript',
        (original) =>
          (async (...args: unknown[]) => {
            const added = await (
              original as (...a: unknown[]) => Promise<{ dispose(): Promise<void> }>
            )(...args);
            this.undo.push(() => added.dispose());
            return added;
          }) as never,
      );
      wrap(
        target,
        'route',
        (original) =>
          (async (...args: unknown[]) => {
            this.undo.push(() => target.unrouteAll({ behavior: 'ignoreErrors' }));
            return (original as (...a: unknown[]) => Promise<unknown>)(...args);
          }) as never,
      );
      for (const name of ['exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders'] as const) {
        wrap(
          target,
          name,
          (original) =>
            (async (...args: unknown[]) => {
              this.spoilt = true;
              return (original as (...a: unknown[]) => Promise<unknown>)(...args);
            }) as never,
        );
      }
    }
    wrap(
      context.clock,
      'install',
      (original) =>
        (async (...args: unknown[]) => {
          this.spoilt = true;
          return (original as (...a: unknown[]) => Promise<unknown>)(...args);
        }) as never,
    );
    for (const name of ['setGeolocation', 'setHTTPCredentials', 'newCDPSession'] as const) {
      wrap(
        context,
        name,
        (original) =>
          (async (...args: unknown[]) => {
            this.spoilt = true;
            return (original as (...a: unknown[]) => Promise<unknown>)(...args);
          }) as never,
      );
    }
    wrap(
      context,
      'grantPermissions',
      (original) =>
        (async (...args: unknown[]) => {
          this.undo.push(async () => {
            await context.clearPermissions();
            if (options.permissions?.length) await context.grantPermissions(options.permissions);
          });
          return (original as (...a: unknown[]) => Promise<unknown>)(...args);
        }) as never,
    );
    wrap(
      context,
      'setOffline',
      (original) =>
        (async (...args: unknown[]) => {
          this.undo.push(() => context.setOffline(false));
          return (original as (...a: unknown[]) => Promise<unknown>)(...args);
        }) as never,
    );
    wrap(
      page,
      'emulateMedia',
      (original) =>
        (async (...args: unknown[]) => {
          this.undo.push(() =>
            page.emulateMedia({
              media: null,
              colorScheme: null,
              reducedMotion: null,
              forcedColors: null,
              contrast: null,
            }),
          );
          return (original as (...a: unknown[]) => Promise<unknown>)(...args);
        }) as never,
    );
    wrap(
      page,
      'setViewportSize',
      (original) =>
        (async (...args: unknown[]) => {
          this.undo.push(async () => {
            if (options.viewport) await page.setViewportSize(options.viewport);
          });
          return (original as (...a: unknown[]) => Promise<unknown>)(...args);
        }) as never,
    );
    wrap(
      page,
      'close',
      (original) =>
        (async (...args: unknown[]) => {
          this.spoilt = true;
          return (original as (...a: unknown[]) => Promise<unknown>)(...args);
        }) as never,
    );
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
