// The real invoked actors of the page actors and of the cookie banner, business profiles and
// experiences (API calls, browser storage, the session), grouped by kind;
// runtime/effects.ts provides them. Writes are not cancelled when a page is left.
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { Api } from '../api/api';
import type { BusinessAccessProfile, Experience } from '../domain/types';
import { BUSINESS_PROFILE_STORAGE_KEY } from '../domain/business-profile';
import {
  accountCookieChoice,
  COOKIE_STORAGE_KEY,
  cookieSettingsFields,
  type CookieChoice,
} from '../domain/cookies';
import type { BulkDeleteCall } from '../machines/bulk-delete.machine';
import type {
  BusinessProfileEvent,
  BusinessStorageEvent,
} from '../machines/business-profile.machine';
import { businessViewerOf } from '../machines/business-viewer';
import type { MemberCallInput } from '../machines/collaborators.machine';
import type { SaveCookiesInput } from '../machines/cookies.machine';
import type { ExperienceCallRequest, FetchInput } from '../machines/experiences.machine';
import type { FollowCallInput } from '../machines/follow.machine';
import type { SessionUser } from '../machines/session-types';
import type { SessionSnapshot, sessionMachine } from '../machines/session.machine';
import { SYSTEM_IDS } from '../machines/system-ids';
import { actingFor } from './pin-actors';
import { sessionUserOf } from './session-user';
import { storageOf, type ActorDeps } from './actor-deps';
import { afterPaintOf, paintFirst } from './after-paint';
import { readKey } from './stored-keys';

/** The page actors' real invoked actors, by kind and by the names their machines declare. */
export function createPageActors(api: Api, deps: ActorDeps = {}) {
  const storage = storageOf(deps);
  const afterPaint = afterPaintOf(deps);
  return {
    follow: {
      changeFollow: fromPromise<void, FollowCallInput>(({ input: { kind, id, follow } }) => {
        if (kind === 'user') return follow ? api.followUser(id) : api.unfollowUser(id);
        if (kind === 'interest') {
          return follow ? api.followInterest(id) : api.unfollowInterest(id);
        }
        return follow ? api.followBoard(id) : api.unfollowBoard(id);
      }),
    },
    cookies: {
      // Signed in: PATCH /v3/user_settings/ (spec 2 section 7). A visitor's choice is kept in
      // browser storage and sends no call (decision 019).
      // After the frame that shows the banner closed (docs/decisions/124): the choice kept, its
      // toast and the consent the rest of the app hears do not hold that frame back.
      saveChoice: fromPromise<void, SaveCookiesInput>(({ input, signal }) =>
        paintFirst(afterPaint, signal, async () => {
          if (input.signedIn) {
            await api.updateUserSettings(cookieSettingsFields(input), { signal });
            return;
          }
          storage?.setItem(COOKIE_STORAGE_KEY, JSON.stringify(input.choice));
        }),
      ),
      // After a choice saved to the account, the user resource is asked for again and handed to
      // the session (spec 2 section 7).
      refreshUser: fromPromise<void, void>(async ({ system, signal }) => {
        const session = system.get(SYSTEM_IDS.session) as
          ActorRefFrom<typeof sessionMachine> | undefined;
        const id = session?.getSnapshot().context.user?.id;
        if (!session || !id) return;
        const user = sessionUserOf(await api.getUser(id, { signal }));
        session.send({ type: 'user.changed', changes: user });
      }),
      // GET /v3/user_settings/: the choice a signed-in viewer made before, if any.
      loadChoice: fromPromise<CookieChoice | null, void>(async ({ signal }) =>
        accountCookieChoice(await api.getUserSettings({ signal })),
      ),
    },
    businessProfile: {
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
            stored: user ? readKey(storage, BUSINESS_PROFILE_STORAGE_KEY) : null,
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
            storage?.setItem(BUSINESS_PROFILE_STORAGE_KEY, JSON.stringify(event.value));
          } catch (error) {
            console.warn('Could not store the business profile', error);
          }
        });
      }),
    },
    // BulkEditResource delete (spec 3 section 7), with orbac_subject_id when acting for a profile.
    bulkDelete: {
      deletePins: fromPromise<void, BulkDeleteCall>(({ input }) => api.bulkDeletePins(input)),
    },
    collaborators: {
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
    experiences: {
      fetchExperiences: fromPromise<Experience[], FetchInput>(async ({ input, signal }) => {
        const [viewer, placed] = await Promise.all([
          input.viewer === null ? [] : api.getExperiences(input.extraContext, { signal }),
          input.placementIds.length === 0
            ? []
            : api.getExperiencesByPlacement(input.placementIds, input.extraContext, { signal }),
        ]);
        return [...viewer, ...placed];
      }),
      // Answers and failures of these calls are not shown (spec 2 sections 7 and 8); the machine
      // sends a failed viewed, completed or dismissed call again (docs/decisions/098), and a
      // failed trigger is not handled.
      sendExperienceCall: fromPromise<void, ExperienceCallRequest>(async ({ input }) => {
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
        if (input.action === 'triggered') return calls.triggered().catch(() => undefined);
        await calls[input.action]();
      }),
    },
  };
}

export type PageActors = ReturnType<typeof createPageActors>;
