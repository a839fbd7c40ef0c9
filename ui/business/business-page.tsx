// The business pages of spec 3 section 2 for one of the partner's business profiles:
// `/business/business-access/{id}/` and `/business/business-manager/{id}/`, with the subpages
// dashboard, asset-groups, catalogs, shared-tags, brand-safety, invoice-management, audiences,
// security and ad-accounts/cee-migration. Viewing one makes it the active profile (section 4);
// its boards are listed with its orbac_subject_id when the partner acts for it. The ads pages
// (docs/decisions/096) are a chunk of their own.
import { lazy, Suspense } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import {
  BUSINESS_SUBPAGES,
  businessPath,
  businessSubpage,
  eligibleForShoppingTools,
  isAdsSubpage,
  type BusinessArea,
  type BusinessSubpage,
} from '../../domain/business-profile';
import { shortenNumber } from '../../domain/numbers';
import { pageTitle } from '../../domain/page-title';
import { canActAsProfile } from '../../domain/permissions';
import type { Board, BusinessAccessProfile, User } from '../../domain/types';
import {
  selectOrbacSubjectId,
  type BusinessProfileSnapshot,
} from '../../machines/business-profile.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActorSelector } from '../app/late-actor';
import { useLoad } from '../app/load';
import { useLocale, useViewer } from '../app/viewer';
import { ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import styles from '../pages/page.module.css';

// A chunk of its own, shared with the profile pages.
const BusinessHeader = lazy(() => import('./business-header'));
// The ads pages: a chunk of their own.
const BusinessAdsSection = lazy(() => import('./business-ads-section'));

const SUBPAGE_NAMES: Record<BusinessSubpage, string> = {
  dashboard: 'Dashboard',
  'asset-groups': 'Asset groups',
  catalogs: 'Catalogs',
  'shared-tags': 'Shared tags',
  'brand-safety': 'Brand safety',
  'invoice-management': 'Invoices',
  audiences: 'Audiences',
  security: 'Security',
  'ad-accounts/cee-migration': 'CEE migration',
};

interface Access {
  ready: boolean;
  profile: BusinessAccessProfile | null;
  orbacSubjectId: string | undefined;
}

const noAccess: Access = { ready: false, profile: null, orbacSubjectId: undefined };

function useAccess(profileId: string): Access {
  const ready = useLateActorSelector(
    SYSTEM_IDS.businessProfile,
    (s: BusinessProfileSnapshot) => s.matches('ready'),
    false,
  );
  const profile = useLateActorSelector(
    SYSTEM_IDS.businessProfile,
    (s: BusinessProfileSnapshot) => s.context.profiles[profileId] ?? null,
    null,
  );
  const orbacSubjectId = useLateActorSelector(
    SYSTEM_IDS.businessProfile,
    (s: BusinessProfileSnapshot) => selectOrbacSubjectId(s),
    undefined,
  );
  return ready ? { ready, profile, orbacSubjectId } : noAccess;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <li className={styles.listItem}>
      <strong>{value}</strong> {label}
    </li>
  );
}

function Dashboard({ user, boards }: { user: User; boards: Board[] }) {
  const pins = boards.reduce((sum, b) => sum + b.pinCount, 0);
  const locale = useLocale();
  return (
    <ul className={styles.list} aria-label="Dashboard">
      <Stat label="followers" value={shortenNumber({ value: user.followerCount, locale })} />
      <Stat label="boards" value={String(user.boardCount)} />
      <Stat label="Pins on the boards listed here" value={shortenNumber({ value: pins, locale })} />
      <Stat label="scheduled Pins" value={String(user.scheduledPinCount ?? 0)} />
    </ul>
  );
}

function Catalogs({ user, boards }: { user: User; boards: Board[] }) {
  const locale = useLocale();
  return (
    <>
      <ul className={styles.list} aria-label="Catalog details">
        <Stat label="merchant id" value={user.merchantId ?? 'None'} />
        <Stat
          label="for shopping tools"
          value={eligibleForShoppingTools(user) ? 'Eligible' : 'Not eligible'}
        />
      </ul>
      <h2 className={styles.subtitle}>Boards</h2>
      <ul className={styles.list} aria-label="Boards">
        {boards.map((b) => (
          <li key={b.id} className={styles.listItem}>
            {b.name}: {shortenNumber({ value: b.pinCount, locale })} Pins
          </li>
        ))}
      </ul>
    </>
  );
}

