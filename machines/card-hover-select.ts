// What a card reads from its hover actor (machines/card-hover.machine.ts), apart from the machine
// itself: the card renders from these before the per-pin logic has loaded, with no actor yet.
/** The part of a hover snapshot the selectors read. */
export interface HoverTags {
  hasTag: (tag: string) => boolean;
  matches: (state: 'held') => boolean;
}

/** The card shows its hover state (after or during the 120 ms fade). */
export const selectIsActive = (s: HoverTags): boolean => s.hasTag('active');
/** The action bar has slid in (800 ms of hover, viewer may edit). */
export const selectShowsActionBar = (s: HoverTags): boolean => s.hasTag('actionBar');
/** The long-press context menu is open. */
export const selectMenuOpen = (s: HoverTags): boolean => s.hasTag('menu');
/**
 * A tap that ends a long press must not open the closeup: the press opened the menu, or was held
 * without one.
 */
export const selectBlocksClick = (s: HoverTags): boolean => s.hasTag('menu') || s.matches('held');
