// The app's clock (docs/decisions/012): the root actor system's every named delay and the toasts'
// stopwatch run on it, and the API's answers pass through it. Left alone it follows the real
// clock. The scenario player holds it: machine time then stands still between steps, moves only
// in `wait` steps, by exactly their length, timer by timer, shown at the player's speed; and an
// answer that arrives while time stands still waits until the player lets answers in (`settle`)
// or time runs, so a replay reaches the same states at any speed.

import type { ActorOptions, AnyActorLogic } from 'xstate';

/** What XState's `createActor({ clock })` takes. */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

interface Timer {
  id: number;
  due: number;
  fn: () => void;
  real: ReturnType<typeof setTimeout> | null;
}

/** One request the app made through the clock's `fetch`. */
interface Pending {
  /** Set once the network has answered (the body is read). */
  arrived: boolean;
  /** Clock time before which the answer is not delivered (a latency in clock time). */
  due: boolean;
  deliver: (() => void) | null;
}

/** What the clock uses of the real world; tests give their own. */
export interface RealWorld {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (id: ReturnType<typeof setTimeout>) => void;
  fetch: typeof fetch;
}

const realWorld = (): RealWorld => ({
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
  fetch: (input, init) => globalThis.fetch(input, init),
});

/** How `advance` shows time passing. */
export interface AdvanceOptions {
  /** Clock ms per real ms; 0 moves at once, timer by timer. */
  speed: () => number;
  /** Called after each timer fires (and at the end): let answers arrive and machines react. */
  settle?: () => Promise<void>;
}

const NO_BODY = new Set([101, 204, 205, 304]);
const SETTLE_LIMIT_MS = 10_000;

/**
 * A clock for XState's `createActor({ clock })` that the scenario player can hold and move.
 * `live` (the default) follows real time; `hold()` stops machine time; `advance(ms)` moves it.
 */
export class AppClock implements Clock {
  private readonly real: RealWorld;
  private readonly timers = new Map<number, Timer>();
  private readonly requests = new Set<Pending>();
  private nextId = 1;
  /** Clock time at `realStart`, and how fast it runs from there (0: standing still). */
  private base: number;
  private realStart: number;
  private rate = 1;
  /** While a wait runs, time does not pass this point before the loop reaches it. */
  private cap = Number.POSITIVE_INFINITY;
  private holding = false;
  /** Latency in clock time for a request (the player's `api` steps set it); 0 by default. */
  latencyFor: (method: string, url: string) => number = () => 0;

  constructor(real: RealWorld = realWorld(), start = Date.now()) {
    this.real = real;
    this.base = start;
    this.realStart = real.now();
  }

