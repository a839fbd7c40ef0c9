// The limits every written text keeps, checked by the edit forms and by the fake API with the
// same functions (spec 1 section 5, spec 3 sections 5 and 9).
import { BOARD_PIN_DESCRIPTION_MAX, BOARD_TITLE_MAX, TITLE_MAX } from './constants';
import { textLength } from './text';

/**
 * The limits of the texts a person writes (pin title 200 per spec 1 section 5; board title 50
 * and board pin description 500 per spec 3 sections 5 and 9), counted as `textLength` counts
 * (code points: an emoji is one character). A name (board, section) is trimmed and must not be
 * blank. The specs give no section title limit: a section title follows the board title's.
 */
export const TEXT_LIMITS = {
  pinTitle: { max: TITLE_MAX, named: false },
  pinDescription: { max: BOARD_PIN_DESCRIPTION_MAX, named: false },
  boardName: { max: BOARD_TITLE_MAX, named: true },
  boardDescription: { max: BOARD_PIN_DESCRIPTION_MAX, named: false },
  sectionTitle: { max: BOARD_TITLE_MAX, named: true },
} as const;

export type LimitedText = keyof typeof TEXT_LIMITS;

/**
 * What breaks the limit of a written text, or null when it keeps it: `'blank'` for a name with
 * nothing but spaces, `'tooLong'` past its maximum. The edit forms and the fake API both ask this.
 */
export function textLimitProblem({
  field,
  text,
}: {
  field: LimitedText;
  text: string;
}): 'blank' | 'tooLong' | null {
  const limit = TEXT_LIMITS[field];
  const value = limit.named ? text.trim() : text;
  if (limit.named && value === '') return 'blank';
  return textLength(value) > limit.max ? 'tooLong' : null;
}

/** Tab, line feed and carriage return are the only control characters a text may hold. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/**
 * The first control character in `text` (C0 other than tab, line feed and carriage return; DEL;
 * C1), as a code point, or null when there is none. No written text may hold one: a NUL in a
 * board name is refused by the forms and the fake API alike.
 */
export function firstControlCharacter(text: string): number | null {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !ALLOWED_CONTROLS.has(code)) return code;
  }
  return null;
}

/** Whether `text` holds a control character no written text may hold (see `firstControlCharacter`). */
export function hasControlCharacters(text: string): boolean {
  return firstControlCharacter(text) !== null;
}

/** A code point as Unicode writes it: `U+0000`. */
export function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
