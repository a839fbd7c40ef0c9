// The player owns the clock (docs/decisions/012): which timers fire, in which order and at which
// machine time, is decided by the script alone, whatever the speed, and no answer lands at a
// machine time that depends on the network's real speed. Random scripts of timers (some set from
// inside other timers, some cleared), requests whose answers take random real time, waits and
// settles run on the app's clock held by the player's control at every speed, with random real
// pauses between steps, against a model written apart from the clock: a plain function of the
// script. Real time jumps (docs/decisions/064), so the runs cost no wall time; a few run on the
// true real clock. A control that lets real-time lag push timers late above 1× must be caught.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { AppClock, type RealWorld } from '../runtime/app-clock';
import { ClockControl, type AdvanceOptions } from '../runtime/clock-control';
import { jumpingRealWorld } from '../runtime/jumping-real-world';
import { assertProperty, propertyFails } from './property-support';

const SPEEDS = [0, 0.5, 1, 2, 4];

/** A timer of the script: when it fires it sets its children and clears timers set by steps. */
interface TimerSpec {
  ms: number;
  children: TimerSpec[];
  /** Indexes of `set` steps whose timers this one clears (when set and still waiting). */
  clears: number[];
}

type Step =
  | { kind: 'set'; timer: TimerSpec }
  | { kind: 'clear'; set: number }
  /** A request: its answer takes `realMs` of real time, and is due `latency` clock ms later. */
  | { kind: 'fetch'; realMs: number; latency: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'settle' };

/** What happened, at which machine time: a timer fired or an answer was delivered. */
interface Entry {
  what: string;
  at: number;
}

interface Sizes {
  timerMs: number;
  waitMs: number;
  realMs: number;
  pauseMs: number;
  steps: number;
}

/** On jumping real time: long enough stretches that many timers and answers meet. */
const JUMPING: Sizes = { timerMs: 300, waitMs: 400, realMs: 300, pauseMs: 500, steps: 16 };
/** On the true real clock: small, so a run takes a fraction of a second. */
const REAL: Sizes = { timerMs: 20, waitMs: 24, realMs: 15, pauseMs: 5, steps: 6 };

/** Clock ms with ties likely: 0 and round numbers come up often. */
const clockMs = (max: number) =>
  fc.oneof(fc.constantFrom(0, max / 4, max / 2), fc.integer({ min: 0, max }));

const timerSpec = (sizes: Sizes): fc.Arbitrary<TimerSpec> =>
  fc.letrec<{ timer: TimerSpec }>((tie) => ({
    timer: fc.record({
      ms: clockMs(sizes.timerMs),
      children: fc.oneof(
        { maxDepth: 2, withCrossShrink: true },
        fc.constant<TimerSpec[]>([]),
        fc.array(tie('timer'), { maxLength: 2 }),
      ),
      clears: fc.array(fc.nat({ max: sizes.steps }), { maxLength: 1 }),
    }),
  })).timer;

const step = (sizes: Sizes): fc.Arbitrary<Step> =>
  fc.oneof(
    { arbitrary: timerSpec(sizes).map((timer): Step => ({ kind: 'set', timer })), weight: 4 },
    {
      arbitrary: fc.nat({ max: sizes.steps }).map((set): Step => ({ kind: 'clear', set })),
      weight: 1,
    },
    {
      arbitrary: fc
        .record({
          realMs: fc.integer({ min: 0, max: sizes.realMs }),
          latency: fc.oneof(fc.constant(0), clockMs(sizes.timerMs)),
        })
        .map((r): Step => ({ kind: 'fetch', ...r })),
      weight: 2,
    },
    {
      arbitrary: clockMs(sizes.waitMs).map((ms): Step => ({ kind: 'wait', ms })),
      weight: 3,
    },
    { arbitrary: fc.constant<Step>({ kind: 'settle' }), weight: 1 },
  );

/** A script, then for each speed the real pauses before each of its steps. */
const scriptAndPauses = (sizes: Sizes) =>
  fc.array(step(sizes), { minLength: 1, maxLength: sizes.steps }).chain((script) =>
    fc.tuple(
      fc.constant(script),
      fc.array(
        fc.array(fc.integer({ min: 0, max: sizes.pauseMs }), {
          minLength: script.length + 1,
          maxLength: script.length + 1,
        }),
        { minLength: SPEEDS.length, maxLength: SPEEDS.length },
      ),
    ),
  );

