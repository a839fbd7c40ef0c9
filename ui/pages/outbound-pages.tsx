// Outbound pages (spec 1 section 2, spec 3 section 2): `/pin_redirect` (the interstitial opened in
// a new tab before leaving for an outside site: domain, domainImageUrl, origin, pinCategory,
// pinImageUrl, redirectUrl) and `/offsite/` (the internal outbound redirect page: token, url, pin,
// isThirdPartyAd, csr, client_tracking_params, aux_data).
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { followOutside } from '../outbound/follow-outside';
import type { OutboundRef } from '../outbound/shown-outbound';
import { pinPath } from '../../domain/pin-path';
import { displayDomain, hostOf, isHttpLink, linkAttributes } from '../../domain/url';
import { EmptyState } from '../shell/states';
import styles from './page.module.css';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';

function Leaving({
  url,
  domain,
  image,
  pinId,
}: {
  url: string;
  domain: string;
  image: string | null;
  pinId: string | null;
}) {
  // The interstitial is already the new tab: continuing goes on in it, with no referrer.
  const { rel } = linkAttributes({ url, appHost: window.location.host });
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        {image ? <img className={styles.thumb} src={image} alt="" /> : null}
        <h1 className={styles.title}>You’re leaving Pinstate</h1>
        <p className={styles.subtitle}>
          This link goes to {displayDomain({ domain })}. Check the address before you share personal
          details.
        </p>
        <p className={styles.secondary}>{url}</p>
      </header>
      <div className={styles.row}>
        <a
          className={styles.primary}
          href={url}
          rel={rel?.includes('nofollow') ? rel : `${rel ?? ''} nofollow`.trim()}
          referrerPolicy="no-referrer"
        >
          Continue to {displayDomain({ domain })}
        </a>
        {pinId ? (
          <Link className={styles.button} to={pinPath(pinId)}>
            Back to the Pin
          </Link>
        ) : (
          <Link className={styles.button} to="/">
            Back to home feed
          </Link>
        )}
      </div>
    </main>
  );
}

/** What `/offsite/` shows while its click-through runs: checking, then leaving or not opened. */
function OffsiteStatus({ outbound }: { outbound: OutboundRef }) {
  const going = useSelector(outbound, (s) => s.hasTag('busy') || s.context.opened !== null);
  if (going)
    return <EmptyState title="Checking the link">One moment before you leave Pinstate.</EmptyState>;
  return (
    <EmptyState title="The link was not opened">
      <Link to="/">Back to home feed</Link>
    </EmptyState>
  );
}

/**
 * `/offsite/` runs the same click-through as a click on a card (spec 3 section 2 "Outbound redirect
 * page"): the link is checked whoever asks, then this page leaves for it or shows the modal.
 */
function Offsite({
  url,
  pinId,
  trackingParams,
}: {
  url: string;
  pinId: string;
  trackingParams: string;
}) {
  const [outbound, setOutbound] = useState<OutboundRef | null>(null);
  // Arriving here is the click: it starts the pin's click-through once.
  useEffect(() => {
    void followOutside({
      url,
      pinId,
      offsitePage: true,
      clientTrackingParams: trackingParams,
    }).then(setOutbound);
  }, [url, pinId, trackingParams]);
  return outbound ? <OffsiteStatus outbound={outbound} /> : null;
}

export default function OutboundPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const redirect = pathname.startsWith('/pin_redirect');
  const url = (redirect ? params.get('redirectUrl') : params.get('url')) ?? '';
  const title = <title>{pageTitle(pageName(redirect ? 'pinRedirect' : 'offsite'))}</title>;
  if (!isHttpLink(url)) {
    return (
      <EmptyState title="This link can’t be opened">
        {title}
        The outside address is missing or is not a web link.
      </EmptyState>
    );
  }
  const pinId = params.get('pin');
  if (!redirect && pinId) {
    return (
      <>
        {title}
        <Offsite
          url={url}
          pinId={pinId}
          trackingParams={params.get('client_tracking_params') ?? ''}
        />
      </>
    );
  }
  const domain = (redirect ? params.get('domain') : null) ?? hostOf(url) ?? url;
  const image = redirect ? (params.get('pinImageUrl') ?? params.get('domainImageUrl')) : null;
  return (
    <>
      {title}
      <Leaving url={url} domain={domain} image={image} pinId={pinId} />
    </>
  );
}
