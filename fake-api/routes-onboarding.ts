// A new account's onboarding (spec 3 sections 2 and 9; docs/decisions/105): the progress the
// server keeps for the viewer, so a reload resumes it, and what the pickers offer. The progress
// lives on the viewer's settings record; a bad body answers 400 and writes nothing.
import { DAY_MS, NEW_USER_WINDOW_DAYS } from '../domain/constants';
import {
  parseOnboardingProgress,
  type OnboardingOption,
  type OnboardingProgress,
  type OnboardingState,
} from '../domain/onboarding';
import type { User, UserSettings } from '../domain/types';
import type { Answer, Ctx, RouteDef } from './http';
import { badRequest, requireViewer } from './http';
import type { Store } from './store';

/** Interests and pins the pickers offer. */
const INTERESTS_OFFERED = 9;
const PINS_OFFERED = 9;

const NO_COOKIES = {
  allow_analytic_cookies: false,
  allow_marketing_cookies: false,
  allow_personalization_cookies: false,
};

/** The viewer's kept progress, or null before the first save. */
export function onboardingOf(store: Store, userId: string): OnboardingProgress | null {
  return store.get('userSettings', userId)?.onboarding ?? null;
}

/**
 * Whether the account still has its onboarding to go through: created within the new-user window
 * of the data's reference date (the fixtures' "today"), and not finished.
 */
export function onboardingPending(store: Store, user: User): boolean {
  const now = Date.parse(store.db.meta.refDate || new Date().toISOString());
  const created = Date.parse(user.createdAt);
  if (!Number.isFinite(created) || now - created > NEW_USER_WINDOW_DAYS * DAY_MS) return false;
  return (onboardingOf(store, user.id)?.finished ?? null) === null;
}

function offered(store: Store): Pick<OnboardingState, 'interests' | 'pins'> {
  const interests: OnboardingOption[] = store
    .all('interests')
    .slice(0, INTERESTS_OFFERED)
    .map((i) => ({ id: i.id, label: i.name }));
  const pins: OnboardingOption[] = [];
  for (const p of store.all('pins')) {
    if (pins.length >= PINS_OFFERED) break;
    const image = p.images['236x'] ?? p.images['474x'];
    if (p.isPromoted || !image) continue;
    pins.push({ id: p.id, label: p.gridTitle ?? p.title, imageUrl: image.url });
  }
  return { interests, pins };
}

function stateOf(ctx: Ctx, viewer: User): OnboardingState {
  return {
    progress: onboardingOf(ctx.store, viewer.id),
    genderKnown: false,
    ...offered(ctx.store),
  };
}

function saveProgress(ctx: Ctx): Answer {
  const viewer = requireViewer(ctx, 'save your onboarding');
  const parsed = parseOnboardingProgress(ctx.body);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { progress } = parsed;
  const unknownInterest = progress.interestIds.find((id) => !ctx.store.get('interests', id));
  if (unknownInterest !== undefined)
    throw badRequest(`No interest has the id "${unknownInterest}".`);
  const unknownPin = progress.pinIds.find((id) => !ctx.store.get('pins', id));
  if (unknownPin !== undefined) throw badRequest(`No pin has the id "${unknownPin}".`);
  const settings: UserSettings = ctx.store.get('userSettings', viewer.id) ?? {
    id: viewer.id,
    ...NO_COOKIES,
  };
  ctx.store.put('userSettings', { ...settings, onboarding: progress });
  return { data: progress };
}

export const onboardingRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/v3/onboarding/',
    summary:
      "The viewer's onboarding: progress (step, answers, finished, locale, country; null before the first save), genderKnown, the interests and pins the pickers offer",
    handler: (ctx) => ({ data: stateOf(ctx, requireViewer(ctx, 'see your onboarding')) }),
  },
  {
    method: 'PUT',
    path: '/v3/onboarding/',
    summary:
      "Save the viewer's onboarding progress: step (Gender, InterestPicker, UseCase, PinPicker, LoadingStep, AppInstall), gender ('female', 'male', 'unspecified' or null), interestIds, useCase, pinIds, finished ('completed', 'skipped' or null), locale (default en-US), country (default US); a bad body answers 400 and writes nothing",
    write: true,
    handler: saveProgress,
  },
];
