// Reactions on a pin (spec 1 section 3): which reaction types count, their totals, and the top
// three a card shows. domain/pin-card.ts re-exports them.
import { REACTION_TYPES, REACTIONS_SHOWN } from './constants';
import type { ReactionCount } from './types';

type ReactionName = keyof typeof REACTION_TYPES;

/** A reaction as shown: its name, code and count. */
export interface Reaction {
  name: ReactionName;
  type: number;
  count: number;
}

const REACTION_NAMES = new Map<number, ReactionName>(
  (Object.entries(REACTION_TYPES) as [ReactionName, number][]).map(([name, code]) => [code, name]),
);
const REACTION_ORDER = [...REACTION_NAMES.keys()];

/**
 * Valid reactions: only goodIdea 7, love 1, thanks 13, wow 11 and haha 5 count; counts of the
 * same type are added, and types with no count dropped (spec 1 section 3).
 */
function validReactions(counts: readonly ReactionCount[] | null | undefined): Reaction[] {
  const totals = new Map<number, number>();
  for (const { reactionType, reactionCount } of counts ?? []) {
    if (!REACTION_NAMES.has(reactionType) || !Number.isFinite(reactionCount)) continue;
    totals.set(reactionType, (totals.get(reactionType) ?? 0) + reactionCount);
  }
  return REACTION_ORDER.flatMap((type) => {
    const count = totals.get(type) ?? 0;
    const name = REACTION_NAMES.get(type);
    return count > 0 && name ? [{ name, type, count }] : [];
  });
}

/** The top 3 valid reactions by count, ties in the spec's order (spec 1 section 3). */
export function topReactions(counts: readonly ReactionCount[] | null | undefined): Reaction[] {
  return validReactions(counts)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.count - a.r.count || a.i - b.i)
    .slice(0, REACTIONS_SHOWN)
    .map(({ r }) => r);
}

/** Sum of the valid reactions (spec 1 section 3). */
export function totalReactions(counts: readonly ReactionCount[] | null | undefined): number {
  return validReactions(counts).reduce((sum, r) => sum + r.count, 0);
}
