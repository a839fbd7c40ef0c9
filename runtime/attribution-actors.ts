// The ad attribution source's way out (spec 1 sections 7 and 8), for a click (the outbound
// actor's `attributeAd`) and a view (impression tracking's `attributeAdView`): on the main host,
// the host of the API that answers `/v3/attribution_source/`, a GET with keepalive; on any other
// host an image with an `attributionsrc` attribute at the same address. A GET that is not ok logs
// 'server request failed.' with status failed, at a 10% sample.
import { fromPromise } from 'xstate';
import type { Api } from '../api/api';
import {
  ATTRIBUTION_FAILED_MESSAGE,
  attributionTransport,
  logsAttributionFailure,
} from '../domain/attribution';

/** Where the page is, as far as the attribution source asks; none where there is no page. */
export interface AttributionPage {
  /** The page's own address (its host, and where a relative API address resolves). */
  href: string;
  /** Shows the image that registers the source from another host. */
  showImage(src: string): void;
}

/** The browser's page: a 1x1 image marked `attributionsrc`, never added to the document. */
function browserPage(): AttributionPage | null {
  if (typeof window === 'undefined' || typeof Image === 'undefined') return null;
  return {
    href: window.location.href,
    showImage(src) {
      const image = new Image(1, 1);
      image.setAttribute('attributionsrc', '');
      image.referrerPolicy = 'no-referrer';
      image.src = src;
    },
  };
}

function hostOf(url: string, base: string): string {
  try {
    return new URL(url, base).host;
  } catch {
    return '';
  }
}

/** Sends one attribution source; rejects when the GET is not ok (after the sampled log). */
export async function sendAttributionSource(
  api: Api,
  query: string,
  page: AttributionPage | null = browserPage(),
  draw: () => number = Math.random,
): Promise<void> {
  if (page) {
    const address = api.attributionSourceAddress(query);
    const transport = attributionTransport({
      pageHost: hostOf(page.href, page.href),
      endpointHost: hostOf(address, page.href),
    });
    if (transport === 'image') {
      page.showImage(new URL(address, page.href).toString());
      return;
    }
  }
  try {
    await api.attributionSource(query);
  } catch (error) {
    if (logsAttributionFailure(draw()))
      console.warn(ATTRIBUTION_FAILED_MESSAGE, { status: 'failed' });
    throw error;
  }
}

/** The actor both the click and the view attribution invoke. */
export function attributeAdSource(api: Api, page?: AttributionPage | null) {
  return fromPromise<void, { query: string }>(({ input }) =>
    sendAttributionSource(api, input.query, page === undefined ? browserPage() : page),
  );
}
