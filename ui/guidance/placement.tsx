// A placement of the guidance layer (docs/placements.md, spec 2 sections 3 to 5): it
// registers with the `experiences` root actor while mounted and renders what the root chose for it,
// validated by domain/guidance.ts, each kind a lazy chunk of its own, inside an error boundary
// that reports a rendering error and shows nothing (spec 2 section 8).
import {
  createContext,
  useContext,
  Suspense,
  useEffect,
  useLayoutEffect,
  useReducer,
  useState,
  type ComponentType,
} from 'react';
import { useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { searchQueryOf } from '../../domain/callouts';
import {
  receivesExperiences,
  UPGRADE_BANNER_ID,
  validateExperience,
  type ExperienceKind,
} from '../../domain/experiences';
import { selectPlacementExperience } from '../../machines/experiences.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { appActor, codeArriving } from '../../runtime/system';
import { ReportBoundary } from '../app/report-boundary';
import { useSessionBusy, useViewer } from '../app/viewer';
import type { ExperiencesRef, RendererProps } from './renderer-props';
import type { SurfaceKind } from '../../machines/screen-arbiter.machine';
import { Arbitrated } from '../arbiter/arbitrated';

export type { ExperiencesRef, RendererProps } from './renderer-props';

type Renderer = ComponentType<RendererProps>;
/** How a kind's renderer arrives: a chunk of its own. */
type RendererLoad = () => Promise<Renderer>;

/** Each kind's renderer, a lazy chunk of its own. */
const RENDERERS: Partial<Record<ExperienceKind, RendererLoad>> = {
  calloutBanner: () => import('./callout-banner').then((m) => m.CalloutBanner),
  survey: () => import('./survey-prompt').then((m) => m.SurveyPrompt),
  callout: () => import('./callout').then((m) => m.Callout),
  floatingUpsell: () => import('./floating-upsell').then((m) => m.FloatingUpsell),
  metricsBanner: () => import('./metrics-banner').then((m) => m.MetricsBanner),
  searchDelight: () => import('./search-delight').then((m) => m.SearchDelight),
  modal: () => import('./experience-modal').then((m) => m.ExperienceModal),
  heroBanner: () => import('./hero-banner').then((m) => m.HeroBanner),
  toast: () => import('./experience-toast').then((m) => m.ExperienceToast),
  tooltip: () => import('./tooltip-pulsar').then((m) => m.TooltipPulsar),
  popover: () => import('./educational-popover').then((m) => m.EducationalPopover),
  flyout: () => import('./anchored-flyout').then((m) => m.AnchoredFlyout),
};
const loadUpgradeBanner: RendererLoad = () =>
  import('./upgrade-banner').then((m) => m.UpgradeBanner);

/** The renderers that have arrived, or the error their chunk failed with. */
const arrived = new Map<RendererLoad, { renderer: Renderer } | { error: unknown }>();

/**
 * A kind's renderer once its chunk has arrived; null until then. The chunk comes as code on its
 * way to the machines (`codeArriving`), so the scenario player lets it arrive before time moves,
 * and a renderer then mounts (and has its actor spawned) at the step it arrives in, never a
 * throttled Suspense reveal later. A chunk that fails throws its error to the placement's boundary.
 */
function useArrivedRenderer(load: RendererLoad): Renderer | null {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const known = arrived.get(load);
  useEffect(() => {
    if (arrived.has(load)) return;
    let live = true;
    void codeArriving(load())
      .then(
        (renderer) => arrived.set(load, { renderer }),
        (error: unknown) => arrived.set(load, { error }),
      )
      .finally(() => {
        if (live) redraw();
      });
    return () => {
      live = false;
    };
  }, [load]);
  if (known && 'error' in known) throw known.error;
  return known?.renderer ?? null;
}

/** The page's anchors now: elements marked `data-anchor` (domain/anchors.ts). */
function pageAnchors(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-anchor]')].map(
    (el) => el.dataset.anchor ?? '',
  );
}

/**
 * The placements drawn in the floating slot above the page (home-placements.tsx), first listed
 * first served: there a banner floats, so it asks the screen's arbiter; in a page's own flow it
 * does not.
 */
export const FloatingSlot = createContext<readonly number[] | null>(null);

/**
 * What the screen's arbiter is asked for each kind (decision 082): the kinds that float over the
 * page, and the banners when they are drawn in the floating slot. The hero and the search delight
 * take their place in the page and ask nothing; a modal asks once its delay is up
 * (experience-modal.tsx), so it never holds the screen while nothing shows.
 */
