// The cookie actor (systemId `cookies`, machines/cookies.machine.ts) as the banner, the settings
// modal and the settings page read it: what shows, the switches, and the events they send.
import { useSelector } from '@xstate/react';
import type { CookieCategory, CookieChoice } from '../../domain/cookies';
import {
  selectBannerShown,
  selectCookieChoice,
  selectCookieDraft,
  selectCookiesChecking,
  selectCookiesSaving,
  selectSettingsOpen,
  type CookiesView,
} from '../../machines/cookies-select';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { absent, useLateActor } from '../app/late-actor';
import { useViewer } from '../app/viewer';

export interface CookiesState {
  /** The actor has arrived (it is spawned after the first paint). */
  ready: boolean;
  bannerShown: boolean;
  settingsOpen: boolean;
  saving: boolean;
  checking: boolean;
  choice: CookieChoice | null;
  /** The switches as set in the settings. */
  draft: CookieChoice | null;
  send: (
    event:
      | { type: 'cookies.acceptAll' | 'cookies.rejectAll' | 'cookies.choose' }
      | { type: 'cookies.save' | 'cookies.close' }
      | { type: 'cookies.toggle'; category: CookieCategory },
  ) => void;
}

type Read = Omit<CookiesState, 'send' | 'ready'>;

function same(a: Read | null, b: Read | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.bannerShown === b.bannerShown &&
    a.settingsOpen === b.settingsOpen &&
    a.saving === b.saving &&
    a.checking === b.checking &&
    a.choice === b.choice &&
    a.draft === b.draft
  );
}

export function useCookies(): CookiesState {
  const actor = useLateActor(SYSTEM_IDS.cookies);
  const { device } = useViewer();
  const read = useSelector(
    actor ?? absent,
    (s: CookiesView | undefined): Read | null =>
      s === undefined
        ? null
        : {
            bannerShown: selectBannerShown(s, device),
            settingsOpen: selectSettingsOpen(s),
            saving: selectCookiesSaving(s),
            checking: selectCookiesChecking(s),
            choice: selectCookieChoice(s),
            draft: selectCookieDraft(s),
          },
    same,
  );
  return {
    ready: read !== null,
    bannerShown: read?.bannerShown ?? false,
    settingsOpen: read?.settingsOpen ?? false,
    saving: read?.saving ?? false,
    checking: read?.checking ?? true,
    choice: read?.choice ?? null,
    draft: read?.draft ?? null,
    send: (event) => actor?.send(event),
  };
}
