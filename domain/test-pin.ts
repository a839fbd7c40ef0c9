// A plain image pin with every required field, for the domain rule tests: `makePin(overrides)`.
// Used by domain/*.test.ts and property-tests/domain-*.test.ts only; never by the app.
import type { BoardRef, Pin, StoryPinData, UserRef } from './types';

/** A user reference with overrides. */
export function makeUser(overrides: Partial<UserRef> = {}): UserRef {
  return { id: 'u11', username: 'ana_creates', fullName: 'Ana Creates', ...overrides };
}

/** A board reference with overrides. */
export function makeBoard(overrides: Partial<BoardRef> = {}): BoardRef {
  return {
    id: 'b1',
    name: 'Kitchen ideas',
    url: '/pinstate/kitchen-ideas/',
    privacy: 'public',
    layout: 'default',
    isCollaborative: false,
    collaboratorCount: 0,
    collaboratorPermissions: [],
    owner: makeUser({ id: 'u1', username: 'pinstate', fullName: 'Pinstate' }),
    ...overrides,
  };
}

/** A plain image pin (not promoted, no rich data) with overrides. */
export function makePin(overrides: Partial<Pin> = {}): Pin {
  return {
    id: '100001',
    nodeId: 'UGluOjEwMDAwMQ==',
    title: 'Warm wooden kitchen',
    description: 'Open shelves and warm light.',
    link: 'https://www.example.com/kitchen',
    domain: 'www.example.com',
    seoUrl: '/pin/warm-wooden-kitchen--100001/',
    category: 'home_decor',
    dominantColor: '#c8a27a',
    imageSignature: 'abc123',
    images: { '236x': { url: '/img/236x/c8a27a/236x354/abc123.svg', width: 236, height: 354 } },
    isPromoted: false,
    isDownstreamPromotion: false,
    isThirdPartyAd: false,
    isEligibleForPdp: false,
    isEligibleForWebCloseup: false,
    isOosProduct: false,
    isStaleProduct: false,
    isShoppable: false,
    isRepin: false,
    promotedIsLeadAd: false,
    favoritedByMe: false,
    favoriteUserCount: 0,
    shareCount: 0,
    access: [],
    trackingParams: 'tp',
    shoppingFlags: [],
    board: makeBoard(),
    pinner: makeUser(),
    aggregatedPinData: { saves: 0, isShopTheLook: false },
    reactionCountsData: [],
    linkSafety: 'none',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Story pin data (spec 1 section 3 storyPinData), deleted or not. */
export function makeStoryPinData(isDeleted: boolean): StoryPinData {
  return {
    id: 'sp1',
    isDeleted,
    pages: [],
    staticPageCount: 2,
    totalVideoDuration: 0,
    hasAffiliateProducts: false,
  };
}
