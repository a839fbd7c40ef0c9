// The per-pin kinds (pin-kinds.ts) and the page actors, provided with their real actors. The app
// loads this after the first paint (system.ts); the headless driver and tests take it with the
// rest of the root (create-actors.ts).
import { fromCallback, fromPromise, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { Api, HideSurface, RepinInput, RepinResult } from '../api/api';
import type { UnfollowTarget } from '../machines/pin-feedback-types';
import type { BusinessAccessProfile, Experience, Pin } from '../domain/types';
import { storageOf, type ActorDeps } from './actor-deps';
import { provideLateRootLogic } from './late-root-actors';
import { provideOutbound } from './outbound-actors';
import { provideShare } from './share-actors';
import { provideAnalytics } from './analytics-actors';
import { provideProfileView } from './profile-view-actors';
import { BOARDS_PAGE_SIZE } from '../domain/constants';
import type { LogicSource } from '../machines/app.machine';
import type { FollowCallInput } from '../machines/follow.machine';
import type { MemberCallInput } from '../machines/collaborators.machine';
import type { ExperienceCallRequest, FetchInput } from '../machines/experiences.machine';
import { pageLogic, type PageLogic } from '../machines/page-kinds';
import { lateRootActorEvents as lateEvents } from '../machines/late-actors';
import {
  selectOrbacSubjectId,
  type BusinessProfileEvent,
  type BusinessProfileSnapshot,
  type BusinessStorageEvent,
} from '../machines/business-profile.machine';
import { businessViewerOf } from '../machines/business-viewer';
import type { SessionUser } from '../machines/session-types';
import type { SessionSnapshot, sessionMachine } from '../machines/session.machine';
import {
  BUSINESS_PROFILE_STORAGE_KEY,
  parseStoredBusinessProfile,
} from '../domain/business-profile';
import type { CookiesInput, SaveCookiesInput } from '../machines/cookies.machine';
import {
  accountCookieChoice,
  COOKIE_STORAGE_KEY,
  cookieSettingsFields,
  parseCookieChoice,
  type CookieChoice,
} from '../domain/cookies';
import { SYSTEM_IDS } from '../machines/system-ids';
import { withLogic } from '../machines/pin-kind';
import { pinKinds, pinKindTable, type PinKindTable } from '../machines/pin-kinds';
import { boardPickerMachine, type BoardOption } from '../machines/board-picker.machine';
import { createEnsureQuickSaves } from './quick-saves';
import { provideLoader } from './loads';
import { provideEditForm } from './edit-forms';

/** How the app-icon upsell's code is fetched: a view's chunk, so the share controls say how. */
let upsellIconCode: () => Promise<unknown> = () => Promise.resolve();
export function setUpsellIconFetch(fetch: () => Promise<unknown>): void {
  upsellIconCode = fetch;
}

/** The real invoked actors of the per-pin machines, by the names they declare. */
export function createPinActors(api: Api, deps: ActorDeps = {}) {
  /** A card's closeup, data and code, fetched ahead while the card is hovered or focused. */
  const prefetchPin = fromPromise<Pin | null, { pinId: string }>(({ input, signal }) => {
    deps.prefetchCloseupCode?.();
    return api.getPin(input.pinId, { signal });
  });

  const savePin = fromPromise<RepinResult, RepinInput>(({ input, signal }) =>
    api.repin(input, { signal }),
  );

  const deleteSave = fromPromise<void, { id: string; boardId: string | null; pinId: string }>(
    ({ input, signal }) => api.deletePin({ id: input.id, boardId: input.boardId }, { signal }),
  );

  const loadBoards = fromPromise<BoardOption[], { username: string }>(async ({ input, signal }) => {
    const page = await api.listBoards(
      { username: input.username, pageSize: BOARDS_PAGE_SIZE, sort: 'last_pinned_to' },
      { signal },
    );
    return page.items
      .filter((board) => !board.archived)
      .map((board) => ({
        id: board.id,
        name: board.name,
        url: board.url,
        privacy: board.privacy,
        coverUrl: board.coverImages['222x']?.url ?? board.coverImages['170x']?.url ?? null,
      }));
  });

  const createBoard = fromPromise<BoardOption, { name: string; username: string }>(
    async ({ input, signal, system }) => {
      // Acting as a business profile, the board is theirs (spec 3 section 4, section 7).
      const acting = actingFor(system);
      const board = await api.createBoard(
        {
          name: input.name,
          username: acting?.username ?? input.username,
          privacy: 'public',
          ...(acting ? { orbacSubjectId: acting.orbacSubjectId } : {}),
        },
        { signal },
      );
      return {
        id: board.id,
        name: board.name,
        url: board.url,
        privacy: board.privacy,
        coverUrl: null,
      };
    },
  );

  const changeFavorite = fromPromise<void, { pinId: string; favorite: boolean }>(
    ({ input, signal }) =>
      input.favorite
        ? api.favoritePin(input.pinId, { signal })
        : api.unfavoritePin(input.pinId, { signal }),
  );

  const sendFeedback = fromPromise<void, { pinId: string; feedbackType: string }>(({ input }) =>
    api.pinFeedback(input),
  );

  const hidePin = fromPromise<void, { pinId: string; where: HideSurface; hide: boolean }>(
    ({ input }) =>
      input.hide ? api.hidePin(input.pinId, input.where) : api.unhidePin(input.pinId, input.where),
  );

  const unfollow = fromPromise<void, UnfollowTarget>(({ input }) =>
    input.kind === 'board' ? api.unfollowBoard(input.id) : api.unfollowUser(input.id),
  );

  return {
    prefetchPin,
    ensureQuickSaves: createEnsureQuickSaves(api),
    savePin,
    deleteSave,
    loadBoards,
    createBoard,
    changeFavorite,
    sendFeedback,
    hidePin,
    unfollow,
  };
}

export type PinActors = ReturnType<typeof createPinActors>;

/** Every per-pin kind, its logic provided with the real actors. */
export function providePinKinds(actors: PinActors, api: Api, deps: ActorDeps = {}): PinKindTable {
  const kinds = pinKindTable(pinKinds);
  return pinKindTable([
    withLogic(
      kinds.hover,
      kinds.hover.logic.provide({ actors: { prefetchPin: actors.prefetchPin } }),
    ),
    withLogic(
      kinds.oneTapSave,
      kinds.oneTapSave.logic.provide({
        actors: {
          ensureQuickSaves: actors.ensureQuickSaves,
          savePin: actors.savePin,
          deleteSave: actors.deleteSave,
        },
      }),
    ),
    withLogic(
      kinds.save,
      kinds.save.logic.provide({
        actors: {
          savePin: actors.savePin,
          boardPicker: boardPickerMachine.provide({
            actors: { loadBoards: actors.loadBoards, createBoard: actors.createBoard },
          }),
        },
      }),
    ),
    withLogic(
      kinds.favorite,
      kinds.favorite.logic.provide({ actors: { changeFavorite: actors.changeFavorite } }),
    ),
    kinds.savedIndicator,
    kinds.carousel,
    withLogic(
      kinds.feedback,
      kinds.feedback.logic.provide({
        actors: {
          sendFeedback: actors.sendFeedback,
          hidePin: actors.hidePin,
          unfollow: actors.unfollow,
        },
      }),
    ),
    withLogic(kinds.outbound, provideOutbound(kinds.outbound.logic, api, deps)),
    withLogic(kinds.share, provideShare(kinds.share.logic, api, deps)),
  ]);
}

/** The page actors' logic with the real calls (writes are not cancelled when a page is left). */
export function providePageLogic(api: Api, deps: ActorDeps = {}): PageLogic {
  return {
    ...pageLogic,
    ...provideLateRootLogic(api, deps),
    loader: provideLoader(api),
    editForm: provideEditForm(api),
    follow: pageLogic.follow.provide({
      actors: {
        changeFollow: fromPromise<void, FollowCallInput>(({ input: { kind, id, follow } }) => {
          if (kind === 'user') return follow ? api.followUser(id) : api.unfollowUser(id);
          if (kind === 'interest') {
            return follow ? api.followInterest(id) : api.unfollowInterest(id);
          }
          return follow ? api.followBoard(id) : api.unfollowBoard(id);
        }),
      },
    }),
    cookies: pageLogic.cookies.provide({
      actors: {
        // Signed in: PATCH /v3/user_settings/ (spec 2 section 7). A visitor's choice is kept in
        // browser storage and sends no call (decision 019).
        saveChoice: fromPromise<void, SaveCookiesInput>(async ({ input, signal }) => {
          if (input.signedIn) {
            await api.updateUserSettings(cookieSettingsFields(input), { signal });
            return;
          }
          browserStorage()?.setItem(COOKIE_STORAGE_KEY, JSON.stringify(input.choice));
        }),
        // GET /v3/user_settings/: the choice a signed-in viewer made before, if any.
        loadChoice: fromPromise<CookieChoice | null, void>(async ({ signal }) =>
          accountCookieChoice(await api.getUserSettings({ signal })),
        ),
      },
    }),
    businessProfile: pageLogic.businessProfile.provide({
      actors: {
        // GET /vx/business_access/profiles/ (spec 3 section 7).
        loadProfiles: fromPromise<Record<string, BusinessAccessProfile>, void>(({ signal }) =>
          api.getBusinessProfiles({ signal }),
        ),
        // The session's signed-in user, now and on every change, with what storage holds.
        watchViewer: fromCallback(({ sendBack, system }) => {
          const session = system.get(SYSTEM_IDS.session) as
            ActorRefFrom<typeof sessionMachine> | undefined;
          if (!session) return;
          let last: string | null | undefined;
          const tell = (user: SessionUser | null) => {
            const id = user?.id ?? null;
            if (id === last) return;
            last = id;
            sendBack({
              type: 'business.viewer',
              viewer: businessViewerOf(user),
              stored: user
                ? readStored(BUSINESS_PROFILE_STORAGE_KEY, parseStoredBusinessProfile)
                : null,
            } satisfies BusinessProfileEvent);
          };
          tell(session.getSnapshot().context.user);
          const subscription = session.subscribe((s: SessionSnapshot) => tell(s.context.user));
          return () => subscription.unsubscribe();
        }),
        // The active profile and the header's visibility, kept in browser storage.
        storage: fromCallback<BusinessStorageEvent>(({ receive }) => {
          receive((event) => {
            try {
              browserStorage()?.setItem(BUSINESS_PROFILE_STORAGE_KEY, JSON.stringify(event.value));
            } catch (error) {
              console.warn('Could not store the business profile', error);
            }
          });
        }),
      },
    }),
    profileView: provideProfileView(deps),
    // BulkEditResource delete (spec 3 section 7), with orbac_subject_id when acting for a profile.
    bulkDelete: pageLogic.bulkDelete.provide({
      actors: { deletePins: fromPromise(({ input }) => api.bulkDeletePins(input)) },
    }),
    analytics: provideAnalytics(api),
    collaborators: pageLogic.collaborators.provide({
      actors: {
        changeMember: fromPromise<unknown, MemberCallInput>(({ input, system }) => {
          // Acting for a business profile, the call carries its orbac_subject_id (spec 3 section 4).
          const orbacSubjectId = actingFor(system)?.orbacSubjectId;
          const acting = orbacSubjectId ? { orbacSubjectId } : {};
          if (input.change === 'invite')
            return api.inviteCollaborator({
              boardId: input.boardId,
              userId: input.userId,
              ...acting,
            });
          if (input.change === 'removeInvite')
            return api.deleteBoardInvite({
              boardId: input.boardId,
              invitedUserId: input.userId,
              ...acting,
            });
          return api.deleteCollaborator({
            boardId: input.boardId,
            userId: input.userId,
            ...acting,
          });
        }),
      },
    }),
    experiences: pageLogic.experiences.provide({
      actors: {
        fetchExperiences: fromPromise<Experience[], FetchInput>(async ({ input, signal }) => {
          const [viewer, placed] = await Promise.all([
            input.viewer === null ? [] : api.getExperiences(input.extraContext, { signal }),
            input.placementIds.length === 0
              ? []
              : api.getExperiencesByPlacement(input.placementIds, input.extraContext, { signal }),
          ]);
          return [...viewer, ...placed];
        }),
        // Answers and failures of these calls are not shown (spec 2 sections 7 and 8).
        sendExperienceCall: fromPromise<void, ExperienceCallRequest>(({ input }) => {
          const request = {
            placedExperienceId: input.placedExperienceId,
            extraContext: input.extraContext,
          };
          const calls = {
            viewed: () => api.experienceViewed(request),
            completed: () => api.experienceCompleted(request),
            dismissed: () => api.experienceDismissed(request),
            triggered: () => api.triggerExperience(request),
          };
          return calls[input.action]().catch(() => undefined);
        }),
      },
    }),
  };
}

/** The browser's localStorage, or null where there is none. */
const browserStorage = () => storageOf({});

/**
 * The events that spawn and hold the late root actors, the cookie actor starting from a
 * visitor's stored choice (decision 019; corrupt storage reads as no choice) and knowing whether
 * the session was already restored signed in.
 */
export function lateRootActorEvents({
  signedIn,
}: {
  signedIn: boolean;
}): ReturnType<typeof lateEvents> {
  return lateEvents().map((event) => {
    if (event.type !== 'page.spawn' || event.systemId !== SYSTEM_IDS.cookies) return event;
    let stored = null;
    try {
      stored = parseCookieChoice(browserStorage()?.getItem(COOKIE_STORAGE_KEY));
    } catch {
      stored = null;
    }
    const input: CookiesInput = {
      ...(event.input as CookiesInput),
      signedIn,
      stored,
      checkAccount: signedIn,
    };
    return { ...event, input };
  });
}

/**
 * The business profile owner actions act for, when the viewer acts as someone else: its
 * `orbac_subject_id` and username (spec 3 section 4).
 */
export function actingFor(
  system: AnyActorRef['system'],
): { orbacSubjectId: string; username: string } | null {
  const ref = system.get(SYSTEM_IDS.businessProfile) as AnyActorRef | undefined;
  if (!ref) return null;
  const snapshot = ref.getSnapshot() as BusinessProfileSnapshot;
  const orbacSubjectId = selectOrbacSubjectId(snapshot);
  const profile = orbacSubjectId ? snapshot.context.profiles[orbacSubjectId] : undefined;
  return orbacSubjectId && profile ? { orbacSubjectId, username: profile.user.username } : null;
}

/** A value read back from browser storage; unreadable or corrupt storage reads as none. */
function readStored<T>(
  key: string,
  parse: (text: string | null | undefined) => T | null,
): T | null {
  try {
    return parse(browserStorage()?.getItem(key));
  } catch {
    return null;
  }
}

/** Where the root finds the logic loaded after the first paint. */
export function createLogicSource(api: Api, appDeps: ActorDeps = {}): LogicSource {
  const deps: ActorDeps = { fetchUpsellIcon: () => upsellIconCode(), ...appDeps };
  const kinds = providePinKinds(createPinActors(api, deps), api, deps);
  const pages = providePageLogic(api, deps);
  return { pinKind: (kind) => kinds[kind], pageLogic: (kind) => pages[kind] };
}
