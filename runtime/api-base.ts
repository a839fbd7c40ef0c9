// Which backend the app calls (docs/backend.md, docs/decisions/102): the address the build was
// made with (`VITE_API_BASE`, checked by vite.config.ts), or, without one, the page's own origin,
// whose server passes the calls on. A scenario player page calls that backend's copy for the
// player (docs/decisions/085), decided once, when the page loads.
import { apiBaseOn, isPlayerPath, playerApiBase } from '../domain/api-contract';

/** The backend the build was made for; '' is the page's own origin. */
// Node runs these modules too (the headless driver, the scripts), where there is no import.meta.env.
export const BUILT_API_BASE: string =
  (import.meta.env ? (import.meta.env.VITE_API_BASE as string | undefined) : undefined) ?? '';

/**
 * The page the app was loaded on. A page loaded as the scenario player calls the player's copy of
 * the data for its whole life (docs/decisions/085), so a run never resets or writes a person's
 * own data, and a page never mixes answers from the two.
 */
export const PAGE_LOADED_ON = typeof location === 'undefined' ? '/' : location.pathname;

/** Where this page's API client sends its calls. */
export const PAGE_API_BASE: string = apiBaseOn(BUILT_API_BASE, PAGE_LOADED_ON);

/**
 * Where this page's fault control is (its fetch is not moved under the copy as the API client's
 * is): the backend's, and on a player page the backend's copy for the player.
 */
export function pageControlBase(): string {
  return isPlayerPath(PAGE_LOADED_ON) ? playerApiBase(BUILT_API_BASE) : BUILT_API_BASE;
}
