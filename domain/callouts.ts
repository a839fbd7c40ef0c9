// The guidance layer's callouts (types 27 and 28), the floating upsell's layout, the metrics
// banner and search delight: what each shows from its display data (spec 2 sections 2, 5, 8, 9),
// and the placements that carry them.
import { CALLOUT_TRANSITION_MS, NARROW_LAYOUT_MAX_WIDTH } from './constants';
import { REFRESH_ON_VIEW_PLACEMENT } from './experiences';
import { record, text, type DisplayData } from './guidance';
import type { Viewer } from './types';
import { isSignedIn } from './viewer';

export { CALLOUT_TRANSITION_MS };

/** The accessibility label of a callout's dismiss button (spec 2 section 8). */
export const DISMISS_CALLOUT_LABEL = 'Dismiss callout';

/** The icon accessibility labels (spec 2 section 8). */
const ICON_LABELS = {
  info: 'Info icon',
  information: 'Information icon',
  warning: 'Warning icon',
  error: 'Error icon',
} as const;
export type IconLabel = (typeof ICON_LABELS)[keyof typeof ICON_LABELS];

/** A callout's icon codes are 1 to 34 and its icon colour codes 1 to 12 (spec 2 section 2). */
const CALLOUT_ICON_CODES = { min: 1, max: 34 } as const;
const CALLOUT_ICON_COLOR_CODES = { min: 1, max: 12 } as const;

const inRange = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * The icon label of a callout icon code. The spec lists the four labels but gives no table of the
 * 34 codes (docs/decisions/callout-icon-labels.md): the callout banner's tones name theirs (info,
 * warning, error) and a callout's coded icon, which names no tone, is the 'Information icon'.
 */
export function calloutIconLabel(tone: 'info' | 'warning' | 'error' | 'coded'): IconLabel {
  if (tone === 'coded') return ICON_LABELS.information;
  return ICON_LABELS[tone];
}

interface CalloutButton {
  text: string;
  url: string;
}

/** What a callout (type 27 or 28) shows (spec 2 section 2 "Callout"). */
export interface CalloutDisplay {
  title: string;
  /** HTML with links; sanitized before it is shown. */
  message: string;
  /** The complete button: it completes the experience (its url, if any, is followed). */
  complete: CalloutButton | null;
  /** The dismiss button's text button: it dismisses the experience (its url, if any, is followed). */
  dismiss: CalloutButton | null;
  /** The dismiss icon ('Dismiss callout'). `hideDismissButton` hides it and the text button. */
  dismissIcon: boolean;
  /** Icon code 1 to 34, or null when it is missing or out of range. */
  icon: number | null;
  /** Icon colour code 1 to 12, or null. */
  iconColor: number | null;
  /** The floating upsell's image, its width at most 128. */
  image: { url: string; width: number; height: number } | null;
}

/** The floating upsell's image width is at most 128 (spec 2 section 2). */
const FLOATING_UPSELL_IMAGE_MAX = 128;

function button(value: unknown): CalloutButton | null {
  const data = record(value);
  const label = text(data?.text);
  return label === '' ? null : { text: label, url: text(data?.url) };
}

/** An image no wider than 128, its height scaled with it. */
function upsellImage(value: unknown): CalloutDisplay['image'] {
  const data = record(value);
  const url = text(data?.url);
  if (url === '') return null;
  const width = typeof data?.width === 'number' && data.width > 0 ? data.width : 0;
  const height = typeof data?.height === 'number' && data.height > 0 ? data.height : 0;
  if (width === 0 || height === 0)
    return { url, width: FLOATING_UPSELL_IMAGE_MAX, height: FLOATING_UPSELL_IMAGE_MAX };
  const shown = Math.min(width, FLOATING_UPSELL_IMAGE_MAX);
  return { url, width: shown, height: Math.round((height * shown) / width) };
}

/** A callout's display data as it shows, or null when it has neither a title nor a message. */
export function calloutDisplay(data: DisplayData): CalloutDisplay | null {
  const title = text(data.title);
  const message = text(data.message);
  if (title === '' && message === '') return null;
  const hidden = record(data.dismissButton)?.hideDismissButton === true;
  return {
    title,
    message,
    complete: button(data.completeButton),
    dismiss: hidden ? null : button(data.dismissButton),
    dismissIcon: !hidden,
    icon: inRange(data.icon, CALLOUT_ICON_CODES) ? data.icon : null,
    iconColor: inRange(data.iconColor, CALLOUT_ICON_COLOR_CODES) ? data.iconColor : null,
    image: upsellImage(data.image),
  };
}

/** The floating upsell's measures (spec 2 section 2 "Layout"). */
const FLOATING_UPSELL = {
  wideBottomMargin: 24,
  footerGap: 8,
  maxWidthWide: 900,
  maxWidthNarrow: 348,
} as const;

/**
 * Where the floating upsell sits: bottom margin 24 on wide layouts, otherwise the footer height
 * plus 8; max width 900 wide or 348 narrow (narrow: 480 px or less) (spec 2 section 2).
 */
