// The screen arbiter's rules (docs/decisions/082), apart from its machine: the kinds of surface
// and their order, who may join what is on screen, and how the screen is arranged after each
// event. Pure functions of their arguments, so the machine, its tests and its property suite read
// the same rules.
import { isNarrowLayout } from '../domain/layout';

/** What kind of surface asks: its kind decides which rules apply and its place in the order. */
export type SurfaceKind =
  'cookie' | 'modal' | 'callout' | 'upsell' | 'survey' | 'anchored' | 'toast';

/**
 * The serving order, first served first: the cookie choice, then modals, callouts, survey prompts,
 * upsells, anchored surfaces, toasts. A request's own priority orders it within its kind only.
 */
export const SURFACE_KIND_ORDER: readonly SurfaceKind[] = [
  'cookie',
  'modal',
  'callout',
  'survey',
  'upsell',
  'anchored',
  'toast',
];

/** The kinds that share the one floating slot at the bottom of a wide screen. */
const BOTTOM_FLOATING: ReadonlySet<SurfaceKind> = new Set(['callout', 'upsell', 'survey']);

/** A surface the arbiter knows: waiting for the screen or shown on it. */
export interface ArbitedSurface {
  id: string;
  kind: SurfaceKind;
  /** Higher first, among surfaces of the same kind (0 when the caller gives none). */
  priority: number;
  /** When it asked, counted: the earlier of two equals goes first. */
  arrival: number;
}

export interface ScreenArbiterInput {
  /** The app's width in px; unknown, the phone's rules apply until `arbiter.resize`. */
  width?: number | null;
}

export interface ScreenArbiterContext {
  /** The app is 480 px wide or less. */
  narrow: boolean;
  /** Granted surfaces, in the order they were given the screen. */
  shown: ArbitedSurface[];
  /** Requests not granted yet, in serving order. */
  waiting: ArbitedSurface[];
  /** Requests counted so far (the next one's `arrival`). */
  arrivals: number;
}

export type ScreenArbiterEvent =
  | { type: 'arbiter.request'; id: string; kind: SurfaceKind; priority?: number }
  /** The surface was dismissed, completed or unmounted: its slot is free. */
  | { type: 'arbiter.release'; id: string }
  /** The surface no longer wants the screen (left the page, or waits for a later visit). */
  | { type: 'arbiter.withdraw'; id: string }
  /** The cookie choice is made, or not needed (signed in, or a country without the banner). */
  | { type: 'arbiter.consent' }
  /** The cookie choice is asked for again (the banner came back: a sign-out, a reload, home). */
  | { type: 'arbiter.choicePending' }
  | { type: 'arbiter.resize'; width: number };

export type ScreenArbiterEmitted =
  | { type: 'arbiter.granted'; id: string; kind: SurfaceKind }
  /** A shown surface went back to waiting because the app became a phone's width. */
  | { type: 'arbiter.revoked'; id: string; kind: SurfaceKind };

export interface Rules {
  consented: boolean;
  narrow: boolean;
}

const rank = (kind: SurfaceKind): number => SURFACE_KIND_ORDER.indexOf(kind);

/** A width not measured (none, 0, not a number) gets the phone's rules: they only hold back. */
export function narrowFor(width: number | null | undefined): boolean {
  return typeof width !== 'number' || !(width > 0) || isNarrowLayout(width);
}

/** Serving order: kind, then the caller's priority, then who asked first. */
export function servingOrder(a: ArbitedSurface, b: ArbitedSurface): number {
  return rank(a.kind) - rank(b.kind) || b.priority - a.priority || a.arrival - b.arrival;
}

