// @vitest-environment jsdom
// Spec 3 section 2's routes without a feature of their own (route-pages.ts), as the whole app
// renders them over the real root actor system and the fake API with the fixtures: each is an
// honest page, never blank and never Not Found, titled by its name, saying what it is for, with
// its links and a way home. What needs a browser (axe, a link followed in the production build)
// is in e2e/route-pages.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { pageTitle } from '../../domain/page-title';
import { loadPageCode, openAppAt, startLiveApp } from '../app/live-api.test-support';
import { routes } from '../app/router';
import { HOME_LINK, ROUTE_PAGES } from './route-pages';

startLiveApp();

/** A visit path for a route pattern, with fixture-like ids for its parameters. */
const visitPath = (pattern: string) =>
  `/${pattern
    .replace(':username', 'pinstate')
    .replace(':category', 'home-decor')
    .replace(/:\w+/gu, '1')}/`;

beforeAll(() =>
  loadPageCode(
    routes,
    ROUTE_PAGES.map((route) => visitPath(route.path)),
  ),
);

test.each(ROUTE_PAGES.map((route) => ({ ...route, visit: visitPath(route.path) })))(
  'the honest page $visit shows its name, its purpose, its links and a way home, titled by its name',
  async (route) => {
    await openAppAt(route.visit, routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: route.name }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(route.purpose)).toBeTruthy();
    const onward = within(screen.getByRole('navigation', { name: 'Where to go from here' }));
    for (const link of [...route.links, HOME_LINK]) {
      expect(onward.getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.to);
    }
    expect(screen.queryByRole('heading', { name: /couldn.t find that/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe(pageTitle(route.name)));
  },
);
