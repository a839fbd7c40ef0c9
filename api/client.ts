// The typed API client: one function per call of the section 7 tables of the three specs
// (spec 1 section 7, spec 2 section 7, spec 3 section 7), over `fetch`. This is the only code in
// the project that calls `fetch`. It sends `x-pinstate-user` for a signed-in viewer, passes the
// caller's AbortSignal, unwraps the `{ resource_response: { data, bookmark? } }` envelope and turns
// every failure into an `ApiError` carrying the server's message and status.
import type {
  Api,
  BoardListOptions,
  CallOptions,
  ExperienceCallInput,
  FeedQuery,
  HideSurface,
  OffsiteResult,
  Page,
  RepinResult,
} from './api';
import { ApiError } from './api';
import { VIEWER_HEADER } from '../domain/api-contract';
import type {
  Board,
  BoardSection,
  BusinessAccessProfile,
  Experience,
  Interest,
  Pin,
  User,
  UserRef,
  UserSettings,
} from '../domain/types';

/** Status of an ApiError raised before any answer arrived (network failure, offline). */
export const NO_ANSWER_STATUS = 0;

/**
 * Every route the client calls, as `'METHOD /path/pattern/'` (the form the fault control takes),
 * keyed by the `Api` function that calls it. Feeds, hides and follows have one route per kind.
 */
export const API_ROUTES = {
  getPin: 'GET /v3/pins/:id/',
  feedHome: 'GET /v3/feeds/home/',
  feedRelated: 'GET /v3/pins/:id/related/',
  feedSearch: 'GET /v3/search/pins/',
  feedBoard: 'GET /v3/boards/:id/pins/',
  feedSection: 'GET /v3/board_sections/:id/pins/',
  feedCreated: 'GET /v3/users/:username/pins/created/',
  feedSaved: 'GET /v3/users/:username/pins/saved/',
  favoritePin: 'POST /v3/pins/:id/favorite/',
  unfavoritePin: 'DELETE /v3/pins/:id/favorite/',
  repin: 'POST /v3/repins/',
  createPin: 'POST /v3/pins/',
  deletePin: 'DELETE /v3/pins/:id/',
  updatePin: 'PATCH /v3/pins/:id/',
  moveSave: 'PATCH /v3/pins/:id/saves/',
  offsite: 'POST /v3/offsite/',
  beacon: 'GET /beacon',
  pinFeedback: 'PUT /v3/pins/:id/feedback/',
  hideNewsHub: 'PUT /v3/news_hub/:newsId/pin/:pinId/hide/',
  unhideNewsHub: 'PUT /v3/news_hub/:newsId/pin/:pinId/undo/',
  hideP2p: 'PUT /v3/p2p/:pinId/hide/',
  unhideP2p: 'PUT /v3/p2p/:pinId/unhide/',
  hideSearch: 'PUT /v3/search/:pinId/hide/',
  unhideSearch: 'PUT /v3/search/:pinId/unhide/',
  getBoard: 'GET /v3/boards/:id/',
  getBoardSections: 'GET /v3/boards/:id/sections/',
  listBoards: 'GET /v3/users/:username/boards/',
  createBoard: 'POST /v3/boards/',
  deleteBoard: 'DELETE /v3/boards/:id/',
  followBoard: 'PUT /v3/boards/:id/follow/',
  unfollowBoard: 'DELETE /v3/boards/:id/follow/',
  deleteBoardInvite: 'DELETE /v3/boards/:id/invites/:userId/',
  deleteCollaborator: 'DELETE /v3/boards/:id/collaborators/:userId/',
  inviteCollaborator: 'POST /v3/boards/:id/invites/',
  updateBoard: 'PATCH /v3/boards/:id/',
  getBoardSection: 'GET /v3/board_sections/:id/',
  updateBoardSection: 'PATCH /v3/board_sections/:id/',
  deleteBoardSection: 'DELETE /v3/board_sections/:id/',
  bulkDeletePins: 'DELETE /v3/boards/:id/pins/',
  getUser: 'GET /v3/users/:id/',
  listUsers: 'GET /v3/users/',
  followUser: 'PUT /v3/users/:id/follow/',
  unfollowUser: 'DELETE /v3/users/:id/follow/',
  getInterest: 'GET /v3/interests/:id/',
  followInterest: 'PUT /v3/interests/:id/follow/',
  unfollowInterest: 'DELETE /v3/interests/:id/follow/',
  getInviteMetadata: 'GET /v3/invite_codes/:code/',
  getBusinessProfiles: 'GET /vx/business_access/profiles/',
  updateUserSettings: 'PATCH /v3/user_settings/',
  getExperiences: 'GET /v3/experiences/',
  getExperiencesByPlacement: 'GET /v3/experiences/placements/',
  experienceViewed: 'PUT /v3/experiences/:id/viewed/',
  experienceCompleted: 'PUT /v3/experiences/:id/completed/',
  experienceDismissed: 'DELETE /v3/experiences/:id/',
  triggerExperience: 'PUT /v3/experiences/:id/trigger/',
} as const;

