// The scenario player's hold on the app's clock (docs/decisions/012), loaded with the player: held,
// machine time stands still between steps, moves only in `wait` steps, by exactly their length,
// timer by timer, shown at the player's speed; and an answer that arrives while time stands still
// waits until the player lets answers in (`settle`) or time runs, so a replay reaches the same
// states at any speed. Requests already on their way when control is taken arrive as they come.
import type { AppClock, Timer } from './app-clock';

/** One request the app made through the clock's `fetch`. */
interface Pending {
  /** Set once the network has answered (the body is read). */
  arrived: boolean;
  /** Clock time before which the answer is not delivered (a latency in clock time). */
  due: boolean;
  deliver: (() => void) | null;
}

/** How `advance` shows time passing. */
export interface AdvanceOptions {
  /** Clock ms per real ms; 0 moves at once, timer by timer. */
  speed: () => number;
  /** Called after each timer fires (and at the end): let answers arrive and machines react. */
  settle?: () => Promise<void>;
}

const NO_BODY = new Set([101, 204, 205, 304]);
const SETTLE_LIMIT_MS = 10_000;

/** The player's controls over an app clock; `controlClock` makes one. */
export class ClockControl {
  private readonly requests = new Set<Pending>();
  /** Latency in clock time for a request (the player's `api` steps set it); 0 by default. */
  latencyFor: (method: string, url: string) => number = () => 0;

  constructor(readonly clock: AppClock) {
    clock.gate = this.fetch;
  }

  /** Machine time, in ms. */
  now(): number {
    return this.clock.now();
  }

  /** True while the player holds the clock. */
  get held(): boolean {
    return this.clock.holding;
  }

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    return this.clock.setTimeout(fn, timeout);
  }

  clearTimeout(id: number): void {
    this.clock.clearTimeout(id);
  }

  /** Machine time stands still from now on; timers keep their due times. */
  hold(): void {
    const { clock } = this;
    const at = clock.now();
    clock.holding = true;
    clock.freeze(at);
    for (const timer of clock.timers.values()) {
      if (timer.real !== null) clock.real.clearTimeout(timer.real);
      timer.real = null;
    }
  }

  /** Back to real time: timers run out in the time they have left; held answers go in. */
  release(): void {
    const { clock } = this;
    const at = clock.now();
    clock.holding = false;
    clock.freeze(at);
    for (const timer of clock.timers.values()) clock.arm(timer);
    this.deliverReady();
  }

  /** When the next timer is due, or undefined. */
  nextDue(): number | undefined {
    let next: number | undefined;
    for (const t of this.clock.timers.values())
      if (next === undefined || t.due < next) next = t.due;
    return next;
  }

  /**
   * Moves held time forward by exactly `ms`, stopping at each timer: the timer fires, then
   * `settle` lets answers in and the machines react, then time goes on. At a speed above 0 each
   * stretch takes `stretch / speed` real ms, during which `now()` moves smoothly.
   */
  async advance(ms: number, options: AdvanceOptions): Promise<void> {
    const { clock } = this;
    const target = clock.now() + Math.max(0, ms);
    // Real time is kept against one anchor, so the time settling takes after each timer is not
    // added on top: a 5000 ms wait at 1× takes 5000 ms of real time, however many timers fire.
    let anchor = { real: clock.real.now(), clock: clock.now(), speed: options.speed() };
    for (;;) {
      const next = this.nextDue();
      const stop = next !== undefined && next <= target ? next : target;
      const from = clock.now();
      const speed = options.speed();
      if (speed !== anchor.speed) anchor = { real: clock.real.now(), clock: from, speed };
      if (speed > 0 && stop > from) {
        clock.run(from, speed, stop);
        const due = anchor.real + (stop - anchor.clock) / speed;
        const wait = Math.max(0, due - clock.real.now());
        await new Promise<void>((resolve) => clock.real.setTimeout(resolve, wait));
      }
      clock.freeze(stop);
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
    const { real } = this.clock;
    const deadline = real.now() + SETTLE_LIMIT_MS;
    let quiet = 0;
    while (quiet < 3) {
      if (real.now() > deadline) throw new Error('The app kept waiting for answers for over 10 s.');
      const waiting =
        this.clock.work.size > 0 || [...this.requests].some((r) => r.due && !r.arrived);
      const delivered = this.deliverReady(true);
      quiet = waiting || delivered ? 0 : quiet + 1;
      await new Promise<void>((resolve) => real.setTimeout(resolve, waiting ? 10 : 0));
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
      this.clock.setTimeout(() => {
        request.due = true;
        this.deliverReady();
      }, latency);
    const answer = this.clock.real.fetch(input, init).then(async (response) => {
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
    if (this.clock.holding && !letIn) return false;
    let delivered = false;
    for (const request of this.requests) {
      if (!request.arrived || !request.due || !request.deliver) continue;
      this.requests.delete(request);
      request.deliver();
      delivered = true;
    }
    return delivered;
  }

  /** Fires, in due order, every timer due by now (timers they set for now fire too). */
  private fireDue(): void {
    const { clock } = this;
    for (;;) {
      const now = clock.now();
      let first: Timer | undefined;
      for (const t of clock.timers.values())
        if (
          t.due <= now &&
          (!first || t.due < first.due || (t.due === first.due && t.id < first.id))
        )
          first = t;
      if (!first) return;
      clock.timers.delete(first.id);
      first.fn();
    }
  }
}

const controls = new WeakMap<AppClock, ClockControl>();

/** The player's control of this clock (one per clock: its requests are tracked from then on). */
export function controlClock(clock: AppClock): ClockControl {
  let control = controls.get(clock);
  if (!control) {
    control = new ClockControl(clock);
    controls.set(clock, control);
  }
  return control;
}
