// The ads pages of a business profile (docs/decisions/096-business-and-pin-subpages.md): asset
// groups, shared tags, brand safety, invoice management and the ad accounts' CEE migration, each
// loaded by a named load (`businessSection`) for the viewer, with loading, error and empty
// states. A chunk of its own: the dashboard and the other business pages do not carry it.
import { Link } from 'react-router';
import {
  CEE_MIGRATION_TEXT,
  INVENTORY_TIER_TEXT,
  INVOICE_STATUS_TEXT,
  SHARED_TAG_KIND_TEXT,
  assetGroupCounts,
  ceeAccounts,
  formatAmount,
  formatDay,
  formatMonth,
  type AdAccount,
  type AssetGroup,
  type BrandSafety,
  type Invoice,
  type SharedTag,
} from '../../domain/business-records';
import { ADS_SUBPAGES, type AdsSubpage } from '../../domain/business-profile';
import { formatDate } from '../../domain/relative-time';
import { useLoad } from '../app/load';
import { useLocale, useViewer } from '../app/viewer';
import { EmptyState, ErrorState, Loading } from '../shell/states';
import styles from './records.module.css';

const LOADING_LABEL: Record<AdsSubpage, string> = {
  'asset-groups': 'Loading asset groups',
  'shared-tags': 'Loading shared tags',
  'brand-safety': 'Loading brand safety',
  'invoice-management': 'Loading invoices',
  'ad-accounts/cee-migration': 'Loading ad accounts',
};

function Badge({ text, tone }: { text: string; tone?: 'alert' | 'good' }) {
  const cls =
    tone === 'alert'
      ? `${styles.badge} ${styles.badgeAlert}`
      : tone === 'good'
        ? `${styles.badge} ${styles.badgeGood}`
        : styles.badge;
  return <span className={cls}>{text}</span>;
}

