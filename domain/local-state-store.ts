// The logged-out local state as it is kept in browser storage (spec 3 section 3 "Logged-out local
// state", section 4 "Logged-out local state", section 5 and section 8 "Corrupt stored revisitation
// data: reset to fresh state"): its shape, reading it back (anything corrupt reads as fresh), the
// changes the local state's actions make and the revisit at the start of a page.
import { DAY_MS, RECENT_PIN_IMAGES_MAX, VISITED_PIN_PAGES_MAX } from './constants';
import {
  freshRevisitation,
  pushRecent,
  validRevisitation,
  type RecentView,
  type Revisitation,
} from './local-state';
import { daysBucket } from './numbers';
import { landingPageType, type LandingPageType } from './page-kind';
import { parsePinPath } from './pin-path';

/** Where the logged-out local state is kept. */
export const LOCAL_STATE_STORAGE_KEY = 'pinstate.localState';

/** The recent searches under the search field (labels of the product, not of the spec). */
export const RECENT_SEARCH_LABELS = {
  heading: 'Recent searches',
  remove: (query: string) => `Remove recent search ${query}`,
} as const;

/** A completed search (spec 3 section 3): query, rs (its source), scope and rg. */
export interface CompletedSearch {
  query: string;
  rs: string;
  scope: string;
  rg: string;
}

/** A clickthrough pin (spec 3 section 3): pinId, link, imageSignature, domain. */
export interface ClickthroughPin {
  pinId: string;
  link: string;
  imageSignature: string;
  domain: string;
}

/** The logged-out local state (spec 3 section 3). Saved pins are held by signed-out saves. */
export interface LocalStateData {
  /** Pin ids of the closeups seen, newest first (most-recent-pin history 10, spec 3 section 9). */
  closeupPins: string[];
  /** Pages seen, newest first (stored visited pin pages 10, spec 3 section 9). */
  recentViews: RecentView[];
  completedSearches: CompletedSearch[];
  clickthroughPins: ClickthroughPin[];
  downloadedPins: number;
  redeemedInvites: string[];
  revisitation: Revisitation;
  /** Days since the last revisit, bucketed by 7 up to 84+ (spec 3 section 9); '' before one. */
  daysSinceLastRevisit: string;
  isQUS: boolean;
  landingPageType: LandingPageType;
}

/** What `UPDATE` may change (spec 3 section 4). */
export type LocalStateUpdate = Partial<Pick<LocalStateData, 'isQUS' | 'landingPageType'>>;

/** An empty local state, its revisitation fresh at `now`. */
export function freshLocalState(now: number): LocalStateData {
  return {
    closeupPins: [],
    recentViews: [],
    completedSearches: [],
    clickthroughPins: [],
    downloadedPins: 0,
    redeemedInvites: [],
    revisitation: freshRevisitation(now),
    daysSinceLastRevisit: '',
    isQUS: false,
    landingPageType: '',
  };
}

const LANDING_TYPES: readonly LandingPageType[] = [
  'today',
  'ideas',
  'own_section',
  'own_board',
  'section',
  'board',
  'closeup',
  'home',
  'profile',
  'search',
  'topic',
  '',
];

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const hasStrings = (v: unknown, keys: readonly string[]): boolean =>
  isRecord(v) && keys.every((k) => isString(v[k]));

function listOf<T>(value: unknown, valid: (item: unknown) => boolean): T[] | null {
  return Array.isArray(value) && value.every(valid) ? (value as T[]) : null;
}

const isView = (x: unknown): boolean =>
  hasStrings(x, ['path', 'pageType']) && isRecord(x) && typeof x.ts === 'number';

/** Every field but the revisitation read back, or null when one is not what was stored. */
function readFields(v: Record<string, unknown>): Omit<LocalStateData, 'revisitation'> | null {
  const closeupPins = listOf<string>(v.closeupPins, isString);
  const recentViews = listOf<RecentView>(v.recentViews, isView);
  const completedSearches = listOf<CompletedSearch>(v.completedSearches, (x) =>
    hasStrings(x, ['query', 'rs', 'scope', 'rg']),
  );
  const clickthroughPins = listOf<ClickthroughPin>(v.clickthroughPins, (x) =>
    hasStrings(x, ['pinId', 'link', 'imageSignature', 'domain']),
  );
  const redeemedInvites = listOf<string>(v.redeemedInvites, isString);
  const { downloadedPins, isQUS, daysSinceLastRevisit, landingPageType: landing } = v;
  if (
    !closeupPins ||
    !recentViews ||
    !completedSearches ||
    !clickthroughPins ||
    !redeemedInvites ||
    typeof downloadedPins !== 'number' ||
    !Number.isFinite(downloadedPins) ||
    typeof isQUS !== 'boolean' ||
    !isString(daysSinceLastRevisit) ||
    !LANDING_TYPES.includes(landing as LandingPageType)
  )
    return null;
  return {
    closeupPins,
    recentViews,
    completedSearches,
    clickthroughPins,
    downloadedPins,
    redeemedInvites,
    daysSinceLastRevisit,
    isQUS,
    landingPageType: landing as LandingPageType,
  };
}

/** Whether stored revisitation data has numeric count, time and ts (spec 3 section 5). */
function revisitationValid(stored: unknown): boolean {
  const a = validRevisitation({ stored, now: 0 });
  const b = validRevisitation({ stored, now: 1 });
  return a.time === b.time;
}

