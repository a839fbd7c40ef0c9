// The scenario format (scenarios/README.md): a named, human-readable script replayed
// the same way headless in the test suite, in the browser player at /scenarios/:id and under
// Playwright. Actors are addressed by their systemId (docs/decisions/003).

import type { ExperimentName } from '../domain/experiments';
import type { AnyEventObject } from 'xstate';

/** Which of the three ways a step applies to; a step with no `only` runs everywhere. */
export type DriverKind = 'headless' | 'browser' | 'playwright';

/** A control on the page, found the way a person finds it: by role and accessible name. */
export interface PageTarget {
  role:
    | 'button'
    | 'link'
    | 'textbox'
    | 'searchbox'
    | 'checkbox'
    | 'radio'
    | 'switch'
    | 'menuitem'
    | 'dialog'
    | 'article'
    | 'img';
  /** Accessible name, exact. */
  name: string;
  /** Narrow the search to the pin card of this pin id (`data-pin-id` on the card). */
  withinPin?: string;
}

/** Something a person does on the page. */
export type PageAction =
  | { do: 'click'; target: PageTarget }
  | { do: 'hover'; target: PageTarget }
  | { do: 'unhover'; target: PageTarget }
  | { do: 'type'; target: PageTarget; text: string }
  | { do: 'visit'; path: string };

/** A fault for one route of the fake API, as the control endpoint takes it. */
export interface FaultSpec {
  /** `'METHOD /path/pattern/'` as written in the endpoint table, e.g. `'POST /v3/pins/:id/favorite/'`. */
  route: string;
  status?: number;
  message?: string;
  latencyMs?: number;
  /** How many requests the fault applies to; unlimited when absent. */
  count?: number;
}

/** What a `expect` step checks. */
export type Expectation =
  /** The actor's state matches (`snapshot.matches`), e.g. `'saving'` or `{ saved: 'idle' }`. */
  | { actor: string; state: string | Record<string, unknown> }
  /** A context value at a dotted path equals the given value (deep equality). */
  | { actor: string; path: string; equals: unknown }
  /**
   * A context value at a dotted path contains the given value: a substring, or a list member
   * (an object needle matches a member having its fields, so `{ source, event: { type } }`
   * finds an analytics record whatever its number).
   */
  | { actor: string; path: string; contains: unknown }
  /** The actor is live (or, with `absent: true`, not live) in the system. */
  | { actor: string; absent: boolean }
  /**
   * The text is visible on the page (browser, Playwright). Headless, it is looked for in the
   * contexts of the live actors, where messages such as toast texts live.
   */
  | { text: string; visible?: boolean };

interface StepBase {
  /** The sentence a stakeholder reads: "Jane taps Save on the pin". */
  say: string;
  /** Run this step only in these drivers (default: all). */
  only?: readonly DriverKind[];
}

/** Send an event to an actor by systemId. */
export interface SendStep extends StepBase {
  kind: 'send';
  to: string;
  event: AnyEventObject;
}

/**
 * Act on the page as a person would. Headless, where there is no page, the step sends
 * `equivalent` instead (a tap, a click and Enter all send the same event); with no equivalent
 * the step is skipped headless.
 */
export interface ActStep extends StepBase {
  kind: 'act';
  action: PageAction;
  equivalent?: { to: string; event: AnyEventObject };
}

/** Let clock time pass (simulated headless, real in the browser and under Playwright). */
export interface WaitStep extends StepBase {
  kind: 'wait';
  ms: number;
}

/** Set a fault or latency on the fake API, go offline or back, or clear every fault. */
export type ApiChange = { fault: FaultSpec } | { offline: boolean } | { reset: 'faults' };

export interface ApiStep extends StepBase {
  kind: 'api';
  change: ApiChange;
}

/** Check a state, a context value or a visible text. */
export interface ExpectStep extends StepBase {
  kind: 'expect';
  check: Expectation;
}

/**
 * The page is loaded again, as a person pressing reload: the app starts over from what the browser
 * keeps (storage) on the page it showed. Headless the root is started again over the same storage;
 * under Playwright the page reloads; in the player the live app is mounted again and the actors
 * that read storage at the start read it again (decision scenario-reload).
 */
export interface ReloadStep extends StepBase {
  kind: 'reload';
}

export type Step = SendStep | ActStep | WaitStep | ApiStep | ExpectStep | ReloadStep;

/** A pin on screen at the start: its per-pin actors exist, as a card on the page makes them. */
export interface PinOnScreen {
  pinId: string;
  /** Per-pin actor kinds the card looks up (`oneTapSave`, `favorite`, `hover`). */
  kinds: readonly string[];
  /**
   * What the card tells the root when it asks for the actors (`pin.spawn`'s seed: `surface`,
   * `hover`, ...). Headless, the pin's own fields are loaded from the fake API, as the card has them.
   */
  seed?: Record<string, unknown>;
}

/** Where a scenario starts. */
export interface ScenarioStart {
  /** The fixture user signed in at the start (`KNOWN` ids), or null for a logged-out viewer. */
  viewer: string | null;
  /** The page the live app shows (browser and Playwright), e.g. `'/'` or `'/pin/123/'`. */
  path?: string;
  /** Pins whose cards are on that page; headless, their actors are spawned as the cards would. */
  pins?: readonly PinOnScreen[];
  /** Device the viewer uses (default desktop). */
  device?: 'desktop' | 'mobile';
  /** Experiments the browser is in (domain/experiments.ts; none by default). */
  experiments?: readonly ExperimentName[];
}

export interface Scenario {
  /** Stable kebab-case id: the file name without `.scenario.ts`, and the player's URL. */
  id: string;
  title: string;
  /** One or two sentences for a stakeholder: what this shows and why it matters. */
  summary: string;
  /** The spec section or issue row it defends ("spec 1 section 8, 'Delete fails'"). */
  spec: string;
  start: ScenarioStart;
  steps: readonly Step[];
}

/** Declares a scenario with its types checked. */
export function defineScenario(scenario: Scenario): Scenario {
  return scenario;
}

/** True when the step applies to the given driver. */
export function stepApplies(step: Step, driver: DriverKind): boolean {
  return step.only === undefined || step.only.includes(driver);
}
