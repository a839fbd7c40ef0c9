// `/pin/:id/visual-search/` and `/pin/:id/visual-search/products/` (spec 3 section 2): the pin's
// image on top, then the pins visually similar to it (same category or a near dominant colour,
// decision 059), or only the similar products. An unknown pin shows the unavailable placeholder,
// as the closeup does.
import { Link, useLocation, useParams } from 'react-router';
import { largestImage } from '../../domain/image-viewer';
import { visualSearchPageTitle } from '../../domain/page-names';
import { pinIdFromSegment, pinPath } from '../../domain/pin-path';
import { trimTitle } from '../../domain/text';
import { textColourOver } from '../../domain/theme';
import type { Pin } from '../../domain/types';
import { VISUAL_SEARCH_TEXT, visualSearchPath } from '../../domain/visual-search';
import { useLoad } from '../app/load';
import { useViewer } from '../app/viewer';
import { UnavailablePin } from '../card/unavailable-pin';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';
import { TabLinks } from '../pages/tab-links';
import { ErrorState, Loading } from '../shell/states';
import { NotFound } from '../shell/not-found';
import styles from '../pages/page.module.css';

function SimilarPins({ pinId, products }: { pinId: string; products: boolean }) {
  const feed = useFeed({ kind: 'visual', id: pinId, ...(products ? { type: 'products' } : {}) });
  return (
    <PinGrid
      feed={feed}
      surface={products ? 'VisualInspirationShoppingPin' : 'VisualInspirationPin'}
      label={products ? VISUAL_SEARCH_TEXT.products : VISUAL_SEARCH_TEXT.similar}
      empty={{
        title: products ? VISUAL_SEARCH_TEXT.emptyProducts : VISUAL_SEARCH_TEXT.emptyPins,
        body: VISUAL_SEARCH_TEXT.emptyBody,
      }}
    />
  );
}

function VisualSearch({ pin, products }: { pin: Pin; products: boolean }) {
  const viewer = useViewer();
  const title = trimTitle(pin.title || pin.gridTitle);
  const image = pin.images['474x'] ?? largestImage(pin.images);
  return (
    <main className={styles.page}>
      <title>{visualSearchPageTitle({ title, products })}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{VISUAL_SEARCH_TEXT.title}</h1>
        {image ? (
          <Link to={pinPath(pin.id)}>
            <img
              className={styles.thumb}
              src={image.url}
              alt={pin.altText || title || 'Pin image'}
              width={image.width}
              height={image.height}
              style={{ background: pin.dominantColor, color: textColourOver(pin.dominantColor) }}
            />
          </Link>
        ) : null}
        <p className={styles.subtitle}>{title || 'Pin'}</p>
      </header>
      <TabLinks
        label={VISUAL_SEARCH_TEXT.tabs}
        tabs={[
          {
            to: visualSearchPath({ id: pin.id }),
            text: VISUAL_SEARCH_TEXT.similar,
            active: !products,
          },
          {
            to: visualSearchPath({ id: pin.id, products: true }),
            text: VISUAL_SEARCH_TEXT.products,
            active: products,
          },
        ]}
      />
      <SimilarPins
        key={`${pin.id}:${products ? 'products' : 'pins'}:${viewer.id ?? ''}`}
        pinId={pin.id}
        products={products}
      />
    </main>
  );
}

function LoadedVisualSearch({ id, products }: { id: string; products: boolean }) {
  const viewer = useViewer();
  const state = useLoad({ what: 'visualSearch', id, viewer: viewer.id });
  if (state.status === 'loading') return <Loading label="Loading Pin" />;
  if (state.status === 'failed') {
    if (state.failure.status === 404) return <UnavailablePin inGrid={false} />;
    return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  }
  return <VisualSearch pin={state.data} products={products} />;
}

export default function VisualSearchRoute() {
  const { pinPath: segment = '' } = useParams();
  const { pathname } = useLocation();
  const id = pinIdFromSegment(segment);
  if (!id) return <NotFound what="Pin" />;
  const products = /\/products\/?$/u.test(pathname);
  return <LoadedVisualSearch key={id} id={id} products={products} />;
}