/**
 * The stored local state read back (its JSON text or the parsed value) at `now`. Nothing stored
 * reads as fresh. Data that is not what was stored (unreadable JSON, a field missing or of the
 * wrong shape) resets to a fresh state; revisitation without numeric count, time and ts resets
 * alone to a fresh revisitation (spec 3 sections 5 and 8). `revisited` says whether valid
 * revisitation data was read (the start is then a revisit).
 */
export function parseLocalState({ stored, now }: { stored: unknown; now: number }): {
  data: LocalStateData;
  corrupt: boolean;
  revisited: boolean;
} {
  const fresh = freshLocalState(now);
  if (stored === null || stored === undefined)
    return { data: fresh, corrupt: false, revisited: false };
  let value: unknown = stored;
  if (isString(value)) {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { data: fresh, corrupt: true, revisited: false };
    }
  }
  const fields = isRecord(value) ? readFields(value) : null;
  if (!isRecord(value) || !fields) return { data: fresh, corrupt: true, revisited: false };
  const valid = revisitationValid(value.revisitation);
  const revisitation = validRevisitation({ stored: value.revisitation, now });
  return { data: { ...fields, revisitation }, corrupt: !valid, revisited: valid };
}

/**
 * The page starts again for a logged-out visitor at `now`: with stored revisitation this is a
 * revisit (its count grows, its ts moves to now, the days since the last one are bucketed by 7 up
 * to 84+); without, a first visit. `time` stays the first visit's time.
 */
export function revisit({
  data,
  now,
  revisited,
}: {
  data: LocalStateData;
  now: number;
  revisited: boolean;
}): LocalStateData {
  if (!revisited)
    return { ...data, revisitation: freshRevisitation(now), daysSinceLastRevisit: '' };
  const { count, time, ts } = data.revisitation;
  const days = Math.floor(Math.max(0, now - ts) / DAY_MS);
  return {
    ...data,
    revisitation: { count: count + 1, time, ts: now },
    daysSinceLastRevisit: daysBucket(days),
  };
}

const sameSearch = (a: CompletedSearch, b: CompletedSearch) =>
  a.query === b.query && a.rs === b.rs && a.scope === b.scope && a.rg === b.rg;

/** ADD completed search: at the head, unless the head is the same search (spec 3 section 5). */
export const addSearch = (data: LocalStateData, search: CompletedSearch): LocalStateData => ({
  ...data,
  completedSearches: pushRecent({ list: data.completedSearches, item: search, same: sameSearch }),
});

/** REMOVE completed search: every entry that is this search leaves the list. */
export const removeSearch = (data: LocalStateData, search: CompletedSearch): LocalStateData => ({
  ...data,
  completedSearches: data.completedSearches.filter((s) => !sameSearch(s, search)),
});

/** ADD clickthrough pin: at the head, unless the head is the same pin and link (spec 3 section 5). */
export const addClickthrough = (data: LocalStateData, pin: ClickthroughPin): LocalStateData => ({
  ...data,
  clickthroughPins: pushRecent({
    list: data.clickthroughPins,
    item: pin,
    same: (a, b) => a.pinId === b.pinId && a.link === b.link,
  }),
});

/**
 * A page seen at `ts`: a recent-views record (path, pageType, ts; the last 10), and on a closeup
 * its pin among the closeup pins (the last 10); the first page of a visit is its landing page type.
 */
export function addView(data: LocalStateData, path: string, ts: number): LocalStateData {
  const pageType = landingPageType({ pathname: path });
  const pinId = pageType === 'closeup' ? (parsePinPath(path)?.id ?? null) : null;
  return {
    ...data,
    recentViews: pushRecent({
      list: data.recentViews,
      item: { path, pageType, ts },
      same: (a, b) => a.path === b.path,
      max: VISITED_PIN_PAGES_MAX,
    }),
    closeupPins: pinId
      ? pushRecent({ list: data.closeupPins, item: pinId, max: RECENT_PIN_IMAGES_MAX })
      : data.closeupPins,
  };
}

/** A redeemed invite code, kept once. */
export const addRedeemedInvite = (data: LocalStateData, code: string): LocalStateData =>
  data.redeemedInvites.includes(code)
    ? data
    : { ...data, redeemedInvites: [...data.redeemedInvites, code] };

/** The completed search a search page shows (`/search/pins/?q=&rs=&rg=`), or null without a term. */
export function completedSearchOf(pathname: string, search: string): CompletedSearch | null {
  const [first, second] = pathname.split('/').filter((s) => s !== '');
  if (first !== 'search') return null;
  const params = new URLSearchParams(search);
  const query = (params.get('q') ?? '').trim();
  if (!query) return null;
  return { query, rs: params.get('rs') ?? '', scope: second ?? 'pins', rg: params.get('rg') ?? '' };
}

/** Where a recent search goes again: its search page, with its source. */
export function recentSearchPath(search: CompletedSearch): string {
  const params = new URLSearchParams({ q: search.query });
  if (search.rs) params.set('rs', search.rs);
  if (search.rg) params.set('rg', search.rg);
  return `/search/${search.scope || 'pins'}/?${params.toString()}`;
}
