// Business-profile switching (spec 3 section 4 "Business-profile switching": profiles, the active
// profile, the header's and the access control's visibility, the changer disabled while the
// access shows (decision 106); section 6: OWNER permission or the multi-factor requirement;
// section 7: GET /vx/business_access/profiles/, only for authenticated partners, an auth failure
// does not redirect).
import { and, assign, enqueueActions, fromCallback, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  activeProfileId,
  effectiveProfileId,
  orbacSubjectId,
  ownAccessProfile,
  showsProfileHeader,
} from '../domain/business-profile';
import { canActAsProfile } from '../domain/permissions';
import type { BusinessAccessProfile } from '../domain/types';
import { providedAtRoot } from './provided-at-root';

/** What persists in browser storage (spec 3 section 4). */
export interface StoredBusinessProfile {
  activeProfileId: string;
  headerVisible: boolean;
  /** Whether the active profile's access is shown (absent in what older pages kept: hidden). */
  accessControlVisible?: boolean;
}

import type { BusinessViewer } from './business-viewer';

export type { BusinessViewer } from './business-viewer';

export interface BusinessProfileInput {
  /** Null before anyone signs in (a late root actor starts so); `business.viewer` names them. */
  viewer: BusinessViewer | null;
  /** Read back from storage; null when missing or corrupt (then the defaults apply). */
  stored: StoredBusinessProfile | null;
}

export interface BusinessProfileContext {
  viewerId: string;
  own: BusinessAccessProfile;
  canSwitch: boolean;
  /** Every profile the viewer may switch to, their own included, by id. */
  profiles: Record<string, BusinessAccessProfile>;
  activeId: string;
  headerVisible: boolean;
  /**
   * The access-control view: who may do what as the active profile. While it shows, the profile
   * changer is disabled (decision 106).
   */
  accessControlVisible: boolean;
  /** The profile page being viewed, if any (`key`: which showing of it, see `profile.left`). */
  viewed: { id?: string | null; username?: string | null; key?: number } | null;
  /** The last load of the profiles failed: the next page viewed asks again. */
  loadFailed: boolean;
}

export type BusinessProfileEvent =
  | {
      type: 'profile.viewing';
      viewed: { id?: string | null; username?: string | null; key?: number } | null;
    }
  /** A page showing `key` goes; a later page's showing is kept. */
  | { type: 'profile.left'; key: number }
  | { type: 'profile.switch'; profileId: string }
  | { type: 'profile.toggleHeader' }
  /** Shows or hides the active profile's access; the changer is disabled while it shows. */
  | { type: 'profile.toggleAccessControl' }
  /**
   * The signed-in viewer changed (null on sign-out), with what storage holds for them; the
   * profiles load again.
   */
  | {
      type: 'business.viewer';
      viewer: BusinessViewer | null;
      stored?: StoredBusinessProfile | null;
    };

const NO_VIEWER: BusinessViewer = {
  id: '',
  username: '',
  businessName: '',
  imgUrl: '',
  canSwitch: false,
};

function viewerContext(viewer: BusinessViewer | null, stored: StoredBusinessProfile | null) {
  const v = viewer ?? NO_VIEWER;
  return {
    viewerId: v.id,
    own: ownAccessProfile({
      viewerId: v.id,
      username: v.username,
      businessName: v.businessName,
      imgUrl: v.imgUrl,
    }),
    canSwitch: v.canSwitch,
    profiles: {},
    activeId: stored?.activeProfileId ?? v.id,
    headerVisible: stored?.headerVisible ?? true,
    accessControlVisible: stored?.accessControlVisible ?? false,
    viewed: null,
    loadFailed: false,
  };
}

/** The page a viewing event names; none once a page has left. */
const viewedOf = (e: BusinessProfileEvent) => (e.type === 'profile.viewing' ? e.viewed : null);

// Before the profiles are ready, the page being viewed is only noted.
const NOTE_VIEWED = {
  'profile.viewing': { actions: 'noteViewed' },
  'profile.left': { guard: 'leftCurrent', actions: 'noteViewed' },
} as const;