/** Whether a surface may join what is on screen (decision 082 gives each rule its reason). */
export function mayJoin(
  surface: ArbitedSurface,
  onScreen: readonly ArbitedSurface[],
  rules: Rules,
): boolean {
  const { kind } = surface;
  const modalShown = onScreen.some((s) => s.kind === 'modal');
  if (rules.narrow) {
    // A toast on a phone sits where the cookie sheet is; after the choice it passes, as it leaves
    // by itself and answers what the person just did, unless a modal's backdrop would hide it.
    if (kind === 'toast') return rules.consented && !modalShown;
    if (!rules.consented && kind !== 'cookie') return false;
    // A modal served as a slot frees lets a toast already showing leave first.
    if (kind === 'modal' && onScreen.length > 0) return false;
    return onScreen.every((s) => s.kind === 'toast');
  }
  const toastShown = onScreen.some((s) => s.kind === 'toast');
  switch (kind) {
    case 'cookie':
      return true;
    case 'toast':
      // Under a modal's backdrop its few seconds would run out unseen: it waits for the modal.
      return !modalShown;
    case 'modal':
      // A modal's backdrop would cover the cookie card, and a toast already showing: served as
      // a slot frees it waits the toast's few seconds (asking, it takes the toast's place).
      return rules.consented && !modalShown && !toastShown;
    case 'anchored':
      // Under a modal's backdrop it would not be seen, so it must not count as shown.
      return !modalShown;
    default:
      // Floating callouts, upsells and survey prompts sit at the bottom, where the cookie card is.
      return rules.consented && !modalShown && !onScreen.some((s) => BOTTOM_FLOATING.has(s.kind));
  }
}

/** What the `mayJoin` guard is asked. */
export interface JoinQuestion {
  surface: ArbitedSurface;
  onScreen: readonly ArbitedSurface[];
  rules: Rules;
}

/** What is shown and what waits after a change, and who was granted or set back by it. */
export interface Arrangement {
  shown: ArbitedSurface[];
  waiting: ArbitedSurface[];
  granted: ArbitedSurface[];
  revoked: ArbitedSurface[];
}

/**
 * Grants waiting requests in serving order wherever the rules let them join. A shown surface keeps
 * its slot when others leave; when `rearrange` is set (a new request, the app narrowing to a
 * phone's, the cookie choice asked for again) everything asked for is served again in serving
 * order: a more important surface takes the place of a less important one, which waits again.
 */
export function arrange(
  shown: readonly ArbitedSurface[],
  waiting: readonly ArbitedSurface[],
  rearrange: boolean,
  joins: (surface: ArbitedSurface, onScreen: readonly ArbitedSurface[]) => boolean,
): Arrangement {
  const kept: ArbitedSurface[] = rearrange ? [] : [...shown];
  const candidates = rearrange ? [...shown, ...waiting] : [...waiting];
  const stillWaiting: ArbitedSurface[] = [];
  for (const surface of candidates.sort(servingOrder)) {
    (joins(surface, kept) ? kept : stillWaiting).push(surface);
  }
  return {
    shown: kept,
    waiting: stillWaiting,
    granted: kept.filter((s) => !shown.includes(s)),
    revoked: shown.filter((s) => !kept.includes(s)),
  };
}

/** The context after an event, before granting: a request joins the queue, a release leaves. */
export function take(
  context: ScreenArbiterContext,
  event: ScreenArbiterEvent,
): ScreenArbiterContext & { rearrange: boolean } {
  switch (event.type) {
    case 'arbiter.request': {
      const known = [...context.shown, ...context.waiting].some((s) => s.id === event.id);
      // Asking again keeps the first request's place.
      if (known) return { ...context, rearrange: false };
      const surface: ArbitedSurface = {
        id: event.id,
        kind: event.kind,
        // A priority that is not a number would leave the order undecided.
        priority: Number.isFinite(event.priority) ? (event.priority as number) : 0,
        arrival: context.arrivals,
      };
      // Served again in order: a more important surface takes a less important one's place.
      return {
        ...context,
        waiting: [...context.waiting, surface],
        arrivals: context.arrivals + 1,
        rearrange: true,
      };
    }
    case 'arbiter.release':
    case 'arbiter.withdraw':
      // Both free the surface wherever it is: a view that unmounts while waiting must not be
      // granted later, or it would hold a phone's only slot with nothing on screen.
      return {
        ...context,
        shown: context.shown.filter((s) => s.id !== event.id),
        waiting: context.waiting.filter((s) => s.id !== event.id),
        rearrange: false,
      };
    case 'arbiter.resize': {
      const narrow = narrowFor(event.width);
      return { ...context, narrow, rearrange: narrow };
    }
    case 'arbiter.consent':
      return { ...context, rearrange: false };
    case 'arbiter.choicePending':
      // What is shown is weighed again under the choosing rules: a phone keeps only the choice.
      return { ...context, rearrange: true };
  }
}

/** The list as it was when nothing in it changed, so a view's selector sees the same list. */
export function unlessSame<T>(was: T[], now: T[]): T[] {
  return was.length === now.length && was.every((item, i) => item === now[i]) ? was : now;
}
