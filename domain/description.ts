// The closeup's description rule (spec 1 section 5): apart from the card's text rules (text.ts),
// which the first paint carries, as only the closeup shows a description.
import { DESCRIPTION_MAX, DESCRIPTION_MIN_EXCLUSIVE } from './constants';
import { collapseWhitespace, take, textLength } from './text';

/** Description with whitespace collapsed and cut to 496 characters (spec 1 section 5). */
function trimDescription(description: string | null | undefined): string {
  return take(collapseWhitespace(description ?? ''), DESCRIPTION_MAX).trimEnd();
}

/**
 * A description is used only if longer than 3 characters and different from the display name
 * (spec 1 section 5); both are compared after whitespace collapse.
 */
function isDescriptionEligible({
  description,
  displayName,
}: {
  description: string | null | undefined;
  displayName: string | null | undefined;
}): boolean {
  const text = collapseWhitespace(description ?? '');
  if (textLength(text) <= DESCRIPTION_MIN_EXCLUSIVE) return false;
  return text !== collapseWhitespace(displayName ?? '');
}

/** The description to show, or null when it is not eligible (spec 1 section 5). */
export function displayDescription({
  description,
  displayName,
}: {
  description: string | null | undefined;
  displayName: string | null | undefined;
}): string | null {
  if (!isDescriptionEligible({ description, displayName })) return null;
  return trimDescription(description);
}
