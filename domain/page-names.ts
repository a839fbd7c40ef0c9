// The names of the pages in document titles (spec 3 section 2, "Screens and routes"): pages named
// by what they show (a pin, a board, a search, a profile) and pages named by what they are.
import { NOT_FOUND_PAGE_NAME, pageTitle } from './page-title';
import { TUNE_HOME_FEED_TEXT } from './view-parameter';
import { VISUAL_SEARCH_TEXT } from './visual-search';

/**
 * The page names of routes whose title names no entity (spec 3 section 2: board edit, board
 * collaborators, add collaborators, section edit, the outbound redirect page,
 * the builder routes, login and sign-up).
 */
const PAGE_NAMES = {
  notFound: NOT_FOUND_PAGE_NAME,
  search: 'Search',
  me: 'Your profile',
  boardEdit: 'Board edit',
  boardCollaborators: 'Board collaborators',
  addCollaborators: 'Add collaborators',
  sectionEdit: 'Section edit',
  pinRedirect: 'Leaving Pinstate',
  offsite: 'Outbound redirect',
  login: 'Log in',
  signup: 'Sign up',
  builder: 'Create Pin',
  businessConvert: 'Convert to a business account',
  tuneHome: TUNE_HOME_FEED_TEXT,
  settings: 'Settings',
  notifications: 'Notifications',
  scenarios: 'Scenarios',
  ideas: 'Ideas',
  topics: 'Topics',
  today: 'Today',
  videos: 'Videos',
  shopping: 'Shopping',
} as const;

/** A page whose title names what it is, not an entity. */
export type PageName = keyof typeof PAGE_NAMES;

/**
 * The name of a page in its document title. Our own labels (the specs show no titles), kept out
 * of the exported spec texts: 'Log in' the page is not 'Log in' the button.
 */
export const pageName = (page: PageName): string => PAGE_NAMES[page];

/** A pin closeup: the pin's title, or 'Pin' when it has none. */
export const pinPageTitle = (title?: string | null): string => pageTitle(title?.trim() || 'Pin');

/** A board: its name and its owner's; a section names its board too. */
export function boardPageTitle({
  board,
  owner,
  section = null,
}: {
  board: string;
  owner: string;
  section?: string | null;
}): string {
  return pageTitle(`${section ? `${section} in ` : ''}${board} by ${owner}`);
}

/**
 * Search results: the query, the tab's label when it is not Pins, then 'Search'. The label is
 * passed in (`searchTabPageTitle` in search-tabs.ts) so the tab labels load with the search page.
 */
export const searchPageTitle = (q: string, tabLabel: string | null = null): string =>
  pageTitle(q, tabLabel, pageName('search'));

/** A visual search of a pin: the page (similar pins or products), then the pin's title. */
export const visualSearchPageTitle = ({
  title,
  products,
}: {
  title?: string | null;
  products: boolean;
}): string =>
  pageTitle(
    products ? VISUAL_SEARCH_TEXT.products : VISUAL_SEARCH_TEXT.title,
    title?.trim() || 'Pin',
  );

/** A profile tab: the person's name, then the tab when it is not the boards. */
export function profilePageTitle({
  name,
  tab = 'boards',
}: {
  name: string;
  tab?: 'boards' | 'created' | 'saved';
}): string {
  return pageTitle(name, tab === 'boards' ? null : tab === 'created' ? 'Created' : 'Saved');
}
