// The viewer's save behaviour (spec 3 sections 3, 4 and 5): 0 saves to the profile (the classic
// button, the Quick Saves board shown as 'Profile'), 1 shows the inline board picker.
import type { User } from './types';

export type SaveBehavior = User['saveBehavior'];

export const SAVE_BEHAVIORS: readonly SaveBehavior[] = [0, 1];

/** The options' labels, after spec 3 section 3 ("0 = save to profile, 1 = show board picker"). */
export const SAVE_BEHAVIOR_LABELS: Record<SaveBehavior, string> = {
  0: 'Save straight to your profile',
  1: 'Show the board picker',
};

export const SAVE_BEHAVIOR_TEXT = {
  heading: 'Saving',
  legend: 'When you press Save',
  loading: 'Loading your save setting',
  saved: 'Save setting updated',
  notOffered: 'This choice is offered while you have between 1 and 4 boards.',
} as const;

/** A value read from a request or a form: 0 or 1, else null. */
export function parseSaveBehavior(value: unknown): SaveBehavior | null {
  return value === 0 || value === 1 ? value : null;
}

/** A form field's text: exactly '0' or '1', else null. */
export function saveBehaviorOfField(text: string | undefined): SaveBehavior | null {
  return text === '0' ? 0 : text === '1' ? 1 : null;
}

/** The form's message when neither option is chosen. */
export const SAVE_BEHAVIOR_CHOOSE = 'Choose what Save does.';

/** The 400 message of a bad save_behavior value. */
export const SAVE_BEHAVIOR_INVALID =
  'Field "save_behavior" must be 0 (save to profile) or 1 (show board picker).';
