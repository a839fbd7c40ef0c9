// The explore-local tab of search (spec 1 section 4: "On the explore-local tab, a tap on an unsaved
// pin goes to the repin route instead of saving directly"): the search's pins from the viewer's
// country (the viewer's country, spec 1 section 3).

/** The `tab` query value of the search page's explore-local tab. */
export const EXPLORE_LOCAL_TAB = 'local';

export const EXPLORE_LOCAL_TEXT = {
  tabs: 'Search tabs',
  local: 'Explore local',
  repinTitle: 'Save this Pin',
  repinHint: 'You tapped Save on Explore local: choose where this Pin goes.',
} as const;

/** The explore-local tab's subtitle. */
export function exploreLocalSubtitle(country: string): string {
  return `Pins from people in ${country}`;
}

/** The search page's address for a term, on the explore-local tab or not. */
export function searchTabPath({ q, local }: { q: string; local: boolean }): string {
  const params = new URLSearchParams({ q });
  if (local) params.set('tab', EXPLORE_LOCAL_TAB);
  return `/search/pins/?${params.toString()}`;
}
