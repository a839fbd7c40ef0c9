// Pin view parameter, hide feedback kind and hide routing (spec 1 section 7, spec 3 sections 3
// and 4).
import { recommendationReasonKind } from './pin-card';
import type { Hide, Pin } from './types';

/** View parameters of related-pin surfaces (spec 3 section 3). */
const RELATED_VIEW_PARAMETERS = [139, 140, 141, 144, 145, 3173] as const;
/** The news hub's view parameter (spec 3 section 3). */
const NEWS_HUB_VIEW_PARAMETER = 3082;

export { pinViewParameter } from './pin-view-parameter';

export type FeedbackKind =
  | 'promoted'
  | 'explicit'
  | 'topic'
  | 'pfy'
  | 'pfyBoard'
  | 'followed'
  | 'related'
  | 'newsHub'
  | 'default';

/**
 * Feedback kind, picked in this order: promoted, explicit feedback type, topic (reason followed
 * interest), pfy or pfyBoard (other recommendation reasons; pfyBoard when the reason names a
 * board), followed (board or pinner followed), related (view parameters 139, 140, 141, 144,
 * 145, 3173), newsHub (3082), default (spec 3 section 4).
 */
export function feedbackKind({
  pin,
  feedbackType,
  viewParameter,
}: {
  pin: Pick<Pin, 'isPromoted' | 'recommendationReason' | 'board' | 'pinner'>;
  feedbackType?: string | null;
  viewParameter?: number | null;
}): FeedbackKind {
  if (pin.isPromoted) return 'promoted';
  if (feedbackType) return 'explicit';
  const reason = recommendationReasonKind(pin);
  if (reason === 'topic') return 'topic';
  if (reason === 'pfy' || reason === 'other') return 'pfy';
  if (reason === 'pfyBoard') return 'pfyBoard';
  if (reason === 'followed' || pin.board.followedByMe || pin.pinner.explicitlyFollowedByMe) {
    return 'followed';
  }
  if (viewParameter !== null && viewParameter !== undefined) {
    if ((RELATED_VIEW_PARAMETERS as readonly number[]).includes(viewParameter)) return 'related';
    if (viewParameter === NEWS_HUB_VIEW_PARAMETER) return 'newsHub';
  }
  return 'default';
}

/** Surfaces of the pin-to-pin (related pins) context (spec 1 section 2). */
const P2P_SURFACES = ['RelatedPinGrid', 'PdpRelatedPinGrid', 'CloseupRelatedProducts'] as const;
/**
 * Surfaces of the search context (spec 1 section 2), and the shopping tool, a tab of the search
 * page here (decision 062).
 */
const SEARCH_SURFACES = [
  'SearchItem',
  'SearchItemHighShoppingIntent',
  'SearchAdsOnlyModule',
  'ShoppingTool',
] as const;
/** Surfaces of the news hub (spec 1 section 2). */
const NEWS_HUB_SURFACES = ['NewsPage'] as const;

/**
 * Hide is routed by context: news hub surface, pin-to-pin surface, search surface, otherwise a
 * generic pin feedback update (spec 3 section 4).
 */
export function hideRoute(surface: string | null | undefined): Hide['surface'] {
  const s = surface ?? '';
  if ((NEWS_HUB_SURFACES as readonly string[]).includes(s)) return 'news_hub';
  if ((P2P_SURFACES as readonly string[]).includes(s)) return 'p2p';
  if ((SEARCH_SURFACES as readonly string[]).includes(s)) return 'search';
  return 'feedback';
}

/** The hidden-pin overlay title (spec 1 section 4, spec 3 section 4). */
export const PIN_HIDDEN_TITLE = 'Pin hidden';

/**
 * The hidden and reported overlays' actions (spec 1 section 4: an undo, and an unfollow offer whose
 * text swaps once it is done). The spec names the actions, not their words.
 */
export const FEEDBACK_OVERLAY_TEXT = {
  undo: 'Undo',
  unfollow: (name: string) => `Unfollow ${name}`,
  unfollowed: (name: string) => `You unfollowed ${name}`,
} as const;

/** The link of the reported and hidden overlays to '/edit', and that page's title (spec 1 section 2). */
export const TUNE_HOME_FEED_TEXT = 'Tune your home feed';
