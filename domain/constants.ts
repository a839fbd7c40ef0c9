// Every timing and limit of the specs, named once (spec 1 section 9, spec 2 section 9,
// spec 3 section 9). Machines name their delays after these; views and rules read them.

// --- Pin card and saving (spec 1 section 9) ---
export const TOAST_SHOW_DELAY_MS = 100;
export const TOAST_DEFAULT_DURATION_MS = 2000;
export const SAVE_TOAST_DURATION_MS = 5000;
export const TOAST_EXIT_MS = 200;
export const THUMBNAIL_BADGE_DELAY_MS = 700;
export const SAVED_TITLE_SWITCH_MS = 950;
export const LONG_PRESS_MS = 500;
export const TAP_CANCEL_SQUARED_DISTANCE = 100;
export const ACTION_BAR_DELAY_MS = 800;
export const HOVER_FADE_MS = 120;
export const OVERLAY_FADE_MS = 1000;
export const OVERLAY_OPACITY = 0.8;
export const CAROUSEL_SECONDARY_CONTENT_MS = 4000;
export const CAROUSEL_TRANSITION_S = 0.25;
export const SWIPE_MAX_MS = 500;
export const FAVORITE_ICON_SIZE = 20;
export const NAV_FOOTER_SIGNED_IN = 64;
export const NAV_FOOTER_SIGNED_OUT = 52;
export const CARD_IMAGE_WIDTH = 236;
export const SIZE_SPECS = [
  '60x60',
  '136x136',
  '170x',
  '236x',
  '474x',
  '564x',
  '736x',
  '600x315',
  'orig',
] as const;
export const SIGNED_OUT_SAVES_MAX = 2;
export const RECENT_PIN_IMAGES_MAX = 10;
export const STORY_STATIC_PAGE_MS = 5000;
export const NUMBER_SHORTEN_ABOVE = 999;
export const NUMBER_FRACTION_DIGITS = 2;
export const DRAWER_FRACTION_DIGITS = 1;
export const ATTRIBUTION_CLICK_EXPIRY_S = 604800;
export const ATTRIBUTION_CLICK_PRIORITY = 2;
export const ATTRIBUTION_VIEW_EXPIRY_S = 86400;
export const ATTRIBUTION_VIEW_PRIORITY = 1;
const VIDEO_EVENT_BUFFER = 1000;
export const TRACKING_SAMPLE_RATE = 5;
export const NOTIFICATION_IMPRESSION_VIEW_TYPE = 107;
export const SHOPPING_INDICATOR_COUNTRIES = ['US', 'GB', 'DE', 'CA', 'FR'] as const;

// --- Validation limits (spec 1 section 5, spec 3 section 5) ---
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 496;
export const DESCRIPTION_MIN_EXCLUSIVE = 3;
export const STORY_TITLE_MAX = 32;
export const DOMAIN_MAX = 27;
export const DOMAIN_ACTION_BAR_MAX = 12;
export const SAVED_INDICATOR_NAME_MAX = 20;
export const SENDER_NAME_MAX = 30;
export const STATS_LABEL_KEEP = 12;
export const STATS_LABEL_MAX = 14;
export const FAVORITE_COUNT_CAP = 9;
export const RATING_MAX_DEFAULT = 5;
export const STAR_FULL_REMAINDER = 0.75;
export const STAR_HALF_REMAINDER = 0.25;
export const STAT_MISSING_TOOLTIP = 'This stat is not available yet';

// --- Reactions ---
export const REACTION_TYPES = { goodIdea: 7, love: 1, thanks: 13, wow: 11, haha: 5 } as const;
export const REACTIONS_SHOWN = 3;
export const LIKE_REACTION_TYPE = 1;

// --- Sponsorship statuses with special meaning ---
export const SPONSORSHIP_STATUS_PARTNERSHIP = [0, 3] as const;
export const SPONSORSHIP_STATUS_SILENT = 2;

// --- Shopping flags ---
export const SHOPPING_FLAGS = {
  available: 1,
  shopTheLook: 2,
  productPinV2: 5,
  richProductPin: 6,
  organicCarousel: 10,
} as const;