/** What the storage actor is told to keep. */
export type BusinessStorageEvent = { type: 'storage.save'; value: StoredBusinessProfile };

/**
 * A partner's business profiles. A viewer who is not an authenticated partner stays `inactive`
 * and makes no call. Otherwise the profiles load (`loading`; a failure, a 401 included, leaves
 * the viewer with their own profile; after no answer or a server error the next page viewed asks
 * again) and `ready` follows the page being viewed
 * (`profile.viewing`, `profile.left`), a switch and the header toggle, saved to storage each time.
 */
export const businessProfileMachine = setup({
  types: {
    context: {} as BusinessProfileContext,
    events: {} as BusinessProfileEvent,
    input: {} as BusinessProfileInput,
  },
  actors: {
    loadProfiles: providedAtRoot<Record<string, BusinessAccessProfile>, void>('loadProfiles'),
    // Browser storage is provided at the app root; unprovided, nothing is kept.
    storage: fromCallback<BusinessStorageEvent>(() => undefined),
    // Provided at the app root: tells of the signed-in viewer (`business.viewer`) now and on
    // every change of the session; unprovided, the input's viewer stays.
    watchViewer: fromCallback(() => undefined),
  },
  guards: {
    canSwitch: ({ context }) => context.canSwitch,
    isOtherViewer: ({ context, event }) =>
      event.type === 'business.viewer' && (event.viewer?.id ?? '') !== context.viewerId,
    leftCurrent: ({ context, event }) =>
      event.type === 'profile.left' && context.viewed?.key === event.key,
    loadFailed: ({ context }) => context.loadFailed,
    mayPass: ({ event }) => {
      const status = (event as { error?: { status?: unknown } }).error?.status;
      return typeof status !== 'number' || status === 0 || status >= 500;
    },
    isKnownProfile: ({ context, event }) =>
      event.type === 'profile.switch' && event.profileId in context.profiles,
    changerEnabled: ({ context }) => !context.accessControlVisible,
  },
  actions: {
    // A new viewer starts from their own profile, or from what storage holds for them; the page
    // being viewed is still the one on screen.
    assignViewer: assign(({ context, event }) =>
      event.type === 'business.viewer'
        ? { ...viewerContext(event.viewer, event.stored ?? null), viewed: context.viewed }
        : {},
    ),
    keepProfiles: assign(({ context, event }) => {
      const loaded = (event as { output?: Record<string, BusinessAccessProfile> }).output ?? {};
      const profiles = { ...loaded, [context.viewerId]: context.own };
      // A page viewed while they loaded decides; else a stored active profile the viewer no
      // longer has access to falls back to their own.
      const activeId = context.viewed
        ? activeProfileId({
            viewerId: context.viewerId,
            profiles: Object.values(profiles),
            viewed: context.viewed,
          })
        : context.activeId in profiles
          ? context.activeId
          : context.viewerId;
      return { profiles, activeId };
    }),
    noteViewed: assign(({ event }) => ({ viewed: viewedOf(event) })),
    followViewed: assign(({ context: { viewerId, profiles }, event }) => {
      const viewed = viewedOf(event);
      return {
        viewed,
        activeId: activeProfileId({ viewerId, profiles: Object.values(profiles), viewed }),
      };
    }),
    switchTo: assign(({ event }) =>
      event.type === 'profile.switch' ? { activeId: event.profileId } : {},
    ),
    toggleHeader: assign(({ context }) => ({ headerVisible: !context.headerVisible })),
    toggleAccessControl: assign(({ context }) => ({
      accessControlVisible: !context.accessControlVisible,
    })),
    persist: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('storage', {
        type: 'storage.save',
        value: {
          activeProfileId: context.activeId,
          headerVisible: context.headerVisible,
          accessControlVisible: context.accessControlVisible,
        },
      } satisfies BusinessStorageEvent);
    }),
  },
}).createMachine({
  id: 'businessProfile',
  context: ({ input }) => viewerContext(input.viewer, input.stored),
  // Browser storage: told to keep the active profile and the header's visibility.
  invoke: [
    { id: 'storage', src: 'storage' },
    { id: 'watchViewer', src: 'watchViewer' },
  ],
  initial: 'inactive',
  on: {
    'business.viewer': { guard: 'isOtherViewer', target: '.inactive', actions: 'assignViewer' },
  },
  states: {
    // Personal accounts, visitors and bots: no call, their own profile only.
    inactive: {
      always: { guard: 'canSwitch', target: 'loading' },
      on: NOTE_VIEWED,
    },
    loading: {
      invoke: {
        id: 'loadProfiles',
        src: 'loadProfiles',
        onDone: { target: 'ready', actions: ['keepProfiles', assign({ loadFailed: false })] },
        // The viewer keeps their own profile; after no answer or a server error (not a refusal,
        // such as a 401) the next page viewed asks again.
        onError: [
          {
            guard: 'mayPass',
            target: 'ready',
            actions: ['keepProfiles', assign({ loadFailed: true })],
          },
          { target: 'ready', actions: ['keepProfiles', assign({ loadFailed: false })] },
        ],
      },
      // The page may tell whom it shows before the profiles arrive.
      on: NOTE_VIEWED,
    },
    ready: {
      entry: 'persist',
      on: {
        'profile.viewing': [
          { guard: 'loadFailed', target: 'loading', actions: 'noteViewed' },
          { actions: ['followViewed', 'persist'] },
        ],
        'profile.left': { guard: 'leftCurrent', actions: ['followViewed', 'persist'] },
        'profile.switch': {
          guard: and(['isKnownProfile', 'changerEnabled']),
          actions: ['switchTo', 'persist'],
        },
        'profile.toggleHeader': { actions: ['toggleHeader', 'persist'] },
        'profile.toggleAccessControl': { actions: ['toggleAccessControl', 'persist'] },
      },
    },
  },
});

