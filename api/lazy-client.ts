// The running app's client: the read calls from the start (read-client.ts), every other call
// through the full client (client.ts), fetched the first time one is made or when the app asks
// for it ahead (right after the first paint). Every call answers a promise, so a call made before
// the rest has loaded simply waits for it.
import type { Api } from './api';
import { createReadApi, type ReadApi } from './read-client';
import type { CreateApiOptions } from './transport';

/** Every call but the read ones: the compiler checks the list against `Api`, both ways. */
const LATER_CALLS: Record<Exclude<keyof Api, keyof ReadApi>, true> = {
  favoritePin: true,
  unfavoritePin: true,
  sendPin: true,
  repin: true,
  createPin: true,
  deletePin: true,
  updatePin: true,
  moveSave: true,
  offsite: true,
  beacon: true,
  attributionSource: true,
  pinFeedback: true,
  hidePin: true,
  unhidePin: true,
  getBoard: true,
  getBoardSections: true,
  listBoards: true,
  createBoard: true,
  deleteBoard: true,
  followBoard: true,
  unfollowBoard: true,
  deleteBoardInvite: true,
  deleteCollaborator: true,
  acceptBoardInvite: true,
  inviteCollaborator: true,
  updateBoard: true,
  getBoardSection: true,
  createBoardSection: true,
  updateBoardSection: true,
  deleteBoardSection: true,
  bulkDeletePins: true,
  listUsers: true,
  searchUsers: true,
  searchBoards: true,
  followUser: true,
  unfollowUser: true,
  listInterests: true,
  getInterest: true,
  listTodayArticles: true,
  getTodayArticle: true,
  listCategories: true,
  followInterest: true,
  unfollowInterest: true,
  getInviteMetadata: true,
  getBusinessProfiles: true,
  getUserSettings: true,
  updateUserSettings: true,
  getExperiences: true,
  getExperiencesByPlacement: true,
  experienceViewed: true,
  experienceCompleted: true,
  experienceDismissed: true,
  triggerExperience: true,
  sendEvents: true,
};

/** The app's client, and how to fetch the rest of it ahead of its first call. */
export interface LazyApi {
  api: Api;
  /** Fetches the rest of the client now (the app does so right after the first paint). */
  preload: () => Promise<void>;
}

export function createLazyApi(options: CreateApiOptions): LazyApi {
  let full: Promise<Api> | undefined;
  const load = () => (full ??= import('./client').then(({ createApi }) => createApi(options)));
  const later = Object.fromEntries(
    Object.keys(LATER_CALLS).map((name) => [
      name,
      (...args: unknown[]) =>
        load().then((api) => (api[name as keyof Api] as (...a: unknown[]) => unknown)(...args)),
    ]),
  );
  const api = { ...createReadApi(options), ...later } as Api;
  return { api, preload: () => load().then(() => undefined) };
}
