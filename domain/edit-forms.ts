// The edit forms' rules: pin edit, a saved pin's board, board edit and section edit (spec 1 section
// 5 and spec 3 sections 5 and 9 give the limits: pin title 200, board pin description 500, board
// title 50). The specs show no texts for a form's own messages; these are ours.
import { saveBehaviorOfField, SAVE_BEHAVIOR_CHOOSE } from './save-behavior';
import { DELETE_ERROR, SAVE_ERROR_FALLBACK } from './save';
import {
  hasControlCharacters,
  TEXT_LIMITS,
  textLimitProblem,
  type LimitedText,
} from './text-limits';
import type { Privacy } from './types';
import { isHttpLink } from './url';

export type EditFormKind = 'create' | 'pin' | 'save' | 'board' | 'section' | 'saveBehavior';

/** A form's values by field name, as typed (strings; a select's value too). */
export type FormValues = Readonly<Record<string, string>>;

/** Messages by field name; a field with no message is fine. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The specs give no section title limit: a section title follows the board title's (50). */
export const SECTION_TITLE_MAX = TEXT_LIMITS.sectionTitle.max;

export const PRIVACIES: readonly Privacy[] = ['public', 'protected', 'secret'];

/** The message of a field holding a control character (`hasControlCharacters`). */
const CONTROL_CHARACTER_MESSAGE = 'Remove the control character from this text.';

/**
 * One limited text of a form (`textLimitProblem`, the rule the fake API applies too): `what` is
 * the text as a message names it ('A title'), `name` the thing a blank name is for ('board').
 */
function checkText(
  errors: Record<string, string>,
  values: FormValues,
  { field, limit, what, name }: { field: string; limit: LimitedText; what: string; name?: string },
): void {
  const problem = textLimitProblem({ field: limit, text: values[field] ?? '' });
  if (problem === 'blank') errors[field] = `Give your ${name ?? 'text'} a name.`;
  if (problem === 'tooLong')
    errors[field] = `${what} can be at most ${TEXT_LIMITS[limit].max} characters.`;
}

/** A pin's title (at most 200), description (at most 500) and board (chosen). */
function checkPin(errors: Record<string, string>, values: FormValues): void {
  checkText(errors, values, { field: 'title', limit: 'pinTitle', what: 'A title' });
  checkText(errors, values, {
    field: 'description',
    limit: 'pinDescription',
    what: 'A description',
  });
  if ((values.boardId ?? '') === '') errors.boardId = 'Choose a board for this Pin.';
}

/**
 * What is wrong with a form's values: a new pin needs a picture address (http(s) or a path on this
 * site), and its link, when given, is http(s); pin title at most 200 and description at most 500
 * characters, and a board chosen; a board name of 1 to 50 characters (trimmed), a description of
 * at most 500 and a known visibility; a section name of 1 to 50 characters (trimmed); no text
 * holding a control character.
 */
export function validateEdit({
  kind,
  values,
}: {
  kind: EditFormKind;
  values: FormValues;
}): FieldErrors {
  const errors: Record<string, string> = {};
  switch (kind) {
    case 'create': {
      const image = (values.image ?? '').trim();
      if (image === '') errors.image = 'Add the address of the picture.';
      else if (!isHttpLink(image) && !image.startsWith('/')) {
        errors.image = 'A picture address starts with http:// or https://.';
      }
      const link = (values.link ?? '').trim();
      if (link !== '' && !isHttpLink(link)) errors.link = 'A link starts with http:// or https://.';
      checkPin(errors, values);
      break;
    }
    case 'pin':
      checkPin(errors, values);
      break;
    case 'save':
      break;
    case 'board':
      checkText(errors, values, {
        field: 'name',
        limit: 'boardName',
        what: 'A board name',
        name: 'board',
      });
      checkText(errors, values, {
        field: 'description',
        limit: 'boardDescription',
        what: 'A description',
      });
      if (!PRIVACIES.includes(values.privacy as Privacy)) {
        errors.privacy = 'Choose public, protected or secret.';
      }
      break;
    case 'saveBehavior':
      // 0 or 1 only (spec 3 section 3); the fake API refuses anything else too.
      if (saveBehaviorOfField(values.saveBehavior) === null) {
        errors.saveBehavior = SAVE_BEHAVIOR_CHOOSE;
      }
      break;
    case 'section':
      checkText(errors, values, {
        field: 'title',
        limit: 'sectionTitle',
        what: 'A section name',
        name: 'section',
      });
      break;
  }
  // No written text may hold a control character (the fake API refuses them too).
  for (const [field, value] of Object.entries(values)) {
    if (errors[field] === undefined && hasControlCharacters(value)) {
      errors[field] = CONTROL_CHARACTER_MESSAGE;
    }
  }
  return errors;
}

/** The fields whose value differs from the one the form started with. */
export function changedFields({
  initial,
  values,
}: {
  initial: FormValues;
  values: FormValues;
}): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== (initial[field] ?? '')) changes[field] = value;
  }
  return changes;
}

/**
 * A failed delete's text when the server gives none: spec 1 section 8's 'Sorry! There was an error
 * deleting your Pin.' for a pin or a save, the save error fallback otherwise.
 */
export function deleteFailureFallback(kind: EditFormKind): string {
  return kind === 'pin' || kind === 'save' ? DELETE_ERROR : SAVE_ERROR_FALLBACK;
}
