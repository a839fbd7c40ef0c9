// @vitest-environment jsdom
// The hero's code and pictures are fetched as soon as the viewer's experiences asked ahead at the
// page's start hold one for the home feed's placement 11 (docs/decisions/115); what shows is still
// the experiences root's choice.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Api } from '../../api/api';
import type { Experience } from '../../domain/types';
import { startAppSystem, stopAppSystem } from '../../runtime/system';

/** Each picture asked for: its address and priority. */
const fetched: [string, string][] = [];

beforeAll(() => {
  // The band's chunk asks the running system for its answer ahead as it loads.
  startAppSystem({ api: {} as Api, storage: null });
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      set src(address: string) {
        fetched.push([address, this.fetchPriority]);
      }
    },
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
  stopAppSystem();
});

const experience = (placementId: number, display: Record<string, unknown>): Experience => ({
  id: `${placementId}:502597`,
  experience_id: 502597,
  placement_id: placementId,
  type: 1,
  status: 'ACTIVE',
  display_data: { titleText: 'Welcome', message: 'M', ...display },
  triggerable_placed_exps: [],
  metadata: {},
});

const hero = experience(11, {
  backgroundImageNarrow: { uri: '/img/564x/e3a587/564x320/hero-cover.png', altText: '' },
  backgroundImageWide: { uri: '/img/564x/e3a587/564x320/hero-cover.png', altText: '' },
  iconImage: '/img/96x96/e60023/96x96/hero-icon.png',
});

test('a hero in the experiences asked ahead has its pictures fetched at once, at high priority', async () => {
  const { fetchHeroAhead } = await import('./hero-ahead');
  fetched.length = 0;
  fetchHeroAhead(Promise.resolve([experience(1000541, { iconImage: '/img/other.png' }), hero]));
  await vi.waitFor(() => expect(fetched).toHaveLength(2));
  expect(fetched).toEqual([
    ['/img/564x/e3a587/564x320/hero-cover.png', 'high'],
    ['/img/96x96/e60023/96x96/hero-icon.png', 'high'],
  ]);
});

test('no hero in the answer, none asked ahead, or a failed answer: nothing is fetched', async () => {
  const { fetchHeroAhead } = await import('./hero-ahead');
  fetched.length = 0;
  fetchHeroAhead(Promise.resolve([experience(1000541, { iconImage: '/img/other.png' })]));
  fetchHeroAhead(undefined);
  fetchHeroAhead(Promise.reject(new Error('offline')));
  // Every chunk asked for has come, and what waited on it has run.
  await import('./hero-banner');
  await vi.dynamicImportSettled();
  expect(fetched).toEqual([]);
});