  /** Machine time, in ms. */
  now(): number {
    const moved = (this.real.now() - this.realStart) * this.rate;
    return Math.min(this.base + moved, this.cap);
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

  /** Machine time stands still from now on; timers keep their due times. */
  hold(): void {
    const at = this.now();
    this.holding = true;
    this.freeze(at);
    for (const timer of this.timers.values()) {
      if (timer.real !== null) this.real.clearTimeout(timer.real);
      timer.real = null;
    }
  }

  /** Back to real time: timers run out in the time they have left; held answers go in. */
  release(): void {
    const at = this.now();
    this.holding = false;
    this.freeze(at);
    for (const timer of this.timers.values()) this.arm(timer);
    this.deliverReady();
  }

  /** When the next timer is due, or undefined. */
  nextDue(): number | undefined {
    let next: number | undefined;
    for (const t of this.timers.values()) if (next === undefined || t.due < next) next = t.due;
    return next;
  }

  /**
   * Moves held time forward by exactly `ms`, stopping at each timer: the timer fires, then
   * `settle` lets answers in and the machines react, then time goes on. At a speed above 0 each
   * stretch takes `stretch / speed` real ms, during which `now()` moves smoothly.
   */
  async advance(ms: number, options: AdvanceOptions): Promise<void> {
    const target = this.now() + Math.max(0, ms);
    for (;;) {
      const next = this.nextDue();
      const stop = next !== undefined && next <= target ? next : target;
      const from = this.now();
      const speed = options.speed();
      if (speed > 0 && stop > from) {
        this.base = from;
        this.realStart = this.real.now();
        this.rate = speed;
        this.cap = stop;
        await new Promise<void>((resolve) => this.real.setTimeout(resolve, (stop - from) / speed));
      }
      this.freeze(stop);
      this.fireDue();
      await (options.settle ?? (() => this.settle()))();
      const after = this.nextDue();
      if (stop >= target && (after === undefined || after > target)) break;
    }
  }

  /**
   * Lets every answer that is due arrive and the machines react, until nothing is left to wait
   * for: the moment a step's answers come in. Answers held by a latency wait for the clock.
   */
  async settle(): Promise<void> {
    const deadline = this.real.now() + SETTLE_LIMIT_MS;
    let quiet = 0;
    while (quiet < 3) {
      if (this.real.now() > deadline)
        throw new Error('The app kept waiting for answers for over 10 s.');
      const waiting = [...this.requests].some((r) => r.due && !r.arrived);
      const delivered = this.deliverReady(true);
      quiet = waiting || delivered ? 0 : quiet + 1;
      await new Promise<void>((resolve) => this.real.setTimeout(resolve, waiting ? 10 : 0));
    }
  }

  /** How many requests are waiting (on the network or on the clock). */
  pending(): number {
    return this.requests.size;
  }

  /** The app's fetch: answers go in at once while live, and when the player lets them in while held. */
  readonly fetch: typeof fetch = (input, init) => {
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const latency = this.latencyFor(method, url);
    const request: Pending = { arrived: false, due: latency <= 0, deliver: null };
    this.requests.add(request);
    if (latency > 0)
      this.setTimeout(() => {
        request.due = true;
        this.deliverReady();
      }, latency);
    const answer = this.real.fetch(input, init).then(async (response) => {
      const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    });
    return new Promise<Response>((resolve, reject) => {
      const arrive = (deliver: () => void) => {
        request.arrived = true;
        request.deliver = deliver;
        this.deliverReady();
      };
      answer.then(
        (response) => arrive(() => resolve(response)),
        (error: unknown) =>
          arrive(() => reject(error instanceof Error ? error : new Error(String(error)))),
      );
    });
  };

  /** Delivers the answers that have arrived and are due; while held only when `letIn`. */
  private deliverReady(letIn = false): boolean {
    if (this.holding && !letIn) return false;
    let delivered = false;
    for (const request of this.requests) {
      if (!request.arrived || !request.due || !request.deliver) continue;
      this.requests.delete(request);
      request.deliver();
      delivered = true;
    }
    return delivered;
  }

  private freeze(at: number): void {
    this.base = at;
    this.realStart = this.real.now();
    this.rate = this.holding ? 0 : 1;
    this.cap = Number.POSITIVE_INFINITY;
  }

  private arm(timer: Timer): void {
    if (timer.real !== null) this.real.clearTimeout(timer.real);
    timer.real = this.real.setTimeout(
      () => {
        timer.real = null;
        if (!this.timers.has(timer.id)) return;
        this.freeze(Math.max(this.now(), timer.due));
        this.timers.delete(timer.id);
        timer.fn();
      },
      Math.max(0, timer.due - this.now()),
    );
  }

  /** Fires, in due order, every timer due by now (timers they set for now fire too). */
  private fireDue(): void {
    for (;;) {
      const now = this.now();
      let first: Timer | undefined;
      for (const t of this.timers.values())
        if (
          t.due <= now &&
          (!first || t.due < first.due || (t.due === first.due && t.id < first.id))
        )
          first = t;
      if (!first) return;
      this.timers.delete(first.id);
      first.fn();
    }
  }
}

/** The one clock of the running app (ui/app/system.ts gives it to the root actor). */
export const appClock = new AppClock();
