// The app's clock (docs/decisions/012): the root actor system's every named delay and the toasts'
// stopwatch run on it, and the API's answers pass through it. Left alone it follows the real
// clock. The scenario player takes control of it (clock-control.ts, loaded with the player): machine
// time then stands still between steps and moves only in `wait` steps; this core keeps just what
// the running app needs, so the home page does not carry the player's part.

import type { ActorOptions, AnyActorLogic } from 'xstate';
import { apiAddressFor } from '../domain/api-contract';
import { PAGE_LOADED_ON } from './api-base';

/** What XState's `createActor({ clock })` takes. */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface Timer {
  id: number;
  due: number;
  fn: () => void;
  real: ReturnType<typeof setTimeout> | null;
}

/** What the clock uses of the real world; tests give their own. */
export interface RealWorld {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (id: ReturnType<typeof setTimeout>) => void;
  fetch: typeof fetch;
  /** Told of work on its way to the machines (code arriving), as it is of a fetch. */
  arriving?: (work: Promise<unknown>) => void;
}

const realWorld = (): RealWorld => ({
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
  fetch: (input, init) => globalThis.fetch(apiAddressFor(input, PAGE_LOADED_ON), init),
});

/**
 * A clock for XState's `createActor({ clock })`: live it follows real time, each timer armed on a
 * real one. Its state is open to the player's control (clock-control.ts), which holds and moves it.
 */
export class AppClock implements Clock {
  readonly real: RealWorld;
  readonly timers = new Map<number, Timer>();
  private nextId = 1;
  /** Clock time at `realStart`, and how fast it runs from there (0: standing still). */
  private base: number;
  private realStart: number;
  private rate = 1;
  /** While a wait runs, time does not pass this point before the loop reaches it. */
  private cap = Number.POSITIVE_INFINITY;
  /** True while the player holds the clock: timers are not armed. */
  holding = false;
  /** How requests go out once the player has taken control (answers then pass its gate). */
  gate: typeof fetch | null = null;
  /**
   * Work a person's input started that reaches the machines only later (the code of an outside
   * link's click fetched first, the connectivity read): the player lets answers in until it is
   * done, as it does for requests in flight.
   */
  readonly work = new Set<Promise<unknown>>();

  constructor(real: RealWorld = realWorld(), start = Date.now()) {
    this.real = real;
    this.base = start;
    this.realStart = real.now();
  }

  /** Machine time, in ms. */
  now(): number {
    return this.timeAt(this.real.now());
  }

  /** Machine time when the real clock reads `realNow`. */
  private timeAt(realNow: number): number {
    return Math.min(this.base + (realNow - this.realStart) * this.rate, this.cap);
  }

  /** True while the player holds the clock. */
  get held(): boolean {
    return this.holding;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++;
    const timer: Timer = { id, due: this.now() + Math.max(0, timeout), fn, real: null };
    this.timers.set(id, timer);
    if (!this.holding) this.arm(timer);
    return id;
  }

  clearTimeout(id: number): void {
    const timer = this.timers.get(id);
    if (!timer) return;
    if (timer.real !== null) this.real.clearTimeout(timer.real);
    this.timers.delete(id);
  }

  /** The app's fetch: straight to the network, or through the player's gate once it has one. */
  readonly fetch: typeof fetch = (input, init) =>
    this.gate ? this.gate(input, init) : this.real.fetch(input, init);

  /** Counts `promise` as work on its way to the machines until it settles; answers it. */
  track<T>(promise: Promise<T>): Promise<T> {
    const done = promise.finally(() => this.work.delete(done));
    this.work.add(done);
    this.real.arriving?.(done);
    return done;
  }

  /**
   * Time runs from `at`, as of the real instant `realNow`: at real speed when live, standing still
   * when held. `at` and `realNow` are read once each, together: real time read again after `at`
   * was would have moved on, and the clock would fall behind by what passed between the reads.
   */
  freeze(at: number, realNow = this.real.now()): void {
    this.base = at;
    this.realStart = realNow;
    this.rate = this.holding ? 0 : 1;
    this.cap = Number.POSITIVE_INFINITY;
  }

  /** Time runs from `from` at `rate` clock ms per real ms, never passing `cap`. */
  run(from: number, rate: number, cap: number): void {
    this.base = from;
    this.realStart = this.real.now();
    this.rate = rate;
    this.cap = cap;
  }

  /**
   * Arms a timer on a real one, for the time it has left, rounded up: a browser's timer takes
   * whole ms and drops the rest, so one armed for 1999.4 ms would fire 0.4 ms before the timer is
   * due, and the clock would jump to it, early.
   */
  arm(timer: Timer): void {
    if (timer.real !== null) this.real.clearTimeout(timer.real);
    timer.real = this.real.setTimeout(
      () => {
        timer.real = null;
        if (!this.timers.has(timer.id)) return;
        const realNow = this.real.now();
        this.freeze(Math.max(this.timeAt(realNow), timer.due), realNow);
        this.timers.delete(timer.id);
        timer.fn();
      },
      Math.max(0, Math.ceil(timer.due - this.now())),
    );
  }
}

/** The one clock of the running app (runtime/system.ts gives it to the root actor). */
export const appClock = new AppClock();
