// What the experiences actor (machines/experiences.machine.ts) works out from its context: keys,
// the experience chosen for a placement, its placed id, what a refresh leaves alone, the NoAction
// bookkeeping and the bodies of its calls (spec 2 sections 3, 4 and 7).
import { HOME_FEED_PLACEMENT, isActiveExperience, placedExperienceId } from '../domain/experiences';
import type { Experience } from '../domain/types';
import type {
  ExperiencesEvent,
  PlacementEntry,
  ExperienceCallAction,
  ExperienceCallRequest,
  ExperiencesContext,
  FetchRequest,
} from './experiences-types';

export const noActionId = (placementId: number) => `noAction.${placementId}`;
export const key = (placementId: number) => String(placementId);
export const none = (): FetchRequest => ({ viewer: null, placementIds: [] });

export function chosenFor(context: ExperiencesContext, placementId: number): Experience | null {
  return context.chosen[key(placementId)] ?? null;
}

export function placedIdOf(experience: Experience): string {
  return placedExperienceId({
    placementId: experience.placement_id,
    experienceId: experience.experience_id,
  });
}

/** `placement#mount|placedId`: one mounted instance's handling of one experience. */
export function handledKey(context: ExperiencesContext, experience: Experience): string {
  const mount = context.placements[key(experience.placement_id)]?.mount ?? 0;
  return `${experience.placement_id}#${mount}|${placedIdOf(experience)}`;
}

/** Whether a refresh leaves this placement as it is: mounted or registered after an action on the current route. */
export function isProtectedPlacement(context: ExperiencesContext, placementId: number): boolean {
  const entry = context.placements[key(placementId)];
  return entry !== undefined && entry.status !== 'unmounted' && entry.pathname === context.pathname;
}

/** The first active experience per placement of an answer. */
export function byPlacement(answer: readonly Experience[]): Map<number, Experience> {
  const map = new Map<number, Experience>();
  for (const e of answer)
    if (isActiveExperience(e) && !map.has(e.placement_id)) map.set(e.placement_id, e);
  return map;
}

/** The choice per placement after an answer (spec 2 section 4: what a refresh leaves alone). */
export function mergeAnswer(
  context: ExperiencesContext,
  request: FetchRequest,
  answer: readonly Experience[],
): Record<string, Experience | null> {
  const found = byPlacement(answer);
  const chosen = { ...context.chosen };
  const set = (placementId: number) => {
    chosen[key(placementId)] = found.get(placementId) ?? null;
  };
  for (const id of request.placementIds) set(id);
  if (request.viewer === 'init') {
    for (const id of found.keys()) set(id);
    for (const id of Object.keys(context.placements)) if (!(id in chosen)) set(Number(id));
  }
  if (request.viewer === 'refresh') {
    const ids = new Set([...found.keys(), ...Object.keys(chosen).map(Number)]);
    for (const id of ids) {
      if (isProtectedPlacement(context, id)) continue;
      if (id === HOME_FEED_PLACEMENT && !context.refreshHomePlacement) continue;
      set(id);
    }
  }
  return chosen;
}

export const extraContextOf = (context: ExperiencesContext): Record<string, unknown> =>
  context.searchQuery === null ? {} : { search_query: context.searchQuery };

/** A pending NoAction is aborted; a fired one stays fired. */
export function abortNoAction(
  noAction: ExperiencesContext['noAction'],
  placementId: number,
): ExperiencesContext['noAction'] {
  return noAction[key(placementId)] === 'pending'
    ? { ...noAction, [key(placementId)]: 'aborted' }
    : noAction;
}

export const withRefresh = (wanted: FetchRequest): FetchRequest => ({
  ...wanted,
  viewer: wanted.viewer ?? 'refresh',
});

export function callRequest(
  context: ExperiencesContext,
  action: ExperienceCallAction,
  experience: Experience,
): ExperienceCallRequest {
  return {
    action,
    placedExperienceId: placedIdOf(experience),
    extraContext: extraContextOf(context),
  };
}

/** A placement mounted or registered after an action: its entry, the route, and what to fetch. */
export function registered(
  context: ExperiencesContext,
  event: ExperiencesEvent,
): Partial<ExperiencesContext> {
  if (event.type !== 'placement.mount' && event.type !== 'placement.registerAfterAction') return {};
  const before = context.placements[key(event.placementId)];
  const mounting = event.type === 'placement.mount';
  const entry: PlacementEntry = {
    status: mounting ? 'mounted' : 'registeredAfterAction',
    pathname: event.pathname,
    mount: (before?.mount ?? 0) + (mounting ? 1 : 0),
  };
  const known = key(event.placementId) in context.chosen;
  return {
    pathname: event.pathname,
    searchQuery: mounting ? (event.searchQuery ?? null) : context.searchQuery,
    placements: { ...context.placements, [key(event.placementId)]: entry },
    wanted:
      context.initDone && !known
        ? { ...context.wanted, placementIds: [...context.wanted.placementIds, event.placementId] }
        : context.wanted,
  };
}

/** A placement unmounted: its entry says so (its mount count stays, for once-per-instance). */
export function unregistered(
  context: ExperiencesContext,
  event: ExperiencesEvent,
): Partial<ExperiencesContext> {
  if (event.type !== 'placement.unmount') return {};
  const before = context.placements[key(event.placementId)];
  if (!before) return {};
  return {
    placements: {
      ...context.placements,
      [key(event.placementId)]: { ...before, status: 'unmounted' as const },
    },
  };
}
