// Every scenario, in the order the player lists them. A new scenario file is added here once.
import cardHover from './card-hover.scenario';
import cardLongPress from './card-long-press.scenario';
import deleteFails from './delete-fails.scenario';
import deleteSucceeds from './delete-succeeds.scenario';
import type { Scenario } from './format';
import oneTapSaveFailsThenSucceeds from './one-tap-save-fails-then-succeeds.scenario';
import oneTapSaveIgnoresTaps from './one-tap-save-ignores-taps-while-saving.scenario';
import toastHoverPause from './toast-hover-pause.scenario';

export const scenarios: readonly Scenario[] = [
  oneTapSaveFailsThenSucceeds,
  oneTapSaveIgnoresTaps,
  deleteFails,
  deleteSucceeds,
  toastHoverPause,
  cardHover,
  cardLongPress,
];

/** The scenario with this id, or undefined. */
export function findScenario(id: string): Scenario | undefined {
  return scenarios.find((s) => s.id === id);
}
