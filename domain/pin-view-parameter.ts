// The pin view parameter (spec 1 section 7, spec 3 section 3), apart from the hide feedback rules
// (view-parameter.ts, which re-exports it): every card's logging view reads it, and a module the
// first paint reads lands in its chunk whole (decision 108).
import { VIEW_PARAMETER } from './constants';
import type { Pin } from './types';

/**
 * Pin view parameter: 144 if the pin has products, 141 article, 145 recipe, 139 other rich
 * metadata, 140 none (spec 1 section 7, spec 3 section 3).
 */
export function pinViewParameter(pin: Pick<Pin, 'richMetadata'>): number {
  const rich = pin.richMetadata;
  if (!rich) return VIEW_PARAMETER.none;
  if ((rich.products?.length ?? 0) > 0) return VIEW_PARAMETER.products;
  if (rich.article) return VIEW_PARAMETER.article;
  if (rich.recipe) return VIEW_PARAMETER.recipe;
  const other = Object.entries(rich).some(
    ([key, value]) => key !== 'products' && value !== undefined && value !== null,
  );
  return other ? VIEW_PARAMETER.otherRich : VIEW_PARAMETER.none;
}
