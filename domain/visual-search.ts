// Visual search of a pin (spec 3 section 2: `/pin/{id}/visual-search/` and
// `/pin/{id}/visual-search/products/`). The spec names the routes only; what "visually similar"
// means is ours (decision 059): a pin of the same category, or one whose dominant colour is near
// the pin's. Pins with both come first, then same category, then near colour; within each, the
// nearer colour first. The products page keeps the similar pins that are products.
import { pinPath } from './pin-path';
import { priceDisplay } from './price';
import { colourChannels } from './theme';
import type { Pin } from './types';

/** Largest distance between two dominant colours (in RGB, 0-441) that still counts as near. */
const NEAR_COLOUR_DISTANCE = 64;

/** What a visual search lists: every similar pin, or the similar products only. */
export const VISUAL_SEARCH_TYPES = ['pins', 'products'] as const;
export type VisualSearchType = (typeof VISUAL_SEARCH_TYPES)[number];

export const VISUAL_SEARCH_TEXT = {
  title: 'Visual search',
  open: 'Find similar Pins',
  similar: 'Similar Pins',
  products: 'Shop similar products',
  tabs: 'Visual search results',
  emptyPins: 'No similar Pins yet',
  emptyProducts: 'No similar products yet',
  emptyBody: 'Nothing shares this Pin’s category or colours right now.',
} as const;

/** The RGB distance between two `#rrggbb` colours; null when either is not one. */
function colourDistance({ a, b }: { a: string; b: string }): number | null {
  const x = colourChannels(a);
  const y = colourChannels(b);
  if (!x || !y) return null;
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Whether two dominant colours are near: at most `NEAR_COLOUR_DISTANCE` apart. */
function isNearColour({ a, b }: { a: string; b: string }): boolean {
  const distance = colourDistance({ a, b });
  return distance !== null && distance <= NEAR_COLOUR_DISTANCE;
}

/** A product pin: one for sale, or one showing a price or a product state (spec 1 section 5). */
function isProductPin(
  pin: Pick<Pin, 'isShoppable' | 'isOosProduct' | 'isStaleProduct' | 'richSummary' | 'product'>,
): boolean {
  return pin.isShoppable || priceDisplay({ pin }).kind !== 'none';
}

type Similar = Pick<Pin, 'id' | 'category' | 'dominantColor'>;

/**
 * How similar `other` is to `source`: 3 for the same category and a near colour, 2 for the same
 * category, 1 for a near colour only, 0 for not similar (and for the pin itself).
 */
function similarityRank({ source, other }: { source: Similar; other: Similar }): number {
  if (other.id === source.id) return 0;
  const category = source.category !== '' && other.category === source.category;
  const colour = isNearColour({ a: source.dominantColor, b: other.dominantColor });
  return (category ? 2 : 0) + (colour ? 1 : 0);
}

/**
 * The pins visually similar to `source`, most similar first (rank, then colour distance, then
 * their order in `pins`); for `products`, only the product pins among them.
 */
export function visuallySimilarPins<P extends Pin>({
  source,
  pins,
  type = 'pins',
}: {
  source: Similar;
  pins: readonly P[];
  type?: VisualSearchType;
}): P[] {
  const ranked: { pin: P; rank: number; distance: number; index: number }[] = [];
  pins.forEach((pin, index) => {
    const rank = similarityRank({ source, other: pin });
    if (rank === 0 || (type === 'products' && !isProductPin(pin))) return;
    const distance = colourDistance({ a: source.dominantColor, b: pin.dominantColor });
    ranked.push({ pin, rank, distance: distance ?? Number.POSITIVE_INFINITY, index });
  });
  ranked.sort((x, y) => y.rank - x.rank || x.distance - y.distance || x.index - y.index);
  return ranked.map((r) => r.pin);
}

/** The `type` of a visual search request: absent or empty is `pins`; null when unknown. */
export function parseVisualSearchType(value: string | undefined): VisualSearchType | null {
  if (value === undefined || value === '') return 'pins';
  return (VISUAL_SEARCH_TYPES as readonly string[]).includes(value)
    ? (value as VisualSearchType)
    : null;
}

/** `/pin/{id}/visual-search/`, or its `products/` page (spec 3 section 2). */
export function visualSearchPath({ id, products = false }: { id: string; products?: boolean }) {
  return `${pinPath(id)}visual-search/${products ? 'products/' : ''}`;
}