function surfaceKindOf(kind: ExperienceKind, floating: boolean): SurfaceKind | null {
  switch (kind) {
    case 'floatingUpsell':
      return 'upsell';
    case 'toast':
      return 'toast';
    case 'tooltip':
    case 'popover':
    case 'flyout':
      return 'anchored';
    case 'calloutBanner':
    case 'metricsBanner':
    case 'callout':
      return floating ? 'callout' : null;
    default:
      return null;
  }
}

function reportRenderError(placementId: number, error: unknown) {
  const analytics = appActor.system.get(SYSTEM_IDS.analytics) as AnyActorRef | undefined;
  analytics?.send({
    type: 'analytics.record',
    source: `placement.${placementId}`,
    event: {
      type: 'experience.renderFailed',
      placementId,
      message: error instanceof Error ? error.message : String(error),
    },
  });
}

/** Reports a rendering error of what it wraps and shows nothing instead (spec 2 section 8). */
export const PlacementBoundary = ReportBoundary;

/**
 * What the root chose, validated by spec 2 section 5 (domain/experiences.ts) before anything
 * shows, then drawn by its kind's renderer.
 */
export function Chosen({ experience, experiences }: RendererProps) {
  const viewer = useViewer();
  const slot = useContext(FloatingSlot);
  // The page's anchors once this commit is in the page (an anchor may arrive with the placement).
  const [anchors, setAnchors] = useState<string[] | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the DOM once it is committed
  useLayoutEffect(() => setAnchors(pageAnchors()), [experience.id]);
  if (anchors === null) return null;
  const verdict = validateExperience({ experience, device: viewer.device, anchors });
  if (!verdict.ok) return null;
  const load =
    experience.experience_id === UPGRADE_BANNER_ID ? loadUpgradeBanner : RENDERERS[verdict.kind];
  if (!load) return null;
  return (
    <Drawn
      load={load}
      surface={surfaceKindOf(verdict.kind, slot !== null)}
      place={slot?.indexOf(experience.placement_id) ?? -1}
      slot={slot}
      experience={experience}
      experiences={experiences}
    />
  );
}

/** A chosen experience drawn by its kind's renderer once it has arrived, asking if it floats. */
function Drawn({
  load,
  surface,
  place,
  slot,
  ...props
}: RendererProps & {
  load: RendererLoad;
  surface: SurfaceKind | null;
  place: number;
  slot: readonly number[] | null;
}) {
  const Renderer = useArrivedRenderer(load);
  if (!Renderer) return null;
  // The renderer is its chunk's own component, kept once arrived: not made by this render.
  // eslint-disable-next-line react-hooks/static-components
  const drawn = <Renderer {...props} />;
  return surface ? (
    <Arbitrated
      id={`placement.${props.experience.placement_id}`}
      kind={surface}
      {...(place >= 0 && slot ? { priority: slot.length - place } : {})}
    >
      {drawn}
    </Arbitrated>
  ) : (
    drawn
  );
}

/** One placement: `<Placement id={11} />`. */
export function Placement({ id }: { id: number }) {
  const experiences = appActor.system.get(SYSTEM_IDS.experiences) as ExperiencesRef | undefined;
  // The experiences are the viewer's: none is asked for while the session is still restoring or a
  // user is signing in, or a returning viewer would be served (and view) a visitor's.
  const busy = useSessionBusy();
  if (!experiences || busy) return null;
  return <Registered id={id} experiences={experiences} />;
}

function Registered({ id, experiences }: { id: number; experiences: ExperiencesRef }) {
  const viewer = useViewer();
  const bot = !receivesExperiences(viewer);
  const { pathname, search } = useLocation();
  const searchQuery = searchQueryOf(pathname, search);
  // The placement's lifecycle: mounted while this view is, unmounted when it goes (spec 2 section 3).
  useEffect(() => {
    experiences.send({ type: 'placement.mount', placementId: id, pathname, searchQuery, bot });
    return () => experiences.send({ type: 'placement.unmount', placementId: id });
  }, [experiences, id, pathname, searchQuery, bot]);
  const experience = useSelector(experiences, selectPlacementExperience(id));
  if (!experience) return null;
  return (
    <PlacementBoundary key={experience.id} report={(error) => reportRenderError(id, error)}>
      <Suspense fallback={null}>
        <Chosen experience={experience} experiences={experiences} />
      </Suspense>
    </PlacementBoundary>
  );
}

export default Placement;
