// The element under the search field the recent searches are shown in (decision
// recent-searches-slot): the top bar keeps it, the after-paint chunk fills it.
export const RECENT_SEARCHES_SLOT = 'recent-searches';