// --- Pin view parameter (spec 1 section 7, spec 3 section 3) ---
export const VIEW_PARAMETER = {
  products: 144,
  article: 141,
  recipe: 145,
  otherRich: 139,
  none: 140,
} as const;

/** Logging event types the product sends (spec 1 section 7, spec 3 section 7 "Tracking"). */
export const LOG_EVENT_TYPE = {
  click: 101,
  repin: 5,
  pinClick: 8948,
  searchAdSwipeNext: 9315,
  searchAdSwipePrevious: 9316,
} as const;
/** The root analytics actor keeps the last this many events for the live machine panel. */
export const ANALYTICS_RECENT_MAX = 500;
/**
 * Events waiting to be sent are bounded like the spec's event buffer (spec 3 section 9 "Video
 * event buffer 1000"): beyond it the oldest is let go.
 */
export const ANALYTICS_BUFFER_MAX = VIDEO_EVENT_BUFFER;
/**
 * The pin-page repin counter logs only the first this many repins (spec 3 section 7 "Tracking":
 * "A counter is sampled for a graphql pin-page experiment, which logs only the first 10 repins").
 */
export const PIN_PAGE_REPIN_COUNTER_MAX = 10;
/** The counter's name as its events carry it (ours: the spec names none). */
export const PIN_PAGE_REPIN_COUNTER = 'graphql_pin_page_repin';
/** How long the analytics actor gathers events before it sends them as one batch (ours). */
export const ANALYTICS_BATCH_MS = 2000;

// --- Routes, boards and logged-out state (spec 3 section 9) ---
export const BOARDS_PAGE_SIZE = 25;
/** Tracking event types of a board follow and unfollow (spec 3 section 7, "Tracking"). */
export const FOLLOW_BOARD_EVENT_TYPE = 26;
export const UNFOLLOW_BOARD_EVENT_TYPE = 27;
/** Tracking event types of a topic (interest) follow and unfollow (spec 3 section 7, "Tracking"). */
export const FOLLOW_TOPIC_EVENT_TYPE = 601;
export const UNFOLLOW_TOPIC_EVENT_TYPE = 602;
export const BOARD_TITLE_MAX = 50;
export const BOARD_PIN_DESCRIPTION_MAX = 500;
export const VISITED_PIN_PAGES_MAX = 10;
export const COLLAGE_CHIPS_MIN = 3;
export const DRAWER_MAX_HEIGHT = 500;
export const DRAWER_MAX_HEIGHT_MOBILE = 650;
export const PLACEHOLDER_HEIGHT = 314;
export const SHARE_UPSELL_SIZE = 44;
export const SHARE_UPSELL_FETCH_MS = 4000;
export const SHARE_UPSELL_ANIMATION_MS = 5000;
export const CAROUSEL_DOT_SIZE = 8;
export const HEADER_ONLY_FOOTER_BELOW = 160;
export const DAY_MS = 86_400_000;
export const REVISIT_BUCKET_STEP_DAYS = 7;
export const REVISIT_BUCKET_TOP_DAYS = 84;
export const NEW_USER_WINDOW_DAYS = 28;
/** Prefetch delay groups (spec 3 section 9 "Timings"). */
const PREFETCH_DELAY_GROUPS_MS = [100, 200, 300, 500] as const;
/**
 * A card hovered or focused this long fetches its closeup's data: the 200 ms group (decision
 * 014): a pointer sweeping across the grid, or a card scrolled under a resting pointer, stays
 * on a card for less; a person about to click stays for more.
 */
export const CARD_PREFETCH_DELAY_MS = PREFETCH_DELAY_GROUPS_MS[1];
export const SAVE_BEHAVIOR_OPTIONS_MIN_BOARDS_EXCLUSIVE = 0;
export const SAVE_BEHAVIOR_OPTIONS_MAX_BOARDS_EXCLUSIVE = 5;
export const QUICK_SAVES_BOARD_NAME = 'Quick Saves';

// --- Guidance layer and cookies (spec 2 section 9) ---
export const NO_ACTION_DELAY_MS = 4000;
/**
 * Ours, not the spec's: a viewed, completed or dismissed call that got no answer or a server
 * error is sent again after this long, until the server has it (docs/decisions/098).
 */
