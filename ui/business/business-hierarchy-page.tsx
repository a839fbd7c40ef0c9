// A business hierarchy's pages (spec 3 section 2: `business-hierarchy/{businessHierarchyId}` with
// dashboard, hierarchy, business_security and managers), at
// `/business/business-hierarchy/{id}/{page}/`: a brand's profiles under one parent and the people
// who manage them, for its managers (docs/decisions/096-business-and-pin-subpages.md). A visitor
// is asked to log in; anyone who does not manage it sees the not-found page.
import { Link, NavLink, useParams } from 'react-router';
import {
  HIERARCHY_SUBPAGES,
  businessPath,
  hierarchyPath,
  hierarchySubpage,
  type HierarchySubpage,
} from '../../domain/business-profile';
import {
  MANAGER_ROLE_TEXT,
  hierarchyTree,
  type BusinessHierarchy,
} from '../../domain/business-records';
import { pageTitle } from '../../domain/page-title';
import { useLoad } from '../app/load';
import { useViewer } from '../app/viewer';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import page from '../pages/page.module.css';
import styles from './records.module.css';

const NAMES: Record<HierarchySubpage, string> = {
  dashboard: 'Dashboard',
  hierarchy: 'Hierarchy',
  business_security: 'Business security',
  managers: 'Managers',
};

function Initial({ name, imageUrl }: { name: string; imageUrl: string }) {
  return (
    <span className={page.smallAvatar} aria-hidden="true">
      {imageUrl ? <img src={imageUrl} alt="" width={48} height={48} /> : name.slice(0, 1)}
    </span>
  );
}

function Dashboard({ hierarchy }: { hierarchy: BusinessHierarchy }) {
  const top = hierarchy.profiles.filter((p) => p.parentId === null).length;
  return (
    <dl className={styles.stats} aria-label="Dashboard">
      <div className={styles.stat}>
        <dt>Business profiles</dt>
        <dd>{hierarchy.profiles.length}</dd>
      </div>
      <div className={styles.stat}>
        <dt>Top-level profiles</dt>
        <dd>{top}</dd>
      </div>
      <div className={styles.stat}>
        <dt>Managers</dt>
        <dd>{hierarchy.managers.length}</dd>
      </div>
    </dl>
  );
}

function Tree({ hierarchy }: { hierarchy: BusinessHierarchy }) {
  if (hierarchy.profiles.length === 0)
    return (
      <EmptyState title="No business profiles yet">
        Profiles you add to this hierarchy show here under their parent.
      </EmptyState>
    );
  return (
    <ul className={styles.rows} aria-label="Business profiles">
      {hierarchyTree(hierarchy.profiles).map(({ profile, depth }) => (
        <li
          key={profile.id}
          className={styles.row}
          style={{ marginInlineStart: `${Math.min(depth, 4) * 24}px` }}
        >
          <Initial name={profile.name} imageUrl={profile.imageUrl} />
          <div className={styles.rowMain}>
            <p className={styles.name}>
              <Link to={businessPath('business-access', profile.id)}>{profile.name}</Link>
            </p>
            <p className={styles.facts}>
              @{profile.username}
              {depth === 0 ? ' · Parent profile' : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Security({ hierarchy }: { hierarchy: BusinessHierarchy }) {
  const { mfaRequired, allowedEmailDomains } = hierarchy.security;
  return (
    <ul className={styles.rows} aria-label="Business security">
      <li className={styles.row}>
        <div className={styles.rowMain}>
          <p className={styles.name}>Two-factor authentication</p>
          <p className={styles.facts}>
            {mfaRequired
              ? 'Every manager must use two-factor authentication to open these profiles.'
              : 'Managers may open these profiles without two-factor authentication.'}
          </p>
        </div>
        <span className={styles.badge}>{mfaRequired ? 'Required' : 'Not required'}</span>
      </li>
      <li className={styles.row}>
        <div className={styles.rowMain}>
          <p className={styles.name}>Allowed email domains</p>
          <p className={styles.facts}>
            {allowedEmailDomains.length > 0
              ? `Only managers with an address at ${allowedEmailDomains.join(', ')} may be added.`
              : 'Managers with any email address may be added.'}
          </p>
        </div>
      </li>
    </ul>
  );
}

function Managers({ hierarchy }: { hierarchy: BusinessHierarchy }) {
  return (
    <ul className={styles.rows} aria-label="Managers">
      {hierarchy.managers.map((m) => (
        <li key={m.id} className={styles.row}>
          <Initial name={m.name} imageUrl={m.imageUrl} />
          <div className={styles.rowMain}>
            <p className={styles.name}>{m.name}</p>
            <p className={styles.facts}>@{m.username}</p>
          </div>
          <span className={styles.badge}>{MANAGER_ROLE_TEXT[m.role]}</span>
        </li>
      ))}
    </ul>
  );
}

function HierarchyPage({ id, subpage }: { id: string; subpage: HierarchySubpage }) {
  const viewer = useViewer();
  const state = useLoad({ what: 'businessHierarchy', id, viewer: viewer.id });
  if (state.status === 'loading') return <Loading label="Loading business hierarchy" />;
  if (state.status === 'failed') {
    if (state.failure.status === 404 || state.failure.status === 400)
      return <NotFound what="business hierarchy" />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  const hierarchy = state.data;
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${page.tab} ${page.tabActive}` : page.tab;
  return (
    <main className={page.page}>
      <title>{pageTitle(hierarchy.name, NAMES[subpage])}</title>
      <header className={page.header}>
        <h1 className={page.title}>{hierarchy.name}</h1>
        <p className={page.subtitle}>
          Business hierarchy · Your role: {MANAGER_ROLE_TEXT[hierarchy.viewerRole]}
        </p>
      </header>
      <nav className={page.tabs} aria-label="Business hierarchy" data-tabs>
        {HIERARCHY_SUBPAGES.map((s) => (
          <NavLink key={s} to={hierarchyPath(hierarchy.id, s)} className={tabClass}>
            {NAMES[s]}
          </NavLink>
        ))}
      </nav>
      <section className={styles.section}>
        {subpage === 'dashboard' ? (
          <Dashboard hierarchy={hierarchy} />
        ) : subpage === 'hierarchy' ? (
          <Tree hierarchy={hierarchy} />
        ) : subpage === 'business_security' ? (
          <Security hierarchy={hierarchy} />
        ) : (
          <Managers hierarchy={hierarchy} />
        )}
      </section>
    </main>
  );
}

export default function BusinessHierarchyRoute() {
  const { hierarchyId = '', subpage: segment } = useParams();
  const viewer = useViewer();
  const subpage = hierarchySubpage(segment);
  if (!subpage) return <NotFound what="page" />;
  if (!viewer.id) {
    return (
      <main className={page.page}>
        <EmptyState title="Log in to see this business hierarchy">
          <Link className={page.primary} to="/login">
            Log in
          </Link>
        </EmptyState>
      </main>
    );
  }
  return <HierarchyPage key={hierarchyId} id={hierarchyId} subpage={subpage} />;
}