export type ApiRouteName = keyof typeof API_ROUTES;

export interface CreateApiOptions {
  /** Origin (and optional prefix) of the API; '' means the page's own origin. */
  baseUrl?: string;
  /** The signed-in user's id, or null when logged out. Read on every call. */
  getViewerId: () => string | null;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestInput {
  params?: Record<string, string>;
  query?: Query;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
}

interface Answer {
  data: unknown;
  bookmark: string | null;
  status: number;
  path: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fills `:name` segments of a route pattern, percent-encoding each value. */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    // A placed experience id is `placement:experience`; the colon stays readable in the path.
    return encodeURIComponent(value).replace(/%3A/gi, ':');
  });
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return error instanceof Error && error.name === 'AbortError';
}

function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && 'onLine' in navigator && navigator.onLine === false;
}

/** An ApiError raised before any answer (no server message: the UI shows its own fallback). */
function noAnswerError(path: string, message: string): ApiError {
  const error = new ApiError({ status: NO_ANSWER_STATUS, serverMessage: null, path });
  error.message = message;
  return error;
}

function malformedError(status: number, path: string, what: string): ApiError {
  const error = new ApiError({ status, serverMessage: null, path });
  error.message = `Malformed answer from ${path}: ${what}`;
  return error;
}

/** The server's message from an error body, in the envelope or a plain `{ message }`. */
function serverMessageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const response = body.resource_response;
  if (isRecord(response)) {
    const error = response.error;
    if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
    if (typeof error === 'string' && error) return error;
    if (typeof response.message === 'string' && response.message) return response.message;
  }
  if (typeof body.message === 'string' && body.message) return body.message;
  return null;
}

function expectArray<T>(value: unknown, status: number, path: string): T[] {
  if (!Array.isArray(value)) throw malformedError(status, path, 'expected a list');
  return value as T[];
}

function expectObject<T>(value: unknown, status: number, path: string): T {
  if (!isRecord(value)) throw malformedError(status, path, 'expected an object');
  return value as T;
}

/** Extra context and aux data travel as JSON text, as the specs write them. */
function jsonText(value: Record<string, unknown> | undefined): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}

