// A placement of the guidance layer (docs/placements.md, spec 2 sections 3 to 5): it
// registers with the `experiences` root actor while mounted and renders what the root chose for it,
// validated by domain/guidance.ts, each kind a lazy chunk of its own, inside an error boundary
// that reports a rendering error and shows nothing (spec 2 section 8).
import {
  createContext,
  lazy,
  useContext,
  Suspense,
  useEffect,
  useLayoutEffect,
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
import { appActor } from '../../runtime/system';
import { ReportBoundary } from '../app/report-boundary';
import { useSessionBusy, useViewer } from '../app/viewer';
import type { ExperiencesRef, RendererProps } from './renderer-props';
import type { SurfaceKind } from '../../machines/screen-arbiter.machine';
import { Arbitrated } from '../arbiter/arbitrated';

export type { ExperiencesRef, RendererProps } from './renderer-props';

const CalloutBanner = lazy(() =>
  import('./callout-banner').then((m) => ({ default: m.CalloutBanner })),
);
const SurveyPrompt = lazy(() =>
  import('./survey-prompt').then((m) => ({ default: m.SurveyPrompt })),
);
const UpgradeBanner = lazy(() =>
  import('./upgrade-banner').then((m) => ({ default: m.UpgradeBanner })),
);
const ExperienceModal = lazy(() =>
  import('./experience-modal').then((m) => ({ default: m.ExperienceModal })),
);
const HeroBanner = lazy(() => import('./hero-banner').then((m) => ({ default: m.HeroBanner })));
const ExperienceToast = lazy(() =>
  import('./experience-toast').then((m) => ({ default: m.ExperienceToast })),
);
const Callout = lazy(() => import('./callout').then((m) => ({ default: m.Callout })));
const FloatingUpsell = lazy(() =>
  import('./floating-upsell').then((m) => ({ default: m.FloatingUpsell })),
);
const MetricsBanner = lazy(() =>
  import('./metrics-banner').then((m) => ({ default: m.MetricsBanner })),
);
const SearchDelight = lazy(() =>
  import('./search-delight').then((m) => ({ default: m.SearchDelight })),
);

const TooltipPulsar = lazy(() =>
  import('./tooltip-pulsar').then((m) => ({ default: m.TooltipPulsar })),
);
const EducationalPopover = lazy(() =>
  import('./educational-popover').then((m) => ({ default: m.EducationalPopover })),
);
const AnchoredFlyout = lazy(() =>
  import('./anchored-flyout').then((m) => ({ default: m.AnchoredFlyout })),
);

/** The anchors on the page now: elements marked `data-anchor` (domain/anchors.ts). */
function pageAnchors(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-anchor]')].map(
    (el) => el.dataset.anchor ?? '',
  );
}

/** Each kind's renderer, a lazy chunk of its own. */
const RENDERERS: Partial<Record<ExperienceKind, ComponentType<RendererProps>>> = {
  calloutBanner: CalloutBanner,
  survey: SurveyPrompt,
  callout: Callout,
  floatingUpsell: FloatingUpsell,
  metricsBanner: MetricsBanner,
  searchDelight: SearchDelight,
  modal: ExperienceModal,
  heroBanner: HeroBanner,
  toast: ExperienceToast,
  tooltip: TooltipPulsar,
  popover: EducationalPopover,
  flyout: AnchoredFlyout,
};

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
  const Renderer =
    experience.experience_id === UPGRADE_BANNER_ID ? UpgradeBanner : RENDERERS[verdict.kind];
  if (!Renderer) return null;
  const drawn = <Renderer experience={experience} experiences={experiences} />;
  const surface = surfaceKindOf(verdict.kind, slot !== null);
  const place = slot?.indexOf(experience.placement_id) ?? -1;
  return surface ? (
    <Arbitrated
      id={`placement.${experience.placement_id}`}
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
