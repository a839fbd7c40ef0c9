// The browser driver (scenarios/README.md): replays a scenario against the live app in this page. It sends
// events to the app's own root actor system (runtime/system.ts), acts on the live app's DOM the
// way a person would (found by role and accessible name) and sets faults through the fake API's
// control endpoint. It owns the app's clock (docs/decisions/012): from the scenario's start on,
// machine time stands still except in `wait` steps, which move it by exactly their length at the
// player's speed; answers are let in after each step (`settle`), and a latency fault is a latency
// in clock time, as headless. Expectations get a few seconds for the page to render.

import { COOKIE_STORAGE_KEY } from '../../domain/cookies';
import { PROFILE_VIEW_ACTOR_ID } from '../../machines/page-kinds';
import type { CookiesInput } from '../../machines/cookies.machine';
import { lateRootActorEvents } from '../../machines/late-actors';
import { SYSTEM_IDS } from '../../machines/system-ids';
import type { AnyActorRef, EventObject } from 'xstate';
import type { Api } from '../../api/api';
import type { Control } from '../../api/control';
import type { ApiChange, FaultSpec, PageAction, Scenario } from '../format';
import { latencyFaults } from '../routes';
import type { ActorReading, Driver } from '../runner';
import type { ClockControl } from '../../runtime/clock-control';
import { paintTheme, reloadBy, restartStoredActors } from './player-theme';
import { noteTabs, openTabsAgain } from './noted-tabs';

export interface BrowserDriverOptions {
  /**
   * The running system's root. `start` expects a fresh system over a browser that kept nothing
   * (the player starts one for each run, docs/decisions/089): it sets up only what the scenario
   * names (its viewer, device, data, faults), not what a run before it left.
   */
  root: AnyActorRef;
  api: Api;
  control: Control;
  /** The element the live app renders into. */
  container: () => HTMLElement | null;
  /** Shows the live app at a path (a fresh mount). */
  navigate: (path: string) => void;
  /**
   * How long an expectation may take to come true (default 10000 ms): a ceiling, not a pause. A page
   * that renders at once is read at once; a busy machine still gets its answers in time.
   */
  patienceMs?: number;
  /** The app's clock, held from the scenario's start until `stop`. */
  clock: ClockControl;
  /** Clock ms per real ms in `wait` steps (the player's speed); 0 moves at once. */
  speed?: () => number;
  /**
   * Resolves once the app's late root actors have been spawned (the logic chunk has come). A run
   * starts after it: the late spawn of the cookie and theme actors, from the page's own start,
   * must not land in the middle of the run's own, with the viewer the page had before.
   */
  logicLoaded?: () => Promise<void>;
  /**
   * Told what the run's start is doing (resetting the data, signing the viewer in, ...), and null
   * once it is done: the player says it while a person waits for the first step.
   */
  onSetup?: (doing: string | null) => void;
}

import { describeTarget, findTarget, nextFrame, pageShowsText, sleep } from './page-reading';

export { CHROME_ATTRIBUTE, accessibleName, findTarget, pageShowsText } from './page-reading';

function pointer(element: HTMLElement, types: string[]): void {
  for (const type of types) {
    const Ctor =
      type.startsWith('pointer') && typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
    element.dispatchEvent(new Ctor(type, { bubbles: true, cancelable: true, composed: true }));
  }
}

function setValue(element: HTMLElement, text: string): void {
  const proto =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  // The native setter, so React's value tracking sees a change and fires onChange.
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'value');
  descriptor?.set?.call(element, text);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

interface SessionView {
  value?: unknown;
  context?: { user?: { id?: string } | null };
}

/** The browser driver, and what the Playwright hook needs to carry a run across a real reload. */
export interface BrowserDriver extends Driver {
  /** The path the live app shows (the scenario's start, or the last visit). */
  currentPath(): string;
  /** Takes a run up again after the page really reloaded, on the live app at `path`. */
  resume(path: string): Promise<void>;
}

