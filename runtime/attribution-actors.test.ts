// The ad attribution source's way out (spec 1 section 7: "on the main host ... keepalive; on other
// hosts an image with an attribution attribute is used"; section 8: not ok is logged as 'server
// request failed.' with status failed at a 10% sample).
import { expect, test, vi } from 'vitest';
import type { Api } from '../api/api';
import { createApi } from '../api/client';
import { sendAttributionSource, type AttributionPage } from './attribution-actors';

const QUERY = 'source_event_id=pp-1&source_event_type=view&expiry=86400&priority=1';

function fakeApi(fails = false) {
  const gets: string[] = [];
  const real = createApi({ baseUrl: '', getViewerId: () => null });
  const api = {
    attributionSource: (query: string) => {
      gets.push(query);
      return fails ? Promise.reject(new Error('500')) : Promise.resolve();
    },
    attributionSourceAddress: (query: string) => real.attributionSourceAddress(query),
  } as unknown as Api;
  return { api, gets };
}

function pageAt(href: string): AttributionPage & { images: string[] } {
  const images: string[] = [];
  return { href, images, showImage: (src) => images.push(src) };
}

test('on the main host (the one that answers the attribution endpoint) the source is a GET', async () => {
  const { api, gets } = fakeApi();
  const page = pageAt('https://pinstate.test/pin/1/');
  await sendAttributionSource(api, QUERY, page);
  expect(gets).toEqual([QUERY]);
  expect(page.images).toEqual([]);
});

test('on another host the source is an image at the main host address, and no GET', async () => {
  const { gets } = fakeApi();
  const api = {
    attributionSource: (query: string) => {
      gets.push(query);
      return Promise.resolve();
    },
    attributionSourceAddress: (query: string) =>
      createApi({
        baseUrl: 'https://pinstate.test',
        getViewerId: () => null,
      }).attributionSourceAddress(query),
  } as unknown as Api;
  const page = pageAt('https://embed.example/board/');
  await sendAttributionSource(api, QUERY, page);
  expect(gets).toEqual([]);
  expect(page.images).toHaveLength(1);
  const image = new URL(page.images[0] ?? '');
  expect(`${image.origin}${image.pathname}`).toBe('https://pinstate.test/v3/attribution_source/');
  expect(image.searchParams.get('source_event_type')).toBe('view');
  expect(image.searchParams.get('expiry')).toBe('86400');
  expect(image.searchParams.get('priority')).toBe('1');
});

test("a GET that is not ok logs 'server request failed.' with status failed, at a 10% sample", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { api } = fakeApi(true);
  const page = pageAt('https://pinstate.test/');
  await expect(sendAttributionSource(api, QUERY, page, () => 0.05)).rejects.toThrow();
  expect(warn).toHaveBeenCalledWith('server request failed.', { status: 'failed' });
  warn.mockClear();
  await expect(sendAttributionSource(api, QUERY, page, () => 0.5)).rejects.toThrow();
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

test('where there is no page the source is a GET', async () => {
  const { api, gets } = fakeApi();
  await sendAttributionSource(api, QUERY, null);
  expect(gets).toEqual([QUERY]);
});