export function floatingUpsellLayout({
  windowWidth,
  footerHeight,
}: {
  windowWidth: number;
  footerHeight: number;
}): { bottom: number; maxWidth: number } {
  const narrow = windowWidth <= NARROW_LAYOUT_MAX_WIDTH;
  return narrow
    ? { bottom: footerHeight + FLOATING_UPSELL.footerGap, maxWidth: FLOATING_UPSELL.maxWidthNarrow }
    : { bottom: FLOATING_UPSELL.wideBottomMargin, maxWidth: FLOATING_UPSELL.maxWidthWide };
}

/** What the metrics banner shows: its title, subtitle and its first two buttons (spec 2 section 2). */
export interface MetricsBannerDisplay {
  title: string;
  subtitle: string;
  primary: { text: string; uri: string };
  secondary: { text: string; uri: string };
}

/** The metrics banner's content; call it on a record that passed isValidMetricsBanner. */
export function metricsBannerDisplay(data: DisplayData): MetricsBannerDisplay {
  const buttons = Array.isArray(data.buttons) ? data.buttons.map(record) : [];
  const at = (n: number) => ({ text: text(buttons[n]?.text), uri: text(buttons[n]?.uri) });
  return {
    title: text(data.title_text),
    subtitle: text(data.subtitle_text),
    primary: at(0),
    secondary: at(1),
  };
}

/** The metrics banner is for partners (spec 2 sections 1 and 2): signed-in partner accounts. */
export function showsMetricsBanner(viewer: Pick<Viewer, 'kind' | 'id' | 'isPartner'>): boolean {
  return isSignedIn(viewer) && viewer.isPartner;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/iu;
const colour = (value: unknown): string | null => {
  const hex = text(value);
  return HEX_COLOUR.test(hex) ? hex : null;
};

/** What search delight shows (spec 2 section 2 "Search delight"). */
export interface SearchDelightDisplay {
  text: string;
  /** The text's colours (hex), in order; empty for the page's own text colour. */
  colors: string[];
  background: string | null;
}

const normalQuery = (query: string) => query.trim().toLowerCase().replace(/\s+/gu, ' ');

/**
 * Search delight shows its text when the search query is in its search_query_list (compared
 * without case or extra spaces), with its text colours and background colour (spec 2 section 2).
 */
export function searchDelightDisplay(
  data: DisplayData,
  query: string | null,
): SearchDelightDisplay | null {
  const shown = text(data.text);
  if (shown === '' || query === null || normalQuery(query) === '') return null;
  const list = Array.isArray(data.search_query_list) ? data.search_query_list : [];
  const wanted = normalQuery(query);
  if (!list.some((item) => typeof item === 'string' && normalQuery(item) === wanted)) return null;
  const colors = (Array.isArray(data.text_colors) ? data.text_colors : [])
    .map(colour)
    .filter((c): c is string => c !== null);
  return { text: shown, colors, background: colour(data.text_background_color) };
}

/** The guidance placements of the views besides the home feed's (spec 2 section 9 ids). */
export const VIEW_PLACEMENTS = {
  /** The board page's tip (a callout of type 27: sections). */
  boardTip: 1000141,
  /** The notifications error callout (an error callout banner). */
  notificationsError: 1000559,
  /** The floating app upsell (type 28), on mobile. */
  floatingUpsell: 1000494,
  /** The metrics banner (502527), for partners. */
  metricsBanner: 1000499,
  /** Search delight, on the search page. */
  searchDelight: 1000500,
  /** The viewer's own profile, above their boards (info callout banners: 510002, then 500500). */
  ownBoards: 1000558,
  /** The settings page's account notices (a warning callout banner, then the modal 507054). */
  accountSetup: 1000506,
  /** The tune-home page: new picks are ready; viewing it refreshes the experiences. */
  homeTuned: REFRESH_ON_VIEW_PLACEMENT,
} as const;

/**
 * How a link in guidance content opens: one beginning with http:// or https:// opens in a new tab
 * with noreferrer, and one to another site (external) also gets nofollow; any other link stays in
 * the app (spec 2 section 5).
 */
export function guidanceLink(
  href: string,
  appOrigin: string,
): { newTab: boolean; rel: string | null } {
  const trimmed = href.trim();
  if (!/^https?:\/\//iu.test(trimmed)) return { newTab: false, rel: null };
  let external = true;
  try {
    external = new URL(trimmed).origin !== new URL(appOrigin).origin;
  } catch {
    external = true;
  }
  return { newTab: true, rel: external ? 'noreferrer nofollow' : 'noreferrer' };
}

/**
 * The search query a search route adds to the experiences' extra context (spec 2 section 2):
 * `q` of /search and /search/..., or null on any other route or without a query.
 */
export function searchQueryOf(pathname: string, search: string): string | null {
  if (pathname !== '/search' && !pathname.startsWith('/search/')) return null;
  const query = new URLSearchParams(search).get('q')?.trim() ?? '';
  return query === '' ? null : query;
}