/** Creates the typed API over fetch. */
export function createApi(options: CreateApiOptions): Api {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const { getViewerId } = options;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Sends one call and answers the unwrapped envelope (`data` undefined for an empty body). */
  async function request(route: ApiRouteName, input: RequestInput = {}): Promise<Answer> {
    const [method, pattern] = API_ROUTES[route].split(' ') as [string, string];
    const path = fillPath(pattern, input.params);
    const url = `${baseUrl}${path}${queryString(input.query)}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    const viewerId = getViewerId();
    if (viewerId !== null) headers[VIEWER_HEADER] = viewerId;
    let body: string | undefined;
    if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    input.signal?.throwIfAborted();
    if (browserIsOffline())
      throw noAnswerError(path, 'You are offline: check your connection and try again.');

    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, signal: input.signal });
    } catch (error) {
      if (isAbort(error, input.signal)) throw error;
      throw noAnswerError(path, `Could not reach the server (${method} ${path}).`);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (isAbort(error, input.signal)) throw error;
      throw noAnswerError(path, `The answer from ${path} was cut off.`);
    }

    let parsed: unknown = undefined;
    let parseFailed = false;
    if (text.trim() !== '') {
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        parseFailed = true;
      }
    }

    if (!response.ok) {
      throw new ApiError({ status: response.status, serverMessage: serverMessageOf(parsed), path });
    }
    if (parseFailed) throw malformedError(response.status, path, 'not JSON');
    if (parsed === undefined)
      return { data: undefined, bookmark: null, status: response.status, path };
    if (!isRecord(parsed) || !isRecord(parsed.resource_response)) {
      throw malformedError(response.status, path, 'no resource_response envelope');
    }
    const envelope = parsed.resource_response;
    const bookmark =
      typeof envelope.bookmark === 'string' && envelope.bookmark ? envelope.bookmark : null;
    return { data: envelope.data, bookmark, status: response.status, path };
  }

  async function readObject<T>(route: ApiRouteName, input?: RequestInput): Promise<T> {
    const { data, status, path } = await request(route, input);
    return expectObject<T>(data, status, path);
  }

  async function readList<T>(route: ApiRouteName, input?: RequestInput): Promise<T[]> {
    const { data, status, path } = await request(route, input);
    return expectArray<T>(data, status, path);
  }

  async function readPage<T>(route: ApiRouteName, input: RequestInput): Promise<Page<T>> {
    const { data, bookmark, status, path } = await request(route, input);
    return { items: expectArray<T>(data, status, path), bookmark };
  }

  async function send(route: ApiRouteName, input?: RequestInput): Promise<void> {
    await request(route, input);
  }

  function feedRoute(query: FeedQuery): { route: ApiRouteName; params?: Record<string, string> } {
    const need = (what: string): string => {
      if (!query.id) throw new Error(`The ${query.kind} feed needs ${what} as its id`);
      return query.id;
    };
    switch (query.kind) {
      case 'home':
        return { route: 'feedHome' };
      case 'search':
        return { route: 'feedSearch' };
      case 'related':
        return { route: 'feedRelated', params: { id: need('a pin id') } };
      case 'board':
        return { route: 'feedBoard', params: { id: need('a board id') } };
      case 'section':
        return { route: 'feedSection', params: { id: need('a section id') } };
      case 'created':
        return { route: 'feedCreated', params: { username: need('a username') } };
      case 'saved':
        return { route: 'feedSaved', params: { username: need('a username') } };
    }
  }

  function hideRoute(
    pinId: string,
    where: HideSurface,
    hide: boolean,
  ): { route: ApiRouteName; params: Record<string, string>; body?: Record<string, unknown> } {
    switch (where.surface) {
      case 'news_hub':
        return {
          route: hide ? 'hideNewsHub' : 'unhideNewsHub',
          params: { newsId: where.newsId, pinId },
        };
      case 'p2p':
        return { route: hide ? 'hideP2p' : 'unhideP2p', params: { pinId } };
      case 'search':
        return {
          route: hide ? 'hideSearch' : 'unhideSearch',
          params: { pinId },
          body: { query: where.query, pin_type: where.pinType },
        };
      case 'feedback':
        // A hide from the feedback menu is a pin feedback; there is nothing to undo on the server.
        return {
          route: 'pinFeedback',
          params: { id: pinId },
          body: { pin_id: pinId, feedback_type: where.feedbackType, undo: hide ? undefined : true },
        };
    }
  }

  /** A guidance event about one placed experience (viewed, completed, dismissed, triggered). */
  function experienceCall(route: ApiRouteName) {
    return (input: ExperienceCallInput, o?: CallOptions): Promise<void> =>
      send(route, {
        params: { id: input.placedExperienceId },
        body: experienceBody(input),
        signal: o?.signal,
      });
  }

  function experienceBody(input: ExperienceCallInput) {
    return {
      placed_experience_id: input.placedExperienceId,
      extra_context: jsonText(input.extraContext),
      targeting:
        input.advertiserId === undefined ? undefined : { advertiser_id: input.advertiserId },
    };
  }

  function boardListQuery(options: BoardListOptions): Query {
    return {
      field_set_key: 'profile_grid_item',
      redux_normalize_feed: true,
      privacy_filter: options.privacyFilter,
      sort: options.sort,
      page_size: options.pageSize,
      bookmark: options.bookmark,
      group_by: options.groupBy,
      include_archived: options.includeArchived,
      filter_stories: options.filterStories,
      filter_all_pins: options.filterAllPins,
      filter_shopping_list: options.filterShoppingList,
      orbac_subject_id: options.orbacSubjectId,
    };
  }

  const api: Api = {
    // --- Pins ---
    getPin: (id, o?: CallOptions) =>
      readObject<Pin>('getPin', { params: { id }, signal: o?.signal }),

    getFeed: (query, o) => {
      const { route, params } = feedRoute(query);
      return readPage<Pin>(route, {
        params,
        query: { q: query.q, rs: query.rs, bookmark: query.bookmark, page_size: query.pageSize },
        signal: o?.signal,
      });
    },

    favoritePin: (id, o) => send('favoritePin', { params: { id }, signal: o?.signal }),
    unfavoritePin: (id, o) => send('unfavoritePin', { params: { id }, signal: o?.signal }),

    repin: (input, o) =>
      readObject<RepinResult>('repin', {
        body: {
          pin_id: input.pinId,
          board_id: input.boardId,
          section: input.sectionId ?? null,
          user_id: input.userId,
          clientTrackingParams: input.clientTrackingParams,
          original_pin_id: input.originalPinId,
        },
        signal: o?.signal,
      }),

    createPin: (input, o) =>
      readObject<{ id: string; pinner: { id: string } }>('createPin', {
        body: {
          board_id: input.boardId,
          method: input.guid ? 'button' : 'button_external',
          image_url: input.imageUrl,
          image_base64: input.imageBase64,
          section: input.sectionId ?? null,
          guid: input.guid,
          title: input.title,
          link: input.link,
        },
        signal: o?.signal,
      }),

    deletePin: (input, o) =>
      send('deletePin', {
        params: { id: input.id },
        body: {
          id: input.id,
          board_id: input.boardId ?? null,
          client_tracking_params: input.clientTrackingParams,
        },
        signal: o?.signal,
      }),

    // Edits send only the fields the caller gives (an absent field stays as it is on the server).
    updatePin: (input, o) =>
      readObject<Pin>('updatePin', {
        params: { id: input.id },
        body: {
          title: input.title,
          description: input.description,
          board_id: input.boardId,
          section_id: input.sectionId,
        },
        signal: o?.signal,
      }),

    moveSave: (input, o) =>
      readObject<RepinResult>('moveSave', {
        params: { id: input.id },
        body: {
          from_board_id: input.fromBoardId,
          board_id: input.boardId,
          section_id: input.sectionId,
        },
        signal: o?.signal,
      }),

    offsite: async (input, o) => {
      const { data } = await request('offsite', {
        body: {
          check_only: input.checkOnly,
          pin_id: input.pinId,
          third_party_ad: input.thirdPartyAd,
          url: input.url,
          client_tracking_params: input.clientTrackingParams,
          aux_data: jsonText(input.auxData),
        },
        signal: o?.signal,
      });
      // A missing or empty answer is the spec's "check fails or empty": the caller decides.
      if (data === undefined || data === null || data === false || data === '') return null;
      if (!isRecord(data)) return null;
      return data as unknown as OffsiteResult;
    },

    beacon: (input, o) =>
      send('beacon', {
        query: {
          url: input.url,
          pin: input.pin,
          client_tracking_params: input.clientTrackingParams,
        },
        signal: o?.signal,
      }),

    pinFeedback: (input, o) =>
      send('pinFeedback', {
        params: { id: input.pinId },
        body: { pin_id: input.pinId, feedback_type: input.feedbackType },
        signal: o?.signal,
      }),

    hidePin: (pinId, where, o) => {
      const { route, params, body } = hideRoute(pinId, where, true);
      return send(route, { params, body, signal: o?.signal });
    },
    unhidePin: (pinId, where, o) => {
      const { route, params, body } = hideRoute(pinId, where, false);
      return send(route, { params, body, signal: o?.signal });
    },

    // --- Boards ---
    getBoard: (id, o) => readObject<Board>('getBoard', { params: { id }, signal: o?.signal }),
    getBoardSections: (boardId, o) =>
      readList<BoardSection>('getBoardSections', { params: { id: boardId }, signal: o?.signal }),
    listBoards: (options, o) =>
      readPage<Board>('listBoards', {
        params: { username: options.username },
        query: boardListQuery(options),
        signal: o?.signal,
      }),
    createBoard: (input, o) =>
      readObject<Board>('createBoard', {
        body: {
          name: input.name,
          privacy: input.privacy ?? 'public',
          username: input.username,
          layout: input.layout,
          return_existing: input.returnExisting,
          orbac_subject_id: input.orbacSubjectId,
        },
        signal: o?.signal,
      }),
    deleteBoard: (id, o) =>
      send('deleteBoard', { params: { id }, body: { board_id: id }, signal: o?.signal }),
    followBoard: (id, o) => send('followBoard', { params: { id }, signal: o?.signal }),
    unfollowBoard: (id, o) => send('unfollowBoard', { params: { id }, signal: o?.signal }),
    deleteBoardInvite: (input, o) =>
      send('deleteBoardInvite', {
        params: { id: input.boardId, userId: input.invitedUserId },
        body: { board_id: input.boardId, invited_user_id: input.invitedUserId },
        signal: o?.signal,
      }),
    deleteCollaborator: (input, o) =>
      send('deleteCollaborator', {
        params: { id: input.boardId, userId: input.userId },
        body: { board_id: input.boardId, invited_user_id: input.userId },
        signal: o?.signal,
      }),
    inviteCollaborator: (input, o) =>
      readObject<UserRef>('inviteCollaborator', {
        params: { id: input.boardId },
        body: { board_id: input.boardId, invited_user_id: input.userId },
        signal: o?.signal,
      }),
    updateBoard: (input, o) =>
      readObject<Board>('updateBoard', {
        params: { id: input.id },
        body: { name: input.name, description: input.description, privacy: input.privacy },
        signal: o?.signal,
      }),
    getBoardSection: (id, o) =>
      readObject<BoardSection>('getBoardSection', { params: { id }, signal: o?.signal }),
    updateBoardSection: (input, o) =>
      readObject<BoardSection>('updateBoardSection', {
        params: { id: input.id },
        body: { title: input.title },
        signal: o?.signal,
      }),
    deleteBoardSection: (id, o) =>
      send('deleteBoardSection', { params: { id }, signal: o?.signal }),
    bulkDeletePins: (input, o) =>
      send('bulkDeletePins', {
        params: { id: input.boardId },
        body: { board_id: input.boardId, section_id: input.sectionId, pin_ids: input.pinIds },
        signal: o?.signal,
      }),

    // --- Users, interests, invites, business access ---
    getUser: (usernameOrId, o) =>
      readObject<User>('getUser', { params: { id: usernameOrId }, signal: o?.signal }),
    listUsers: (o) => readList<User>('listUsers', { signal: o?.signal }),
    followUser: (id, o) =>
      send('followUser', { params: { id }, body: { user_id: id }, signal: o?.signal }),
    unfollowUser: (id, o) =>
      send('unfollowUser', { params: { id }, body: { user_id: id }, signal: o?.signal }),
    getInterest: (id, o) =>
      readObject<Interest>('getInterest', { params: { id }, signal: o?.signal }),
    followInterest: (id, o) =>
      send('followInterest', {
        params: { id },
        body: { interest_id: id, interest_list: [id] },
        signal: o?.signal,
      }),
    unfollowInterest: (id, o) =>
      send('unfollowInterest', {
        params: { id },
        body: { interest_id: id, interest_list: [id] },
        signal: o?.signal,
      }),
    getInviteMetadata: (code, o) =>
      readObject('getInviteMetadata', {
        params: { code },
        query: { invite_code: code },
        signal: o?.signal,
      }),
    getBusinessProfiles: async (o) => {
      const { data, status, path } = await request('getBusinessProfiles', { signal: o?.signal });
      const profiles = expectObject<{ profiles?: unknown }>(data, status, path).profiles;
      if (!isRecord(profiles)) throw malformedError(status, path, 'no profiles map');
      return profiles as Record<string, BusinessAccessProfile>;
    },
    updateUserSettings: (input, o) =>
      readObject<UserSettings>('updateUserSettings', { body: { ...input }, signal: o?.signal }),

    // --- Guidance layer (spec 2 section 7) ---
    getExperiences: (extraContext, o) =>
      readList<Experience>('getExperiences', {
        query: { extra_context: jsonText(extraContext) },
        signal: o?.signal,
      }),
    getExperiencesByPlacement: (placementIds, extraContext, o) =>
      readList<Experience>('getExperiencesByPlacement', {
        query: { placement_ids: placementIds.join(','), extra_context: jsonText(extraContext) },
        signal: o?.signal,
      }),
    experienceViewed: experienceCall('experienceViewed'),
    experienceCompleted: experienceCall('experienceCompleted'),
    experienceDismissed: experienceCall('experienceDismissed'),
    triggerExperience: experienceCall('triggerExperience'),
  };
  return api;
}
