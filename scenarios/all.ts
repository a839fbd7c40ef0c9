// Every scenario, in the order the player lists them. A new scenario file is added here once.
import cardHover from './card-hover.scenario';
import cardLongPress from './card-long-press.scenario';
import type { Scenario } from './format';

export const scenarios: readonly Scenario[] = [cardHover, cardLongPress];

/** The scenario with this id, or undefined. */
export function findScenario(id: string): Scenario | undefined {
  return scenarios.find((s) => s.id === id);
}