export const EXPERIENCE_CALL_RETRY_MS = 5000;
export const SURVEY_FRAME_TIMEOUT_MS = 15000;
export const SURVEY_DEFAULT_DELAY_MS = 5000;
export const SURVEY_RECHECK_MS = 3000;
export const POPOVER_SCROLL_DISMISS_MS = 1500;
export const EDUCATION_TOAST_DELAY_MS = 2000;
export const CALLOUT_TRANSITION_MS = 300;
export const COOKIE_TOAST_MS = 3000;
/** The surface the banner's choice is made on (`surface_tag`): the home feed (spec 2 section 2). */
export const COOKIE_SURFACE_TAG = 'home_feed';
export const HERO_ANIMATION_MS = 400;
export const SCROLL_UI_DELAY_MS = 1500;
export const SCROLL_UI_DEBOUNCE_MS = 50;
/**
 * How far down (px) the page counts as away from its top for the scroll-driven UI: about a
 * screen of the grid (ours: the spec gives the timings, not the distance).
 */
export const SCROLL_UI_AWAY_PX = 800;
export const THUMBNAIL_FLYOUT_SCROLL_DISMISS_S = 3;
export const NARROW_LAYOUT_MAX_WIDTH = 480;
export const HOME_PLACEMENTS = [11, 1000541, 1000503] as const;
export const SURVEY_PLACEMENT = 1000421;
/**
 * The placement of the survey asked on leaving a pin's closeup (spec 2 section 9 lists 1000542;
 * the fixtures' on-close survey, action_trigger 2, is placed there; docs/decisions/041).
 */
export const CLOSEUP_LEAVING_SURVEY_PLACEMENT = 1000542;
/** The search tooltip in the header (spec 2 section 9 placement ids; the fixtures' tooltip). */
export const SEARCH_TOOLTIP_PLACEMENT = 1000543;
/** The save-button popover on the closeup (spec 2 section 9; the fixtures' educational popover). */
export const SAVE_POPOVER_PLACEMENT = 1000544;
/** The avatar flyout in the header (spec 2 section 9; the fixtures' anchored flyout). */
export const AVATAR_FLYOUT_PLACEMENT = 1000540;
/** The thumbnail flyout shows the last 3 thumbnails, flyout size 312 (spec 2 section 4). */
export const THUMBNAIL_FLYOUT_COUNT = 3;
export const THUMBNAIL_FLYOUT_SIZE = 312;
/** Dark colour check: a colour whose brightness is below this is dark (spec 2 sections 4 and 9). */
export const DARK_COLOUR_THRESHOLD = 155;

// --- Browsing: feeds kept for Back and Forward (docs/decisions/013-feed-memory.md) ---
/** Feeds a person has left that are kept with their pages, scroll position and opened card. */
export const FEEDS_KEPT = 5;

// --- Actor housekeeping (not a spec timing) ---
/** A page actor no view holds any more is stopped this long after (a remount in between keeps it). */
export const PAGE_ACTOR_GRACE_MS = 0;

// --- Onboarding (spec 3 section 9; what each number does is docs/decisions/105) ---
/** The onboarding shows 3 of its question steps. */
export const ONBOARDING_STEPS_SHOWN_COUNT = 3;
/** The LoadingStep shows for 2500 ms before the flow goes on. */
export const ONBOARDING_LOADING_MS = 2500;
/** A progress save with no answer after 5000 ms is given up, so the person may try again. */
export const ONBOARDING_SAVE_TIMEOUT_MS = 5000;
/** The first step opens 250 ms after the progress has loaded, once the page has settled. */
export const ONBOARDING_OPEN_DELAY_MS = 250;
/** An interest or pin tile of the pickers is 112 px square. */
export const ONBOARDING_TILE_SIZE = 112;
/** The locale and country a progress is kept with when the account gives none. */
export const ONBOARDING_DEFAULT_LOCALE = 'en-US';
export const ONBOARDING_DEFAULT_COUNTRY = 'US';
