// Shared by every machine property suite: a seed that is printed when a run fails, so the failing
// run replays with FC_SEED=<seed>, and the check that a suite catches a deliberately broken
// variant (a mutant) of its machine.
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';

/** The seed of this run: FC_SEED when given, otherwise a fresh one. */
export function runSeed(): number {
  const given = Number(process.env.FC_SEED);
  return process.env.FC_SEED && Number.isInteger(given)
    ? given
    : Math.floor(Math.random() * 2 ** 31);
}

/** Runs a property and prints the seed when it fails. */
export async function assertProperty<T>(
  name: string,
  property: fc.IAsyncProperty<T> | fc.IProperty<T>,
  numRuns = 100,
): Promise<void> {
  const seed = runSeed();
  try {
    await fc.assert(property, { seed, numRuns });
  } catch (error) {
    console.error(`${name}: failed with seed ${seed}; replay with FC_SEED=${seed}`);
    throw error;
  }
}

/**
 * Whether the property fails: run it against a mutant to show the suite would catch that bug.
 * The shrunk counterexample is not needed, so shrinking is cut short.
 */
export async function propertyFails<T>(
  property: fc.IAsyncProperty<T> | fc.IProperty<T>,
  numRuns = 200,
): Promise<boolean> {
  const seed = runSeed();
  const site = callSite(new Error().stack);
  const result = await fc.check(property, { seed, numRuns, endOnFailure: true });
  logCatch(site, seed, result.failed ? result.numRuns : null, numRuns);
  if (!result.failed)
    console.error(`mutant survived ${numRuns} runs with seed ${seed}; replay with FC_SEED=${seed}`);
  return result.failed;
}

/** The file and line that called propertyFails, from the stack of an error made there. */
function callSite(stack = ''): string {
  const frame = stack.split('\n')[2] ?? '';
  return /([\w.-]+\.ts):(\d+)/.exec(frame)?.slice(1, 3).join(':') ?? 'unknown';
}

/**
 * With FC_MUTANT_LOG=<file>, one JSON line per mutant check: the run that caught it (null when it
 * survived) and the runs it had, so scripts/mutant-catches.ts can tell how much room each site has.
 */
function logCatch(site: string, seed: number, caughtAt: number | null, numRuns: number): void {
  const log = process.env.FC_MUTANT_LOG;
  if (!log) return;
  const test = expect.getState().currentTestName ?? '';
  appendFileSync(log, `${JSON.stringify({ site, test, seed, caughtAt, numRuns })}\n`);
}

/** Whether a text is JSON (damaged storage: bytes that are not, JSON cut short). */
export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
