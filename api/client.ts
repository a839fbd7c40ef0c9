// The typed API client: one function per call of the section 7 tables of the three specs
// (spec 1 section 7, spec 2 section 7, spec 3 section 7). Each call goes through transport.ts
// (fetch, the viewer header, the envelope, errors); routes.ts names the route of each.
import type {
  Api,
  BoardListOptions,
  CallOptions,
  ExperienceCallInput,
  OffsiteResult,
  RepinResult,
} from './api';
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
import type { Story } from '../domain/discovery';
import type { OnboardingProgress, OnboardingState } from '../domain/onboarding';
import type {
  BusinessHierarchy,
  BusinessSection,
  BusinessSectionData,
  ManagedHierarchy,
} from '../domain/business-records';
import type { PinFeedbackRecord, PinSentRecord } from '../domain/pin-activity';
import type { UserStateAnswer } from '../domain/user-state';
import type { ApiRouteName } from './routes';
import { API_ROUTES, BUSINESS_SECTION_ROUTES, hideRoute } from './routes';
import { createReadApi } from './read-client';
import type { CreateApiOptions, Query } from './transport';
import { createTransport, expectObject, isRecord, malformedError } from './transport';

/**
 * The largest body sent with keepalive: browsers carry at most 64 KiB of keepalive bodies in
 * flight at once (the Fetch standard), so a bigger batch goes as an ordinary request.
 */
export const KEEPALIVE_BODY_MAX = 60_000;

// The route table lives in routes.ts; callers name routes through the client, as before.

export { API_ROUTES } from './routes';

/** Extra context and aux data travel as JSON text, as the specs write them. */
function jsonText(value: Record<string, unknown> | undefined): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}

