// One runner for every scenario, three drivers: headless (vitest, the player's clock, the real
// machines over the in-process fake API), browser (the live app in the player) and Playwright.
// This file is browser-safe: drivers that need Node live in their own files.

import { matchesState, type EventObject, type StateValue } from 'xstate';
import {
  stepApplies,
  type ApiChange,
  type DriverKind,
  type Expectation,
  type PageAction,
  type Scenario,
  type Step,
} from './format';

/** What a driver reads of an actor: its state value and context, as plain data. */
export interface ActorReading {
  value: unknown;
  context: unknown;
}

/** A way to run scenarios: owns the actor system, the clock, the page and the fake API. */
export interface Driver {
  readonly kind: DriverKind;
  /** How long an expectation may take to come true, in real ms (0 headless, where nothing renders). */
  readonly patienceMs: number;
  start(scenario: Scenario): Promise<void>;
  send(to: string, event: EventObject): Promise<void>;
  /**
   * Acts on the page. When the step's pin card is not on the page at all, a driver may send the
   * step's equivalent event instead and answer a note saying so.
   */
  act(action: PageAction, equivalent?: { to: string; event: EventObject }): Promise<string | void>;
  wait(ms: number): Promise<void>;
  api(change: ApiChange): Promise<void>;
  /** The actor's state and context, or null when no live actor has this systemId. */
  read(systemId: string): Promise<ActorReading | null>;
  /** Whether a text is visible (or, headless, held in a live actor's context). */
  hasText(text: string): Promise<boolean>;
  /** Loads the page again: the app starts over from what storage holds (a `reload` step). */
  reload(): Promise<void>;
  /** Let answers in flight arrive and the machines react to them. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

export type StepStatus = 'passed' | 'failed' | 'skipped' | 'not-run';

export interface StepResult {
  index: number;
  kind: Step['kind'];
  say: string;
  status: StepStatus;
  /** For a failed step, what was expected and what was found, in plain words. */
  detail?: string;
}

export interface ScenarioResult {
  id: string;
  title: string;
  driver: DriverKind;
  passed: boolean;
  steps: StepResult[];
}

export interface RunOptions {
  /** Called before each step runs; awaiting it is how the player pauses and steps. */
  beforeStep?: (index: number, step: Step) => Promise<void> | void;
  /** Called after each step with its result. */
  onStep?: (result: StepResult) => void;
  /** Stops the run between steps. */
  signal?: AbortSignal;
}

/** Reads a dotted path (`items.0.message`) out of a plain value. */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    if (current instanceof Map) {
      current = (current as Map<unknown, unknown>).get(key);
    } else if (typeof current === 'object') {
      current = (current as Record<string, unknown>)[key];
    } else {
      return undefined;
    }
  }
  return current;
}

/** Deep equality over plain data. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** A short readable form of a value for failure messages. */
export function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value, (_k, v: unknown): unknown =>
    v instanceof Map ? (Object.fromEntries(v) as unknown) : v,
  );
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** A state value in words: `saved` or `saved.idle`. */
export function showState(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  return show(value);
}

/** An object matches when it has every field the needle names, each matching; else equality. */
function matchesPart(item: unknown, needle: unknown): boolean {
  if (typeof needle !== 'object' || needle === null || Array.isArray(needle))
    return deepEqual(item, needle);
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  return Object.entries(needle).every(([k, v]) =>
    matchesPart((item as Record<string, unknown>)[k], v),
  );
}

/** A list (or map) holds a member matching the needle; a string holds the substring. */
function contains(haystack: unknown, needle: unknown): boolean {
  if (typeof haystack === 'string' && typeof needle === 'string') return haystack.includes(needle);
  if (Array.isArray(haystack)) return haystack.some((item) => matchesPart(item, needle));
  if (haystack instanceof Map)
    return [...haystack.values()].some((item) => matchesPart(item, needle));
  return false;
}

/** Checks one expectation once; returns null when it holds, or what was found instead. */
export async function checkExpectation(driver: Driver, check: Expectation): Promise<string | null> {
  if ('text' in check) {
    const visible = check.visible ?? true;
    const found = await driver.hasText(check.text);
    if (found === visible) return null;
    return visible
      ? `Expected to see ${show(check.text)}, but it is not shown.`
      : `Expected ${show(check.text)} to be gone, but it is still shown.`;
  }
  const reading = await driver.read(check.actor);
  if ('absent' in check) {
    const isAbsent = reading === null;
    if (isAbsent === check.absent) return null;
    return check.absent
      ? `Expected no live actor '${check.actor}', but there is one.`
      : `Expected a live actor '${check.actor}', but there is none.`;
  }
  if (reading === null) return `Expected a live actor '${check.actor}', but there is none.`;
  if ('state' in check) {
    if (matchesState(check.state as StateValue, reading.value as StateValue)) return null;
    return `Expected '${check.actor}' to be in ${showState(check.state)}, but it is in ${showState(reading.value)}.`;
  }
  const actual = readPath(reading.context, check.path);
  if ('equals' in check) {
    if (deepEqual(actual, check.equals)) return null;
    return `Expected '${check.actor}' ${check.path} to be ${show(check.equals)}, but it is ${show(actual)} (in ${showState(reading.value)}).`;
  }
  if (contains(actual, check.contains)) return null;
  return `Expected '${check.actor}' ${check.path} to contain ${show(check.contains)}, but it is ${show(actual)} (in ${showState(reading.value)}).`;
}

