// Real time that jumps (docs/decisions/064): a stand-in for the real world the app's clock reads
// (app-clock.ts), for replays that must not spend real time. A wait of a minute at 1× is a real
// timer of a minute; here it fires as soon as the process is idle, and real time jumps to it.
// Timers fire in due order (equal times in the order set). While an answer from the network is on
// its way, real time stands still: the answer takes no real time, so a timer never jumps past it.
// So does code on its way (the client's rest, the per-pin logic), however long it takes to load.
// Node only (it jumps on `setImmediate`): the headless replay and the property tests use it.
import type { RealWorld } from './app-clock';

interface Pending {
  at: number;
  fn: () => void;
}

type Handle = ReturnType<typeof setTimeout>;

/** A real world whose time starts at 0 and jumps from timer to timer; `network` is its fetch. */
export function jumpingRealWorld(
  network: typeof fetch = (input, init) => globalThis.fetch(input, init),
): RealWorld {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, Pending>();
  const onTheWay = new Set<Promise<unknown>>();
  let scheduled = false;

  const schedule = (): void => {
    if (scheduled || timers.size === 0) return;
    scheduled = true;
    setImmediate(() => void jump());
  };

  async function jump(): Promise<void> {
    while (onTheWay.size > 0) await Promise.allSettled([...onTheWay]);
    scheduled = false;
    let first: [number, Pending] | undefined;
    for (const entry of timers) if (!first || entry[1].at < first[1].at) first = entry;
    if (!first) return;
    timers.delete(first[0]);
    now = Math.max(now, first[1].at);
    first[1].fn();
    schedule();
  }

  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      schedule();
      // The handle is only ever given back to this world's clearTimeout.
      return id as unknown as Handle;
    },
    clearTimeout: (handle) => void timers.delete(handle as unknown as number),
    fetch: (input, init) => {
      const answer = network(input, init);
      // Until the answer's body is read, as the clock's fetch reads it before letting it in.
      const read = answer.then((response) => response.clone().arrayBuffer());
      onTheWay.add(read);
      const done = () => void onTheWay.delete(read);
      read.then(done, done);
      return answer;
    },
    arriving: (work) => {
      onTheWay.add(work);
      const done = () => void onTheWay.delete(work);
      work.then(done, done);
    },
  };
}
