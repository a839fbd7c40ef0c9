// The home feed's placements 11, 1000541 and 1000503 (spec 2 section 2): the banners float above
// the feed and placement 11's hero fills the band the feed keeps for it, so none moves the feed
// (DESIGN.md "The guidance layer": CLS 0).
import { HOME_PLACEMENTS, SURVEY_PLACEMENT } from '../../domain/constants';
import { useLocation } from 'react-router';
import { OWN_BOARD_PLACEMENT, OWN_PROFILE_PLACEMENT } from '../../domain/experience-display';
import { HOME_FEED_PLACEMENT } from '../../domain/experiences';
import { parseProfileRoute } from '../../domain/page-kind';
import { useSessionUser } from '../app/viewer';
import { Placement } from './placement';
import styles from './banner.module.css';

export function HomePlacements() {
  return (
    <div className={styles.slot}>
      {HOME_PLACEMENTS.filter((id) => id !== HOME_FEED_PLACEMENT).map((id) => (
        <Placement key={id} id={id} />
      ))}
    </div>
  );
}

/** The survey placement 1000421, on every route (held back on the builder paths, spec 2 section 4). */
export function SurveyPlacement() {
  return <Placement id={SURVEY_PLACEMENT} />;
}

/**
 * The placements of the viewer's own pages: the modal placement 1000564 on their boards, the
 * toast placement 1000578 on their profile (spec 2 section 9; docs/decisions on where).
 */
export function OwnPagePlacements() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const route = parseProfileRoute(pathname);
  if (!user || !route || route.username !== user.username) return null;
  if (route.kind === 'board') return <Placement id={OWN_BOARD_PLACEMENT} />;
  if (route.kind === 'section') return null;
  return <Placement id={OWN_PROFILE_PLACEMENT} />;
}