export function createBrowserDriver(options: BrowserDriverOptions): BrowserDriver {
  const { root, api, control, clock } = options;
  const patienceMs = options.patienceMs ?? 10_000;
  const speed = options.speed ?? (() => 0);
  const latencies = latencyFaults();
  let path = '/';

  /** Shows the live app at `at`, mounted afresh, once it has rendered something. */
  async function show(at: string): Promise<void> {
    path = at;
    options.navigate(at);
    await until(() => (options.container()?.childElementCount ?? 0) > 0, patienceMs);
  }

  /** In the player the live app's reload is a fresh mount in the stored theme. */
  function remount(): void {
    paintTheme();
    options.navigate(path);
  }

  /** A latency fault is kept here and applied in clock time; the rest goes to the fake API. */
  async function setFault(fault: FaultSpec): Promise<void> {
    latencies.add(fault);
    const { latencyMs: _latency, ...rest } = fault;
    if (rest.status !== undefined || rest.message !== undefined) await control.setFault(rest);
  }

  /**
   * `work`, or a plain error naming `what` once it has taken longer than `ms`: a run that cannot
   * go on says where it stopped instead of playing one step for ever.
   */
  function within<T>(work: Promise<T>, what: string, ms = patienceMs * 2): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} took over ${Math.round(ms / 1000)} s.`)),
        ms,
      );
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  /** Lets the answers in and the page render (time stands still). */
  async function settle(): Promise<void> {
    await clock.settle();
    await within(nextFrame(), 'Waiting for the page to paint');
    await clock.settle();
  }

  const actorById = (systemId: string): AnyActorRef | undefined =>
    systemId === 'app' ? root : (root.system.get(systemId) as AnyActorRef | undefined);

  async function until(
    check: () => boolean,
    ms: number,
    between: () => Promise<void> = () => sleep(50),
  ): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) return false;
      await between();
    }
    return true;
  }

  /** An answer the driver itself waits for, let in while the clock is held. */
  async function answered<T>(request: Promise<T>, what: string): Promise<T> {
    let done = false;
    const finished = request.finally(() => (done = true));
    const deadline = Date.now() + patienceMs * 2;
    while (!done) {
      if (Date.now() > deadline)
        throw new Error(`${what} was not answered in ${patienceMs / 500} s.`);
      await clock.settle();
    }
    return finished;
  }

  async function spawnPinActor(
    pinId: string,
    kind: string,
    extra?: Record<string, unknown>,
  ): Promise<void> {
    const systemId = `pin.${pinId}.${kind}`;
    if (actorById(systemId)) return;
    const data = await answered(api.getPin(pinId), `Pin ${pinId}`);
    if (actorById(systemId)) return;
    root.send({
      type: 'pin.spawn',
      pinId,
      kind,
      seed: {
        pin: {
          id: data.id,
          savedInfo: data.savedInfo ?? null,
          favoritedByMe: data.favoritedByMe,
          favoriteUserCount: data.favoriteUserCount,
          trackingParams: data.trackingParams,
        },
        ...extra,
      },
    });
  }

  async function setViewer(viewer: string | null): Promise<void> {
    const session = actorById('session');
    if (!session) throw new Error("The app has no 'session' actor.");
    const current = () => (session.getSnapshot() as SessionView).context?.user?.id ?? null;
    if (current() !== viewer) {
      if (current() !== null) session.send({ type: 'session.signOut' });
      await until(() => current() === null, patienceMs);
      if (viewer) session.send({ type: 'session.signIn', userId: viewer });
    }
    if (!(await until(() => current() === viewer, patienceMs * 2))) {
      throw new Error(viewer ? `Could not sign in as ${viewer}.` : 'Could not sign out.');
    }
  }

  async function sendEvent(to: string, event: EventObject): Promise<void> {
    const match = /^pin\.(.+)\.([A-Za-z-]+)$/.exec(to);
    if (match && !actorById(to)) await spawnPinActor(match[1]!, match[2]!);
    const ref = actorById(to);
    if (!ref) throw new Error(`There is no live actor '${to}' to send ${event.type} to.`);
    ref.send(event);
  }

  // Every scenario starts with no cookie choice kept in the browser: the stored visitor's choice is
  // forgotten and the long-lived cookie actor is made again, asking a signed-in viewer's account
  // for its choice, as the headless driver's fresh system does at sign-in. The old actor goes
  // before the scenario's viewer signs in, so it cannot carry a visitor's choice into their account.
  function dropCookies(): void {
    try {
      window.localStorage.removeItem(COOKIE_STORAGE_KEY);
    } catch {
      // No storage: nothing was kept.
    }
    root.send({ type: 'page.release', systemId: SYSTEM_IDS.cookies });
    root.send({ type: 'page.drop', systemId: SYSTEM_IDS.cookies });
  }

  // A live page actor of the profile view preferences reads storage again at a reload, as at a
  // page load.
  function rereadProfileView(): void {
    actorById(PROFILE_VIEW_ACTOR_ID)?.send({ type: 'view.reread' });
  }

  function spawnCookies(signedIn: boolean): void {
    for (const event of lateRootActorEvents()) {
      if (event.systemId !== SYSTEM_IDS.cookies) continue;
      root.send(
        event.type === 'page.spawn'
          ? {
              ...event,
              input: { ...(event.input as CookiesInput), signedIn, checkAccount: signedIn },
            }
          : event,
      );
    }
  }

  return {
    kind: 'browser',
    patienceMs,
    currentPath: () => path,
    async resume(at: string) {
      latencies.clear();
      clock.latencyFor = latencies.latencyFor;
      reloadBy(remount);
      noteTabs();
      clock.release();
      await show(at);
      // After a real reload the per-pin and page logic arrives again after the first paint; the
      // page's own actors (a profile's view preferences) are spawned once it has.
      if (options.logicLoaded) await within(options.logicLoaded(), "The app's logic arriving");
      await until(() => actorById(SYSTEM_IDS.theme) !== undefined, patienceMs);
      await clock.settle();
      clock.hold();
      await settle();
    },
    async reload() {
      paintTheme();
      restartStoredActors(root);
      rereadProfileView();
      await show(path);
    },
    async start(scenario: Scenario) {
      const doing = options.onSetup ?? (() => undefined);
      doing("Loading the app's logic");
      if (options.logicLoaded) await within(options.logicLoaded(), "The app's logic arriving");
      latencies.clear();
      clock.latencyFor = latencies.latencyFor;
      reloadBy(remount);
      noteTabs();
      clock.release();
      doing("Resetting the player's data");
      await within(control.resetFaults(), 'Clearing the faults');
      await within(control.setOffline(false), 'Going online');
      dropCookies();
      await within(control.resetData(), "Resetting the player's data");
      const { viewer } = scenario.start;
      doing(viewer ? `Signing in as ${viewer}` : 'Signing out');
      await setViewer(viewer);
      spawnCookies(viewer !== null);
      actorById('session')?.send({
        type: 'viewer.setDevice',
        device: scenario.start.device ?? 'desktop',
      });
      doing(`Opening ${scenario.start.path ?? '/'}`);
      await show(scenario.start.path ?? '/');
      // What the page showed before the data was reset is forgotten, as on a page load: the
      // cards of the fresh mount make their actors again from what they have fetched since.
      root.send({ type: 'pins.reset' });
      const cardOf = (pinId: string) =>
        options.container()?.querySelector(`[data-pin-id="${CSS.escape(pinId)}"]`) ?? null;
      if (scenario.start.pins?.length) {
        doing("Finding the pins' cards");
        await until(() => options.container()?.querySelector('[data-pin-id]') !== null, 1500);
      }
      for (const pin of scenario.start.pins ?? []) {
        for (const kind of pin.kinds) {
          // The card on the page makes its actors; a pin not on the page gets them as a card would.
          const systemId = `pin.${pin.pinId}.${kind}`;
          const patience = cardOf(pin.pinId) ? 500 : 0;
          if (!(await until(() => actorById(systemId) !== undefined, patience))) {
            await spawnPinActor(pin.pinId, kind, pin.seed);
          }
        }
      }
      // From here on machine time is the scenario's: it stands still until a `wait` step.
      doing('Letting the first answers in');
      await clock.settle();
      clock.hold();
      await settle();
      doing(null);
    },
    send: sendEvent,
    async act(action: PageAction, equivalent?: { to: string; event: EventObject }) {
      if (action.do === 'visit') {
        await show(action.path);
        return;
      }
      const scope = options.container();
      if (!scope) throw new Error('The live app is not on the page.');
      const pinId = action.target.withinPin;
      if (
        pinId &&
        equivalent &&
        !(await until(
          () => scope.querySelector(`[data-pin-id="${CSS.escape(pinId)}"]`) !== null,
          1000,
        ))
      ) {
        await sendEvent(equivalent.to, equivalent.event);
        return `Pin ${pinId}'s card is not on the page: sent ${equivalent.event.type} as the card would.`;
      }
      if (pinId) {
        // A card shows its controls to a pointer resting on it.
        const card = scope.querySelector<HTMLElement>(`[data-pin-id="${CSS.escape(pinId)}"]`);
        if (card) {
          card.scrollIntoView({ block: 'center' });
          pointer(card, [
            'pointerover',
            'pointerenter',
            'mouseover',
            'mouseenter',
            'pointermove',
            'mousemove',
          ]);
        }
      }
      let element: HTMLElement | null = null;
      // Its page may have asked for what it shows after the last settle (its code came late): the
      // answers are let in while the control is awaited, with machine time still standing still.
      await until(
        () => (element = findTarget(scope, action.target)) !== null,
        patienceMs,
        async () => {
          await sleep(50);
          await clock.settle();
        },
      );
      const found = element as HTMLElement | null;
      if (!found) throw new Error(`Could not find the ${describeTarget(action.target)}.`);
      switch (action.do) {
        case 'click':
          found.scrollIntoView({ block: 'center' });
          found.click();
          break;
        case 'hover':
          pointer(found, ['pointerover', 'pointerenter', 'mouseover', 'mouseenter']);
          break;
        case 'unhover':
          pointer(found, ['pointerout', 'pointerleave', 'mouseout', 'mouseleave']);
          break;
        case 'type':
          found.focus();
          setValue(found, action.text);
          break;
      }
    },
    wait: (ms: number) => clock.advance(ms, { speed, settle }),
    async api(change: ApiChange) {
      if ('fault' in change) await setFault(change.fault);
      else if ('offline' in change) await control.setOffline(change.offline);
      else {
        latencies.clear();
        await control.resetFaults();
      }
    },
    read(systemId: string): Promise<ActorReading | null> {
      const ref = actorById(systemId);
      if (!ref) return Promise.resolve(null);
      const snapshot = ref.getSnapshot() as { value?: unknown; context?: unknown };
      return Promise.resolve({ value: snapshot.value ?? null, context: snapshot.context ?? null });
    },
    hasText: (text: string) => Promise.resolve(pageShowsText(document, text)),
    settle,
    async stop() {
      latencies.clear();
      reloadBy(null);
      openTabsAgain();
      clock.latencyFor = () => 0;
      // The run is over: the live app runs on real time again, for a person to use.
      clock.release();
      await control.resetFaults().catch(() => undefined);
    },
  };
}