/**
 * The model: the firing log a script asks for. Machine time moves only in waits, from stop to
 * stop: at each timer due on the way (equal times in the order set) and at the wait's end. At a
 * stop the due timers fire, then every answer that is due is delivered. An answer is due at once,
 * or `latency` clock ms after its request (a timer of its own, set in order with the others).
 * Settle steps deliver the due answers without moving time.
 */
function expectedLog(script: readonly Step[]): Entry[] {
  interface ModelTimer {
    id: number;
    due: number;
    fires: () => void;
  }
  const log: Entry[] = [];
  let time = 0;
  let nextId = 1;
  let timers: ModelTimer[] = [];
  const setIds = new Map<number, number>();
  let answers: Array<{ what: string; due: boolean }> = [];

  const clearSet = (set: number) => {
    const id = setIds.get(set);
    timers = timers.filter((t) => t.id !== id);
  };
  const setTimer = (spec: TimerSpec, what: string): number => {
    const id = nextId++;
    const fires = () => {
      log.push({ what, at: time });
      spec.children.forEach((child, i) => setTimer(child, `${what}.${i}`));
      spec.clears.forEach(clearSet);
    };
    timers.push({ id, due: time + spec.ms, fires });
    return id;
  };
  const deliver = () => {
    for (const a of answers) if (a.due) log.push({ what: a.what, at: time });
    answers = answers.filter((a) => !a.due);
  };
  const fireDue = () => {
    for (;;) {
      const due = timers.filter((t) => t.due <= time);
      if (due.length === 0) return;
      const first = due.reduce((a, b) =>
        b.due < a.due || (b.due === a.due && b.id < a.id) ? b : a,
      );
      timers = timers.filter((t) => t !== first);
      first.fires();
    }
  };

  script.forEach((s, index) => {
    switch (s.kind) {
      case 'set':
        setIds.set(index, setTimer(s.timer, `t${index}`));
        return;
      case 'clear':
        clearSet(s.set);
        return;
      case 'fetch': {
        const answer = { what: `answer${index}`, due: s.latency <= 0 };
        answers.push(answer);
        if (s.latency > 0)
          timers.push({ id: nextId++, due: time + s.latency, fires: () => (answer.due = true) });
        return;
      }
      case 'settle':
        deliver();
        return;
      case 'wait': {
        const target = time + s.ms;
        for (;;) {
          const next = Math.min(...timers.map((t) => t.due));
          time = next <= target ? next : target;
          fireDue();
          deliver();
          if (time >= target && !timers.some((t) => t.due <= target)) return;
        }
      }
    }
  });
  return log;
}

/** Answers delivered at one stop arrive in whichever order the network sent them. */
function normalised(log: readonly Entry[]): Entry[] {
  const out = [...log];
  const isAnswer = (e: Entry | undefined) => e?.what.startsWith('answer') ?? false;
  for (let i = 0; i < out.length; i += 1) {
    let j = i;
    while (isAnswer(out[j]) && out[j]?.at === out[i]?.at) j += 1;
    if (j > i + 1)
      out.splice(i, j - i, ...out.slice(i, j).sort((a, b) => a.what.localeCompare(b.what)));
  }
  return out;
}

type MakeControl = (clock: AppClock) => ClockControl;

/** Runs the script on the app's clock held by the control at `speed`; returns the firing log. */
async function runOnClock(
  script: readonly Step[],
  pauses: readonly number[],
  speed: number,
  world: RealWorld,
  makeControl: MakeControl,
): Promise<Entry[]> {
  const log: Entry[] = [];
  const realDelays = new Map<string, number>();
  // A network whose answers take the script's real time.
  const network: typeof fetch = (input) => {
    const what = typeof input === 'string' ? input : '';
    return new Promise((resolve) =>
      world.setTimeout(() => resolve(new Response(what)), realDelays.get(what) ?? 0),
    );
  };
  const clock = new AppClock({ ...world, fetch: network }, 0);
  const control = makeControl(clock);
  control.hold();
  // Live, the clock ran from 0 until held: times are read from the moment it was held.
  const origin = control.now();
  const at = () => Math.round((control.now() - origin) * 1e6) / 1e6;
  const setIds = new Map<number, number>();
  const clearSet = (set: number) => {
    const id = setIds.get(set);
    if (id !== undefined) control.clearTimeout(id);
  };
  const setTimer = (spec: TimerSpec, what: string): number =>
    control.setTimeout(() => {
      log.push({ what, at: at() });
      spec.children.forEach((child, i) => setTimer(child, `${what}.${i}`));
      spec.clears.forEach(clearSet);
    }, spec.ms);
  const pause = (ms: number) => new Promise<void>((resolve) => world.setTimeout(resolve, ms));
  const options: AdvanceOptions = { speed: () => speed };

  for (const [index, s] of script.entries()) {
    await pause(pauses[index] ?? 0);
    switch (s.kind) {
      case 'set':
        setIds.set(index, setTimer(s.timer, `t${index}`));
        break;
      case 'clear':
        clearSet(s.set);
        break;
      case 'fetch': {
        const what = `answer${index}`;
        realDelays.set(what, s.realMs);
        control.latencyFor = () => s.latency;
        void control.fetch(what).then(() => log.push({ what, at: at() }));
        break;
      }
      case 'wait':
        await control.advance(s.ms, options);
        break;
      case 'settle':
        await control.settle();
        break;
    }
  }
  // Answers still on their way reach the clock, where they wait to be let in.
  await pause(pauses[script.length] ?? 0);
  return log;
}

