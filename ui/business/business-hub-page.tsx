// `/business/hub/` (spec 3 section 2): the partner's business profiles, their own first, each with
// what the partner may do there (spec 3 sections 4 and 6) and a link to its business pages; then
// the business hierarchies they manage (docs/decisions/096).
import { Link } from 'react-router';
import { businessPath, hierarchyPath } from '../../domain/business-profile';
import { MANAGER_ROLE_TEXT } from '../../domain/business-records';
import { pageTitle } from '../../domain/page-title';
import { canActAsProfile } from '../../domain/permissions';
import type { BusinessAccessProfile } from '../../domain/types';
import type { BusinessProfileSnapshot } from '../../machines/business-profile.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActorSelector } from '../app/late-actor';
import { useLoad } from '../app/load';
import { useViewer } from '../app/viewer';
import { ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import styles from '../pages/page.module.css';

const none: BusinessAccessProfile[] | null = null;

/** The business hierarchies the partner manages, each a link to its dashboard. */
function Hierarchies({ viewerId }: { viewerId: string | null }) {
  const state = useLoad({ what: 'businessHierarchies', viewer: viewerId });
  return (
    <section aria-labelledby="hierarchies-title">
      <h2 id="hierarchies-title" className={styles.sectionTitle}>
        Business hierarchies
      </h2>
      {state.status === 'loading' ? (
        <Loading label="Loading business hierarchies" />
      ) : state.status === 'failed' ? (
        <ErrorState message={state.failure.message} onRetry={state.retry} />
      ) : state.data.length === 0 ? (
        <p className={styles.hint}>You don’t manage a business hierarchy.</p>
      ) : (
        <ul className={styles.list} aria-label="Business hierarchies">
          {state.data.map((h) => (
            <li key={h.id} className={styles.textItem}>
              <Link to={hierarchyPath(h.id)}>{h.name}</Link> ({MANAGER_ROLE_TEXT[h.role]}):{' '}
              {h.profileCount} business {h.profileCount === 1 ? 'profile' : 'profiles'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function BusinessHubPage() {
  const viewer = useViewer();
  const profiles = useLateActorSelector(
    SYSTEM_IDS.businessProfile,
    (s: BusinessProfileSnapshot) =>
      s.matches('ready')
        ? [
            s.context.own,
            ...Object.values(s.context.profiles).filter((p) => p.id !== s.context.viewerId),
          ]
        : none,
    none,
  );
  if (!viewer.isPartner) return <NotFound what="business hub" />;
  if (!profiles) return <Loading label="Loading business profiles" />;
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <title>{pageTitle('Business hub')}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>Business hub</h1>
        <p className={styles.subtitle}>
          {profiles.length} business {profiles.length === 1 ? 'profile' : 'profiles'} you can open
        </p>
      </header>
      <ul className={styles.list} aria-label="Business profiles">
        {profiles.map((p) => (
          <li key={p.id} className={styles.textItem}>
            <Link to={businessPath('business-access', p.id)}>
              {p.user.businessName || p.user.username}
            </Link>{' '}
            ({p.permissions.join(', ')}):{' '}
            {canActAsProfile(p)
              ? 'you can act for it'
              : 'you can view it; acting for it needs OWNER or multi-factor'}
            . <Link to={businessPath('business-manager', p.id, 'dashboard')}>Business manager</Link>
          </li>
        ))}
      </ul>
      <Hierarchies viewerId={viewer.id} />
    </main>
  );
}
