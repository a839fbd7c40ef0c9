// The player's tabs are its run's system's own (docs/decisions/089): while a run lasts, a link
// opened outside is noted instead of opening a tab, and a new system's list starts empty.
import { afterEach, expect, test } from 'vitest';
import type { Api } from '../../api/api';
import { startAppSystem, stopAppSystem } from '../../runtime/system';
import { notedTabs, noteTabs, notingTabs, openTabsAgain } from './noted-tabs';

afterEach(() => stopAppSystem());

const start = () => startAppSystem({ api: {} as Api, storage: null, tabs: notingTabs });
const link = {
  owner: 'pin.1.outbound',
  url: 'https://example.com/',
  nofollow: false,
  inPlace: false,
};

test("while a run lasts its links are noted; a new run's system starts with none noted", () => {
  const system = start();
  expect(system.tabs).toBe(notingTabs);
  noteTabs();
  notingTabs.reserve(link.owner);
  notingTabs.open(link);
  expect(notedTabs()).toEqual([link]);
  openTabsAgain();
  expect(notedTabs()).toEqual([link]);

  start();
  expect(notedTabs()).toEqual([]);
});
