// `npx tsx --expose-gc scripts/bench-pin-actors.ts`: what per-pin actors cost the root. Spawns the
// actors of 2,000 cards (hover, one-tap save, favorite, saved indicator each, as a grid card asks
// for them) through the root's `pin.spawn`, looks each one up by system id, and prints the time
// and the heap they take. Figures are measured, never asserted (docs/decisions/011).
import { performance } from 'node:perf_hooks';
import { createActor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { appMachine } from '../machines/app.machine';

const CARDS = Number(process.env.CARDS ?? 2000);
const KINDS = ['hover', 'oneTapSave', 'favorite', 'savedIndicator'] as const;

const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

function run() {
  const root = createActor(appMachine, { input: {} }).start();
  const before = heap();
  const spawnStart = performance.now();
  for (let i = 0; i < CARDS; i += 1) {
    const pinId = `p${i}`;
    for (const kind of KINDS) {
      root.send({
        type: 'pin.spawn',
        pinId,
        kind,
        seed: { pin: { id: pinId, favoritedByMe: false, favoriteUserCount: i % 12 } },
      });
    }
  }
  const spawnMs = performance.now() - spawnStart;
  const lookupStart = performance.now();
  let found = 0;
  for (let i = 0; i < CARDS; i += 1) {
    for (const kind of KINDS) {
      if (root.system.get(`pin.p${i}.${kind}`) as AnyActorRef | undefined) found += 1;
    }
  }
  const lookupMs = performance.now() - lookupStart;
  const after = heap();
  const live = (root.getSnapshot().context as { pinActorCount: number }).pinActorCount;
  root.stop();
  return { spawnMs, lookupMs, found, live, heapKB: (after - before) / 1024 };
}

run(); // warm-up
const r = run();
const spawns = CARDS * KINDS.length;
console.log(`cards: ${CARDS}, per-pin spawns asked: ${spawns}, live after: ${r.live}`);
console.log(
  `spawn: ${r.spawnMs.toFixed(1)} ms (${((r.spawnMs * 1000) / spawns).toFixed(1)} µs each)`,
);
console.log(`look-up of all ${spawns}: ${r.lookupMs.toFixed(2)} ms (${r.found} live found)`);
console.log(
  `heap held by the live actors: ${(r.heapKB / 1024).toFixed(1)} MB (${(r.heapKB / Math.max(r.live, 1)).toFixed(2)} KB each)${gc ? '' : ' (run with --expose-gc for a settled figure)'}`,
);
