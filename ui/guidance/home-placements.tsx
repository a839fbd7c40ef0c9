// The floating placements, in one slot above the page so they never move it (CLS 0):
// the home feed's 1000541 and 1000503 (spec 2 section 2; its 11 is the
// hero, in the band the feed keeps for it), the metrics banner for partners on the home feed, the
// board page's tip for sections, and the floating app upsell on mobile on every route. The slot
// has the floating upsell's measures: bottom margin 24 wide, otherwise the footer height plus 8;
// max width 900 wide or 348 narrow (spec 2 section 2).
import { useSyncExternalStore } from 'react';
import { floatingUpsellLayout, showsMetricsBanner, VIEW_PLACEMENTS } from '../../domain/callouts';
import { HOME_PLACEMENTS, SURVEY_PLACEMENT } from '../../domain/constants';
import { useLocation } from 'react-router';
import {
  OWN_BOARD_PLACEMENT,
  OWN_PROFILE_PLACEMENT,
  OWN_SAVED_PLACEMENT,
} from '../../domain/experience-display';
import { HOME_FEED_PLACEMENT } from '../../domain/experiences';
import { parseProfileRoute, type PageKind } from '../../domain/page-kind';
import { useSessionUser, useViewer } from '../app/viewer';
import { FloatingSlot, Placement } from './placement';
import styles from './banner.module.css';

function subscribeWidth(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const windowWidth = () => window.innerWidth;

export function FloatingPlacements({
  page,
  footerHeight,
}: {
  page: PageKind;
  /** The nav footer's height on this screen (ui/shell/use-nav-footer.ts). */
  footerHeight: number;
}) {
  const home = page === 'home';
  const viewer = useViewer();
  const width = useSyncExternalStore(subscribeWidth, windowWidth);
  const { bottom, maxWidth } = floatingUpsellLayout({
    windowWidth: width,
    footerHeight,
  });
  // First listed, first served by the screen's arbiter: a partner's own figures before tips.
  const ids: number[] = [
    ...(home && showsMetricsBanner(viewer) ? [VIEW_PLACEMENTS.metricsBanner] : []),
    ...(home ? HOME_PLACEMENTS.filter((id) => id !== HOME_FEED_PLACEMENT) : []),
    ...(page === 'board' ? [VIEW_PLACEMENTS.boardTip] : []),
    ...(viewer.device === 'mobile' ? [VIEW_PLACEMENTS.floatingUpsell] : []),
  ];
  return (
    <div className={styles.slot} style={{ bottom, maxWidth }} data-floating-bottom="">
      <FloatingSlot.Provider value={ids}>
        {ids.map((id) => (
          <Placement key={id} id={id} />
        ))}
      </FloatingSlot.Provider>
    </div>
  );
}

/** The survey placement 1000421, on every route (held back on the builder paths, spec 2 section 4). */
export function SurveyPlacement() {
  return <Placement id={SURVEY_PLACEMENT} />;
}

/**
 * The placements of the viewer's own pages: the modal placement 1000564 on their boards, the
 * toast placement 1000075 on their saved Pins and 1000578 on the rest of their profile (spec 2
 * section 9; docs/decisions/043 and 055).
 */
export function OwnPagePlacements() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const route = parseProfileRoute(pathname);
  if (!user || !route || route.username !== user.username) return null;
  if (route.kind === 'board') return <Placement id={OWN_BOARD_PLACEMENT} />;
  if (route.kind === 'section') return null;
  if (route.kind === 'saved') return <Placement id={OWN_SAVED_PLACEMENT} />;
  return <Placement id={OWN_PROFILE_PLACEMENT} />;
}
