// Shared by every machine property suite: a seed that is printed when a run fails, so the failing
// run replays with FC_SEED=<seed>, and the check that a suite catches a deliberately broken
// variant (a mutant) of its machine.
import fc from 'fast-check';

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
  const result = await fc.check(property, { seed, numRuns, endOnFailure: true });
  if (!result.failed)
    console.error(`mutant survived ${numRuns} runs with seed ${seed}; replay with FC_SEED=${seed}`);
  return result.failed;
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