const POLL_MS = 50;

async function expectWithPatience(driver: Driver, check: Expectation): Promise<string | null> {
  const deadline = Date.now() + driver.patienceMs;
  for (;;) {
    const problem = await checkExpectation(driver, check);
    if (problem === null || Date.now() >= deadline) return problem;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    // Answers that came in since (a page a view fetched as it rendered) are let in, as after a
    // step; time still stands still.
    await driver.settle();
  }
}

async function runStep(
  driver: Driver,
  step: Step,
): Promise<{ status: StepStatus; detail?: string }> {
  switch (step.kind) {
    case 'send':
      await driver.send(step.to, step.event);
      await driver.settle();
      return { status: 'passed' };
    case 'act':
      if (driver.kind === 'headless') {
        if (!step.equivalent) return { status: 'skipped', detail: 'No page headless.' };
        await driver.send(step.equivalent.to, step.equivalent.event);
        await driver.settle();
        return { status: 'passed' };
      }
      {
        const note = await driver.act(step.action, step.equivalent);
        await driver.settle();
        return note ? { status: 'passed', detail: note } : { status: 'passed' };
      }
    case 'wait':
      await driver.wait(step.ms);
      await driver.settle();
      return { status: 'passed' };
    case 'api':
      await driver.api(step.change);
      return { status: 'passed' };
    case 'reload':
      await driver.reload();
      await driver.settle();
      return { status: 'passed' };
    case 'expect': {
      const problem = await expectWithPatience(driver, step.check);
      return problem === null ? { status: 'passed' } : { status: 'failed', detail: problem };
    }
  }
}

/** Runs one step where it applies; an error thrown by the step is its failure. */
export async function runOneStep(
  driver: Driver,
  step: Step,
): Promise<{ status: StepStatus; detail?: string }> {
  if (!stepApplies(step, driver.kind))
    return { status: 'skipped', detail: `Not run ${driver.kind}.` };
  try {
    return await runStep(driver, step);
  } catch (error) {
    return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Runs a scenario with a driver: every step in order; the first failed step stops the run and
 * the rest are reported as not run. Errors thrown by a step count as a failure of that step.
 */
export async function runScenario(
  scenario: Scenario,
  driver: Driver,
  options: RunOptions = {},
): Promise<ScenarioResult> {
  const results: StepResult[] = scenario.steps.map((step, index) => ({
    index,
    kind: step.kind,
    say: step.say,
    status: 'not-run',
  }));
  let passed = true;
  try {
    await driver.start(scenario);
    for (const [index, step] of scenario.steps.entries()) {
      if (options.signal?.aborted) {
        passed = false;
        break;
      }
      await options.beforeStep?.(index, step);
      if (options.signal?.aborted) {
        passed = false;
        break;
      }
      const outcome = await runOneStep(driver, step);
      const result: StepResult = { ...results[index]!, ...outcome };
      results[index] = result;
      options.onStep?.(result);
      if (outcome.status === 'failed') {
        passed = false;
        break;
      }
    }
  } catch (error) {
    passed = false;
    const first = results.findIndex((r) => r.status === 'not-run');
    if (first >= 0) {
      results[first] = {
        ...results[first]!,
        status: 'failed',
        detail: `The scenario could not start: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  } finally {
    await driver.stop();
  }
  return { id: scenario.id, title: scenario.title, driver: driver.kind, passed, steps: results };
}

/**
 * What a step's outcome must be under a driver, read off the script alone, so every driver is
 * held to one expectation: a step that does not apply to the driver is skipped; a page action
 * with no equivalent event is skipped headless, where there is no page; every other step passes.
 */
export function expectedStatus(step: Step, kind: DriverKind): StepStatus {
  if (!stepApplies(step, kind)) return 'skipped';
  if (kind === 'headless' && step.kind === 'act' && !step.equivalent) return 'skipped';
  return 'passed';
}

/** Each step's expected outcome under a driver (see `expectedStatus`). */
export function expectedStatuses(scenario: Scenario, kind: DriverKind): StepStatus[] {
  return scenario.steps.map((step) => expectedStatus(step, kind));
}

/**
 * Whether a run showed anything: it passed and at least one of its expectations was checked.
 * A run whose every check was skipped (steps `only` for other drivers) is no pass.
 */
export function provedSomething(result: ScenarioResult): boolean {
  return result.passed && result.steps.some((s) => s.kind === 'expect' && s.status === 'passed');
}
