// The business-profile header (spec 3 section 3 "Business-profile header", section 4): shown to a
// partner viewing one of their profiles; it says who they act as, switches by name and picture,
// and says why a profile without OWNER or multi-factor cannot take effect.
import { useEffect } from 'react';
import {
  ACCESS_CONTROL_LABEL,
  BUSINESS_CANNOT_ACT,
  SWITCH_PROFILE_LABEL,
  accessLines,
  accessToggleText,
  actingAsText,
} from '../../domain/business-profile';
import {
  selectProfileHeader,
  type BusinessProfileEvent,
  type BusinessProfileSnapshot,
} from '../../machines/business-profile.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActorSelector } from '../app/late-actor';
import { getActorBySystemId, perSystem } from '../../runtime/system';
import styles from './business-header.module.css';

/**
 * How many times a profile page has told the running system whom it shows, and that system: a
 * page drawn for one system tells that one, also when it goes after a new one started.
 */
const showingsOfRunning = perSystem((system) => ({ system, count: 0 }));

function send(event: BusinessProfileEvent): void {
  getActorBySystemId(SYSTEM_IDS.businessProfile)?.send(event);
}

/**
 * Tells the business profiles which profile page is shown, while it is shown (as a page holds
 * its page actor): the machine then picks the matching profile.
 */
export function useViewedProfile(viewed: { id: string; username: string } | null): void {
  const id = viewed?.id ?? null;
  const username = viewed?.username ?? null;
  const arrived = useLateActorSelector(SYSTEM_IDS.businessProfile, () => true, false);
  useEffect(() => {
    if (!arrived) return;
    // Each showing has its own key: a page that goes after the next one came forgets only itself.
    const showings = showingsOfRunning();
    const key = (showings.count += 1);
    const tell = (event: BusinessProfileEvent) =>
      showings.system.getActorBySystemId(SYSTEM_IDS.businessProfile)?.send(event);
    tell({ type: 'profile.viewing', viewed: id ? { id, username, key } : null });
    return () => tell({ type: 'profile.left', key });
  }, [arrived, id, username]);
}

export default function BusinessHeader({ viewed }: { viewed: { id: string; username: string } }) {
  useViewedProfile(viewed);
  const header = useLateActorSelector(
    SYSTEM_IDS.businessProfile,
    (s: BusinessProfileSnapshot) => selectProfileHeader(s),
    null,
  );
  if (!header) return null;
  const { active, others, canAct, collapsed, accessControlVisible, changerDisabled } = header;
  const name = active.user.businessName || active.user.username;
  return (
    <section className={styles.header} aria-label="Business profile">
      {active.user.imgUrl ? (
        <img className={styles.avatar} src={active.user.imgUrl} alt="" width={32} height={32} />
      ) : null}
      <p className={styles.acting}>{actingAsText(name)}</p>
      {canAct ? null : (
        <p className={styles.refusal} role="status">
          {BUSINESS_CANNOT_ACT}
        </p>
      )}
      {collapsed ? null : (
        <nav className={styles.switcher} aria-label={SWITCH_PROFILE_LABEL}>
          {others.map((p) => (
            <button
              key={p.id}
              type="button"
              className={styles.toggle}
              // While the access shows, the changer is disabled (decision 106).
              disabled={changerDisabled}
              onClick={() => send({ type: 'profile.switch', profileId: p.id })}
            >
              {p.user.imgUrl ? (
                <img className={styles.avatar} src={p.user.imgUrl} alt="" width={32} height={32} />
              ) : null}{' '}
              {p.user.businessName || p.user.username}
            </button>
          ))}
        </nav>
      )}
      <button
        type="button"
        className={styles.toggle}
        onClick={() => send({ type: 'profile.toggleHeader' })}
      >
        {collapsed ? 'Show switcher' : 'Hide switcher'}
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={accessControlVisible}
        onClick={() => send({ type: 'profile.toggleAccessControl' })}
      >
        {accessToggleText(accessControlVisible)}
      </button>
      {accessControlVisible ? (
        <ul className={styles.access} aria-label={ACCESS_CONTROL_LABEL}>
          {accessLines(active).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
