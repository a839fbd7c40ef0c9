// Outbound pages (spec 1 section 2, spec 3 section 2): `/pin_redirect` (the interstitial opened in
// a new tab before leaving for an outside site: domain, domainImageUrl, origin, pinCategory,
// pinImageUrl, redirectUrl) and `/offsite/` (the internal outbound redirect page: token, url, pin,
// isThirdPartyAd, csr, client_tracking_params, aux_data).
import { Link, useLocation, useSearchParams } from 'react-router';
import { pinPath } from '../../domain/pin-path';
import { displayDomain, hostOf, isHttpLink, linkAttributes } from '../../domain/url';
import { EmptyState } from '../shell/states';
import styles from './page.module.css';

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
  const attrs = linkAttributes({ url, appHost: window.location.host });
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
          {...attrs}
          rel={`${attrs.rel ?? ''} nofollow`.trim()}
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

export default function OutboundPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const redirect = pathname.startsWith('/pin_redirect');
  const url = (redirect ? params.get('redirectUrl') : params.get('url')) ?? '';
  if (!isHttpLink(url)) {
    return (
      <EmptyState title="This link can’t be opened">
        The outside address is missing or is not a web link.
      </EmptyState>
    );
  }
  const domain = (redirect ? params.get('domain') : null) ?? hostOf(url) ?? url;
  const image = redirect ? (params.get('pinImageUrl') ?? params.get('domainImageUrl')) : null;
  return <Leaving url={url} domain={domain} image={image} pinId={params.get('pin')} />;
}
