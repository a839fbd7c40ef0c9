// What the page reads from the scroll-driven UI actor (machines/scroll-ui.machine.ts), apart from
// the machine: the header renders from these from the first paint, before the actor has loaded.

/** The part of a scroll UI snapshot the selectors read. */
export interface ScrollUiView {
  matches: (state: 'still') => boolean;
  context: { settledAway: boolean };
}

/** The floating back-to-top button shows: the page has stopped away from its top. */
export const selectShowsBackToTop = (s: ScrollUiView): boolean =>
  s.matches('still') && s.context.settledAway;
/** The header is compact: the page last settled away from its top. */
export const selectCompactHeader = (s: ScrollUiView): boolean => s.context.settledAway;