function AssetGroups({ groups }: { groups: AssetGroup[] }) {
  const locale = useLocale();
  if (groups.length === 0)
    return (
      <EmptyState title="No asset groups yet">
        Group the Pins and boards a campaign uses, so you can promote them together.
      </EmptyState>
    );
  return (
    <ul className={styles.rows} aria-label="Asset groups">
      {groups.map((g) => (
        <li key={g.id} className={styles.row}>
          <div className={styles.rowMain}>
            <p className={styles.name}>{g.name}</p>
            <p className={styles.facts}>
              {assetGroupCounts(g)} · Updated {formatDate(g.updatedAt, locale)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function SharedTags({ tags }: { tags: SharedTag[] }) {
  const locale = useLocale();
  if (tags.length === 0)
    return (
      <EmptyState title="No shared tags yet">
        Conversion and audience tags you share with your ad accounts show here.
      </EmptyState>
    );
  return (
    <ul className={styles.rows} aria-label="Shared tags">
      {tags.map((t) => (
        <li key={t.id} className={styles.row}>
          <div className={styles.rowMain}>
            <p className={styles.name}>{t.name}</p>
            <p className={styles.facts}>
              {SHARED_TAG_KIND_TEXT[t.kind]} · Shared with {t.adAccountIds.length}{' '}
              {t.adAccountIds.length === 1 ? 'ad account' : 'ad accounts'} ·{' '}
              {t.lastFiredAt ? `Last fired ${formatDate(t.lastFiredAt, locale)}` : 'Never fired'}
            </p>
          </div>
          <Badge text={t.active ? 'Active' : 'Inactive'} tone={t.active ? 'good' : undefined} />
        </li>
      ))}
    </ul>
  );
}

function BrandSafetyView({ safety }: { safety: BrandSafety }) {
  return (
    <>
      <ul className={styles.rows} aria-label="Brand safety">
        <li className={styles.row}>
          <div className={styles.rowMain}>
            <p className={styles.name}>Inventory</p>
            <p className={styles.facts}>Where your ads may appear</p>
          </div>
          <Badge text={INVENTORY_TIER_TEXT[safety.inventoryTier]} />
        </li>
      </ul>
      <h2 className={styles.heading}>Excluded categories</h2>
      {safety.excludedCategories.length === 0 ? (
        <p className={styles.intro}>No categories excluded.</p>
      ) : (
        <ul className={styles.rows} aria-label="Excluded categories">
          {safety.excludedCategories.map((c) => (
            <li key={c} className={styles.row}>
              <p className={styles.name}>{c}</p>
            </li>
          ))}
        </ul>
      )}
      <h2 className={styles.heading}>Blocked domains</h2>
      {safety.blockedDomains.length === 0 ? (
        <p className={styles.intro}>No domains blocked.</p>
      ) : (
        <ul className={styles.rows} aria-label="Blocked domains">
          {safety.blockedDomains.map((d) => (
            <li key={d} className={styles.row}>
              <p className={styles.name}>{d}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Invoices({ invoices }: { invoices: Invoice[] }) {
  const locale = useLocale();
  if (invoices.length === 0)
    return (
      <EmptyState title="No invoices yet">
        Invoices for your ad spend show here at the start of each month.
      </EmptyState>
    );
  return (
    <ul className={styles.rows} aria-label="Invoices">
      {invoices.map((i) => (
        <li key={i.id} className={styles.row}>
          <div className={styles.rowMain}>
            <p className={styles.name}>{formatMonth({ day: i.periodStart, locale })}</p>
            <p className={styles.facts}>Invoice {i.number}</p>
          </div>
          <span className={styles.amount}>
            {formatAmount({ cents: i.amountCents, currency: i.currency, locale })}
          </span>
          <Badge
            text={INVOICE_STATUS_TEXT[i.status]}
            tone={i.status === 'overdue' ? 'alert' : i.status === 'paid' ? 'good' : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function CeeMigration({ accounts }: { accounts: AdAccount[] }) {
  const locale = useLocale();
  const cee = ceeAccounts(accounts);
  return (
    <>
      <p className={styles.intro}>
        Ad accounts billed in Central and Eastern Europe move to a new billing entity. Accounts
        elsewhere need nothing.
      </p>
      {cee.length === 0 ? (
        <EmptyState title="No ad accounts to migrate">
          None of this profile’s ad accounts is billed in Central and Eastern Europe.
        </EmptyState>
      ) : (
        <ul className={styles.rows} aria-label="Ad accounts to migrate">
          {cee.map((a) => (
            <li key={a.id} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.name}>{a.name}</p>
                <p className={styles.facts}>
                  {a.country} · {a.currency} · ID {a.id}
                  {a.migrateBy ? ` · Migrate by ${formatDay({ day: a.migrateBy, locale })}` : ''}
                </p>
              </div>
              <Badge
                text={CEE_MIGRATION_TEXT[a.ceeMigration]}
                tone={
                  a.ceeMigration === 'pending'
                    ? 'alert'
                    : a.ceeMigration === 'migrated'
                      ? 'good'
                      : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function BusinessAdsSection({
  profileId,
  subpage,
  dashboardPath,
}: {
  profileId: string;
  subpage: AdsSubpage;
  /** Where a viewer refused a page goes instead. */
  dashboardPath: string;
}) {
  const viewer = useViewer();
  const section = ADS_SUBPAGES[subpage];
  const state = useLoad({ what: 'businessSection', profileId, section, viewer: viewer.id });
  let body;
  if (state.status === 'loading') body = <Loading label={LOADING_LABEL[subpage]} />;
  else if (state.status === 'failed') {
    // A refusal is not fixed by trying again: it says why, with a way back.
    body =
      state.failure.status === 403 ? (
        <EmptyState title="You can’t see this page">
          {state.failure.message} <Link to={dashboardPath}>Back to the dashboard</Link>
        </EmptyState>
      ) : (
        <ErrorState message={state.failure.message} onRetry={state.retry} />
      );
  } else {
    const result = state.data;
    body =
      result.section === 'asset_groups' ? (
        <AssetGroups groups={result.data} />
      ) : result.section === 'shared_tags' ? (
        <SharedTags tags={result.data} />
      ) : result.section === 'brand_safety' ? (
        <BrandSafetyView safety={result.data} />
      ) : result.section === 'invoices' ? (
        <Invoices invoices={result.data} />
      ) : (
        <CeeMigration accounts={result.data} />
      );
  }
  return <section className={styles.section}>{body}</section>;
}