function Audiences({ user }: { user: User }) {
  const locale = useLocale();
  return (
    <ul className={styles.list} aria-label="Audiences">
      <Stat label="followers" value={shortenNumber({ value: user.followerCount, locale })} />
      <Stat label="following" value={shortenNumber({ value: user.followingCount, locale })} />
      <Stat label="country" value={user.country} />
    </ul>
  );
}

function Security({ profile }: { profile: BusinessAccessProfile }) {
  return (
    <ul className={styles.list} aria-label="Security">
      <Stat label="your permissions" value={profile.permissions.join(', ')} />
      <Stat
        label="multi-factor requirement"
        value={profile.viewerMeetsMfaRequirement ? 'Met' : 'Not met'}
      />
      <Stat
        label="acting for this profile"
        value={canActAsProfile(profile) ? 'Allowed' : 'Not allowed'}
      />
    </ul>
  );
}

function ProfileBusiness({
  area,
  profile,
  subpage,
  orbacSubjectId,
}: {
  area: BusinessArea;
  profile: BusinessAccessProfile;
  subpage: BusinessSubpage;
  orbacSubjectId: string | undefined;
}) {
  const state = useLoad({
    what: 'business',
    profileId: profile.id,
    actingAs: orbacSubjectId ?? null,
  });
  const name = profile.user.businessName || profile.user.username;
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab;
  return (
    <main className={styles.page}>
      <title>{pageTitle(name, SUBPAGE_NAMES[subpage])}</title>
      <Suspense fallback={null}>
        <BusinessHeader viewed={{ id: profile.id, username: profile.user.username }} />
      </Suspense>
      <header className={styles.header}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.subtitle}>@{profile.user.username}</p>
      </header>
      <nav className={styles.tabs} aria-label="Business" data-tabs>
        {BUSINESS_SUBPAGES.map((s) => (
          <NavLink key={s} to={businessPath(area, profile.id, s)} className={tabClass}>
            {SUBPAGE_NAMES[s]}
          </NavLink>
        ))}
      </nav>
      {isAdsSubpage(subpage) ? (
        <Suspense fallback={<Loading label={`Loading ${SUBPAGE_NAMES[subpage].toLowerCase()}`} />}>
          <BusinessAdsSection
            profileId={profile.id}
            subpage={subpage}
            dashboardPath={businessPath(area, profile.id, 'dashboard')}
          />
        </Suspense>
      ) : state.status === 'loading' ? (
        <Loading label="Loading business profile" />
      ) : state.status === 'failed' ? (
        <ErrorState message={state.failure.message} onRetry={state.retry} />
      ) : subpage === 'dashboard' ? (
        <Dashboard user={state.data.user} boards={state.data.boards} />
      ) : subpage === 'catalogs' ? (
        <Catalogs user={state.data.user} boards={state.data.boards} />
      ) : subpage === 'audiences' ? (
        <Audiences user={state.data.user} />
      ) : (
        <Security profile={profile} />
      )}
    </main>
  );
}

export default function BusinessPage() {
  const { profileId = '', area: areaSegment } = useParams();
  const { pathname } = useLocation();
  // What follows the profile id: `shared-tags`, or two segments (`ad-accounts/cee-migration`).
  const segment = pathname.split('/').filter(Boolean).slice(3).join('/');
  const area: BusinessArea =
    areaSegment === 'business-manager' ? 'business-manager' : 'business-access';
  const viewer = useViewer();
  const access = useAccess(profileId);
  const subpage = businessSubpage(segment);
  if (!subpage) return <NotFound what="page" />;
  if (!viewer.isPartner) return <NotFound what="business profile" />;
  if (!access.ready) return <Loading label="Loading business profiles" />;
  if (!access.profile) return <NotFound what="business profile" />;
  return (
    <ProfileBusiness
      area={area}
      profile={access.profile}
      subpage={subpage}
      orbacSubjectId={access.orbacSubjectId}
    />
  );
}
