// The page's anchors (spec 2 sections 2 and 5): an element carrying `data-anchor="<id>"` is an
// anchor experiences may point at (a popover's `anchor`, a flyout's anchors_by_platform). Its own
// module, so the first paint's top bar carries these ids and nothing else of the guidance layer.

export const PAGE_ANCHORS = {
  saveButton: 'pin-save-button',
  searchField: 'header-search',
  profileAvatar: 'header-avatar',
  homeTab: 'header-home',
} as const;