/** Creates the typed API over fetch. */
export function createApi(options: CreateApiOptions): Api {
  const { request, readObject, readList, readPage, send, addressOf } = createTransport(
    options,
    API_ROUTES,
  );

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
    ...createReadApi(options),
    // --- Pins ---

    favoritePin: (id, o) => send('favoritePin', { params: { id }, signal: o?.signal }),
    unfavoritePin: (id, o) => send('unfavoritePin', { params: { id }, signal: o?.signal }),
    sendPin: (input, o) =>
      send('sendPin', {
        params: { id: input.pinId },
        body: { recipient_id: input.recipientId },
        signal: o?.signal,
      }),

    repin: (input, o) =>
      readObject<RepinResult>('repin', {
        body: {
          pin_id: input.pinId,
          board_id: input.boardId,
          section: input.sectionId ?? null,
          user_id: input.userId,
          clientTrackingParams: input.clientTrackingParams,
          // Where the save was made; the app logs the repin event (5) itself, so the server is told
          // not to log it again (decision 093).
          eventContext: input.eventContext ?? null,
          disable_event_log_info: true,
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

    attributionSource: (query, o) =>
      send('attributionSource', {
        query: Object.fromEntries(new URLSearchParams(query)),
        signal: o?.signal,
        keepalive: true,
      }),

    attributionSourceAddress: (query) =>
      addressOf('attributionSource', { query: Object.fromEntries(new URLSearchParams(query)) }),

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
    getPinBoards: (pinId, o) =>
      readList<Board>('getPinBoards', { params: { id: pinId }, signal: o?.signal }),
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
          privacy: input.privacy,
          username: input.username,
          user_id: input.userId,
          layout: input.layout,
          protected: input.isProtected,
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
        body: {
          board_id: input.boardId,
          invited_user_id: input.invitedUserId,
          orbac_subject_id: input.orbacSubjectId,
        },
        signal: o?.signal,
      }),
    acceptBoardInvite: (input, o) =>
      send('acceptBoardInvite', {
        params: { id: input.boardId, userId: input.userId },
        body: { board_id: input.boardId, invited_user_id: input.userId },
        signal: o?.signal,
      }),
    deleteCollaborator: (input, o) =>
      send('deleteCollaborator', {
        params: { id: input.boardId, userId: input.userId },
        body: {
          board_id: input.boardId,
          invited_user_id: input.userId,
          orbac_subject_id: input.orbacSubjectId,
        },
        signal: o?.signal,
      }),
    inviteCollaborator: (input, o) =>
      readObject<UserRef>('inviteCollaborator', {
        params: { id: input.boardId },
        body: {
          board_id: input.boardId,
          invited_user_id: input.userId,
          orbac_subject_id: input.orbacSubjectId,
        },
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
    createBoardSection: (input, o) =>
      readObject<BoardSection>('createBoardSection', {
        params: { id: input.boardId },
        body: { title: input.title },
        signal: o?.signal,
      }),
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
        body: {
          board_id: input.boardId,
          section_id: input.sectionId,
          pin_ids: input.pinIds,
          orbac_subject_id: input.orbacSubjectId,
        },
        signal: o?.signal,
      }),

    // --- Users, interests, invites, business access ---
    listUsers: (o) => readList<User>('listUsers', { signal: o?.signal }),
    searchUsers: (input, o) =>
      readPage<User>('searchUsers', {
        query: { q: input.q, bookmark: input.bookmark },
        signal: o?.signal,
      }),
    searchBoards: (input, o) =>
      readPage<Board>('searchBoards', {
        query: { q: input.q, type: input.type, bookmark: input.bookmark },
        signal: o?.signal,
      }),
    searchShopCategories: (input, o) =>
      readList<Story>('searchShopCategories', { query: { q: input.q }, signal: o?.signal }),
    followUser: (id, o) =>
      send('followUser', { params: { id }, body: { user_id: id }, signal: o?.signal }),
    unfollowUser: (id, o) =>
      send('unfollowUser', { params: { id }, body: { user_id: id }, signal: o?.signal }),
    listInterests: (o) => readList<Interest>('listInterests', { signal: o?.signal }),
    getInterest: (id, o) =>
      readObject<Interest>('getInterest', { params: { id }, signal: o?.signal }),
    listTodayArticles: (tab, o) =>
      readList<Story>('listTodayArticles', { query: { tab }, signal: o?.signal }),
    getTodayArticle: (id, o) =>
      readObject<Story>('getTodayArticle', { params: { id }, signal: o?.signal }),
    listCategories: (hub, o) =>
      readList<Story>(hub === 'videos' ? 'listVideoCategories' : 'listShoppingCategories', {
        signal: o?.signal,
      }),
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
    getBusinessSection: <S extends BusinessSection>(
      profileId: string,
      section: S,
      o?: CallOptions,
    ) => {
      const route = BUSINESS_SECTION_ROUTES[section];
      const params = { id: profileId };
      // Brand safety is one record; every other section a list.
      return (
        section === 'brand_safety'
          ? readObject(route, { params, signal: o?.signal })
          : readList(route, { params, signal: o?.signal })
      ) as Promise<BusinessSectionData[S]>;
    },
    listBusinessHierarchies: (o) =>
      readList<ManagedHierarchy>('listBusinessHierarchies', { signal: o?.signal }),
    getBusinessHierarchy: (id, o) =>
      readObject<BusinessHierarchy>('getBusinessHierarchy', { params: { id }, signal: o?.signal }),
    getPinSends: (pinId, o) =>
      readList<PinSentRecord>('getPinSends', { params: { id: pinId }, signal: o?.signal }),
    getPinFeedback: (pinId, o) =>
      readList<PinFeedbackRecord>('getPinFeedback', { params: { id: pinId }, signal: o?.signal }),
    getUserSettings: (o) => readObject<UserSettings>('getUserSettings', { signal: o?.signal }),
    getOnboarding: (o) => readObject<OnboardingState>('getOnboarding', { signal: o?.signal }),
    saveOnboarding: (progress, o) =>
      readObject<OnboardingProgress>('saveOnboarding', {
        body: { ...progress },
        signal: o?.signal,
      }),
    updateUserSettings: (input, o) =>
      readObject<UserSettings>('updateUserSettings', { body: { ...input }, signal: o?.signal }),
    getUserState: (state, o) =>
      readObject<UserStateAnswer>('getUserState', { query: { state }, signal: o?.signal }),
    updateUserState: (input, o) =>
      readObject<UserStateAnswer>('updateUserState', { body: { ...input }, signal: o?.signal }),

    // --- Guidance layer (spec 2 section 7) ---
    getExperiencesByPlacement: (placementIds, extraContext, o) =>
      readList<Experience>('getExperiencesByPlacement', {
        query: { placement_ids: placementIds.join(','), extra_context: jsonText(extraContext) },
        signal: o?.signal,
      }),
    experienceViewed: experienceCall('experienceViewed'),
    experienceCompleted: experienceCall('experienceCompleted'),
    experienceDismissed: experienceCall('experienceDismissed'),
    triggerExperience: experienceCall('triggerExperience'),

    // --- The analytics sink (spec 2 section 2: sent only as the cookie choice allows) ---
    // A batch may leave as the page does (fetch with keepalive), when it is small enough for the
    // browser to carry on after the page: KEEPALIVE_BODY_MAX.
    sendEvents: (events, o) =>
      send('sendEvents', {
        body: { events },
        signal: o?.signal,
        keepalive: JSON.stringify({ events }).length <= KEEPALIVE_BODY_MAX,
      }),
  };
  return api;
}