export type BusinessProfileSnapshot = SnapshotFrom<typeof businessProfileMachine>;

function activeProfile(s: BusinessProfileSnapshot): BusinessAccessProfile {
  return s.context.profiles[s.context.activeId] ?? s.context.own;
}

/** The profile owner actions act as: the active one if it may act, else the viewer's own. */
export const selectEffectiveProfileId = (s: BusinessProfileSnapshot): string =>
  effectiveProfileId({ viewerId: s.context.viewerId, activeProfile: activeProfile(s) });

/** The `orbac_subject_id` an owner action carries, or undefined when acting as oneself. */
export const selectOrbacSubjectId = (s: BusinessProfileSnapshot): string | undefined =>
  orbacSubjectId({ viewerId: s.context.viewerId, effectiveId: selectEffectiveProfileId(s) });

/** What the business-profile header shows, or null when it is hidden. */
export function selectProfileHeader(s: BusinessProfileSnapshot): {
  active: BusinessAccessProfile;
  others: BusinessAccessProfile[];
  /** False when the active profile lacks OWNER and the multi-factor requirement. */
  canAct: boolean;
  collapsed: boolean;
  /** The active profile's access shows (spec 3 section 4 "access-control visibility"). */
  accessControlVisible: boolean;
  /** The profile changer is disabled while the access shows. */
  changerDisabled: boolean;
} | null {
  if (!s.matches('ready')) return null;
  const profiles = Object.values(s.context.profiles);
  if (!showsProfileHeader({ viewerId: s.context.viewerId, profiles, viewed: s.context.viewed })) {
    return null;
  }
  const active = activeProfile(s);
  return {
    active,
    others: profiles.filter((p) => p.id !== active.id),
    canAct: active.id === s.context.viewerId || canActAsProfile(active),
    collapsed: !s.context.headerVisible,
    accessControlVisible: s.context.accessControlVisible,
    changerDisabled: s.context.accessControlVisible,
  };
}
