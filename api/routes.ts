// Every route the client calls, keyed by the `Api` function that calls it, as the fault control
// and the README name them; and which route a feed or a hide takes.
import type { BusinessSection } from '../domain/business-records';
import type { HideSurface } from './api';
import { READ_ROUTES } from './read-routes';

export { feedRoute, fillPath, READ_ROUTES } from './read-routes';

/**
 * Every route the client calls, as `'METHOD /path/pattern/'` (the form the fault control takes),
 * keyed by the `Api` function that calls it. Feeds, hides and follows have one route per kind.
 */
export const API_ROUTES = {
  ...READ_ROUTES,
  favoritePin: 'POST /v3/pins/:id/favorite/',
  unfavoritePin: 'DELETE /v3/pins/:id/favorite/',
  sendPin: 'POST /v3/pins/:id/send/',
  repin: 'POST /v3/repins/',
  createPin: 'POST /v3/pins/',
  deletePin: 'DELETE /v3/pins/:id/',
  updatePin: 'PATCH /v3/pins/:id/',
  moveSave: 'PATCH /v3/pins/:id/saves/',
  offsite: 'POST /v3/offsite/',
  attributionSource: 'GET /v3/attribution_source/',
  pinFeedback: 'PUT /v3/pins/:id/feedback/',
  hideNewsHub: 'PUT /v3/news_hub/:newsId/pin/:pinId/hide/',
  unhideNewsHub: 'PUT /v3/news_hub/:newsId/pin/:pinId/undo/',
  hideP2p: 'PUT /v3/p2p/:pinId/hide/',
  unhideP2p: 'PUT /v3/p2p/:pinId/unhide/',
  searchBoards: 'GET /v3/search/boards/',
  searchUsers: 'GET /v3/search/users/',
  searchShopCategories: 'GET /v3/search/shop_tool/',
  hideSearch: 'PUT /v3/search/:pinId/hide/',
  unhideSearch: 'PUT /v3/search/:pinId/unhide/',
  getBoard: 'GET /v3/boards/:id/',
  getPinBoards: 'GET /v3/pins/:id/boards/',
  getBoardSections: 'GET /v3/boards/:id/sections/',
  listBoards: 'GET /v3/users/:username/boards/',
  createBoard: 'POST /v3/boards/',
  deleteBoard: 'DELETE /v3/boards/:id/',
  followBoard: 'PUT /v3/boards/:id/follow/',
  unfollowBoard: 'DELETE /v3/boards/:id/follow/',
  deleteBoardInvite: 'DELETE /v3/boards/:id/invites/:userId/',
  deleteCollaborator: 'DELETE /v3/boards/:id/collaborators/:userId/',
  acceptBoardInvite: 'PUT /v3/boards/:id/invites/:userId/accept/',
  inviteCollaborator: 'POST /v3/boards/:id/invites/',
  updateBoard: 'PATCH /v3/boards/:id/',
  getBoardSection: 'GET /v3/board_sections/:id/',
  createBoardSection: 'POST /v3/boards/:id/sections/',
  updateBoardSection: 'PATCH /v3/board_sections/:id/',
  deleteBoardSection: 'DELETE /v3/board_sections/:id/',
  bulkDeletePins: 'DELETE /v3/boards/:id/pins/',
  listUsers: 'GET /v3/users/',
  followUser: 'PUT /v3/users/:id/follow/',
  unfollowUser: 'DELETE /v3/users/:id/follow/',
  listInterests: 'GET /v3/interests/',
  getInterest: 'GET /v3/interests/:id/',
  listTodayArticles: 'GET /v3/today/articles/',
  getTodayArticle: 'GET /v3/today/articles/:id/',
  listVideoCategories: 'GET /v3/videos/categories/',
  listShoppingCategories: 'GET /v3/shopping/categories/',
  followInterest: 'PUT /v3/interests/:id/follow/',
  unfollowInterest: 'DELETE /v3/interests/:id/follow/',
  getInviteMetadata: 'GET /v3/invite_codes/:code/',
  getBusinessProfiles: 'GET /vx/business_access/profiles/',
  getBusinessAssetGroups: 'GET /v3/businesses/:id/asset_groups/',
  getBusinessSharedTags: 'GET /v3/businesses/:id/shared_tags/',
  getBusinessBrandSafety: 'GET /v3/businesses/:id/brand_safety/',
  getBusinessInvoices: 'GET /v3/businesses/:id/invoices/',
  getBusinessAdAccounts: 'GET /v3/businesses/:id/ad_accounts/',
  listBusinessHierarchies: 'GET /v3/business_hierarchies/',
  getBusinessHierarchy: 'GET /v3/business_hierarchies/:id/',
  getPinSends: 'GET /v3/pins/:id/sends/',
  getPinFeedback: 'GET /v3/pins/:id/feedback/',
  getUserSettings: 'GET /v3/user_settings/',
  updateUserSettings: 'PATCH /v3/user_settings/',
  getOnboarding: 'GET /v3/onboarding/',
  saveOnboarding: 'PUT /v3/onboarding/',
  getUserState: 'GET /v3/user_state/',
  updateUserState: 'PUT /v3/user_state/',
  getExperiencesByPlacement: 'GET /v3/experiences/placements/',
  experienceViewed: 'PUT /v3/experiences/:id/viewed/',
  experienceCompleted: 'PUT /v3/experiences/:id/completed/',
  experienceDismissed: 'DELETE /v3/experiences/:id/',
  triggerExperience: 'PUT /v3/experiences/:id/trigger/',
  sendEvents: 'POST /v3/events/',
} as const;

export type ApiRouteName = keyof typeof API_ROUTES;

/** The route of each ads section of a business profile. */
export const BUSINESS_SECTION_ROUTES = {
  asset_groups: 'getBusinessAssetGroups',
  shared_tags: 'getBusinessSharedTags',
  brand_safety: 'getBusinessBrandSafety',
  invoices: 'getBusinessInvoices',
  ad_accounts: 'getBusinessAdAccounts',
} as const satisfies Record<BusinessSection, ApiRouteName>;

export function hideRoute(
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