const sameAtEverySpeed = (sizes: Sizes, world: () => RealWorld, makeControl: MakeControl) =>
  fc.asyncProperty(scriptAndPauses(sizes), async ([script, pauses]) => {
    const expected = expectedLog(script);
    for (const [i, speed] of SPEEDS.entries()) {
      const log = await runOnClock(script, pauses[i] ?? [], speed, world(), makeControl);
      expect(normalised(log), `at ${speed}×`).toEqual(normalised(expected));
    }
  });

const control: MakeControl = (clock) => new ClockControl(clock);

test('timers fire in the same order at the same machine times at every speed', async () => {
  await assertProperty(
    'clock speed',
    sameAtEverySpeed(JUMPING, () => jumpingRealWorld(), control),
  );
});

test('timers fire in the same order at the same machine times at every speed, on real time', async () => {
  const trueRealWorld = (): RealWorld => ({
    now: () => performance.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  await assertProperty(
    'clock speed on real time',
    sameAtEverySpeed(REAL, trueRealWorld, control),
    4,
  );
});

/**
 * A mutant: above 1× it reads machine time off the real time spent since the wait began, times
 * the speed, so the real time answers take to come in at a stop pushes the next timers late.
 */
class LaggingControl extends ClockControl {
  override async advance(ms: number, options: AdvanceOptions): Promise<void> {
    const speed = options.speed();
    if (speed <= 1) return super.advance(ms, options);
    const { clock } = this;
    const target = clock.now() + ms;
    const start = { real: clock.real.now(), clock: clock.now() };
    for (;;) {
      const next = this.nextDue();
      const stop = next !== undefined && next <= target ? next : target;
      const wait = (stop - clock.now()) / speed;
      await new Promise<void>((resolve) => clock.real.setTimeout(resolve, wait));
      const reached = start.clock + (clock.real.now() - start.real) * speed;
      clock.freeze(Math.min(target, Math.max(stop, reached)));
      for (;;) {
        const due = [...clock.timers.values()]
          .filter((t) => t.due <= clock.now())
          .sort((a, b) => a.due - b.due || a.id - b.id)[0];
        if (!due) break;
        clock.timers.delete(due.id);
        due.fn();
      }
      await this.settle();
      if (clock.now() >= target && (this.nextDue() ?? Infinity) > target) return;
    }
  }
}

test('the suite catches a control that lets real-time lag push timers late above 1×', async () => {
  const lagging: MakeControl = (clock) => new LaggingControl(clock);
  // Caught at run 36 on average over 21 seeds (at its 181st at worst): 600 keep 15 times that
  // (docs/decisions/121).
  const property = sameAtEverySpeed(JUMPING, () => jumpingRealWorld(), lagging);
  expect(await propertyFails(property, 600)).toBe(true);
});

test('the model: a timer set inside another fires after it, ties in the order set', () => {
  const child: TimerSpec = { ms: 0, children: [], clears: [] };
  const script: Step[] = [
    { kind: 'set', timer: { ms: 100, children: [child], clears: [2] } },
    { kind: 'fetch', realMs: 50, latency: 0 },
    { kind: 'set', timer: { ms: 100, children: [], clears: [] } },
    { kind: 'set', timer: { ms: 50, children: [], clears: [] } },
    { kind: 'wait', ms: 150 },
  ];
  expect(expectedLog(script)).toEqual([
    { what: 't3', at: 50 },
    { what: 'answer1', at: 50 },
    { what: 't0', at: 100 },
    { what: 't0.0', at: 100 },
  ]);
});
