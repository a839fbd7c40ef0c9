// Catalogue entries of the outbound click-through, the analytics sink and business-profile
// switching (spec 1 section 4 "Outbound click-through", spec 1 and 3 section 7 logging, spec 3
// section 4 "Business-profile switching"), listed by `machines/catalogue.ts`.
import type { CatalogueEntry } from './catalogue-entry';
import { analyticsMachine } from './analytics.machine';
import { COOKIE_TEXT } from '../domain/cookies';
import { businessProfileMachine } from './business-profile.machine';
import { outboundMachine, type OutboundContext } from './outbound.machine';
import { serverError } from './catalogue-entry';

const click = {
  url: 'https://example.com/recipes/soup',
  pinId: '100001',
  thirdPartyAd: false,
  knownVerdict: null,
  clickthroughType: 'click',
  slot: {},
  clientTrackingParams: 'ctp',
  interstitialExists: false,
};
const visitor = { loggedOut: true, isNew: false, eligibleForHomeUpsell: false };
const signedIn = { loggedOut: false, isNew: false, eligibleForHomeUpsell: false };

/** The outbound kind's entry (machines/outbound-kind.ts brings it to the catalogue). */
export const outboundCatalogueEntry: CatalogueEntry = {
  id: 'outbound',
  title: 'Outbound click-through',
  specSection: 'spec 1 sections 4 and 8, spec 3 section 4 "Clickthrough and blocked-link check"',
  machine: outboundMachine,
  sampleInput: { owner: 'pin.100001.outbound', origin: 'http://127.0.0.1:4173' },
  events: [
    {
      event: { type: 'outbound.open', click, viewer: visitor },
      label: 'A visitor clicks the link',
    },
    {
      event: { type: 'outbound.open', click, viewer: signedIn },
      label: 'A signed-in viewer clicks the link',
    },
    {
      event: {
        type: 'outbound.open',
        click: { ...click, knownVerdict: 'blocked' },
        viewer: signedIn,
      },
      label: 'A signed-in viewer clicks a link known to be blocked',
    },
    {
      event: { type: 'outbound.open', click: { ...click, url: '#' }, viewer: visitor },
      label: 'Click a hash-only link',
    },
    {
      event: {
        type: 'outbound.open',
        click: { ...click, attribution: 'source_event_id=pp-1' },
        viewer: signedIn,
      },
      label: "A signed-in viewer clicks an ad's link",
    },
    { event: { type: 'outbound.dismiss' }, label: "Press 'Okay' on the blocked-link modal" },
  ],
  coverageEvents: [
    { type: 'xstate.done.actor.readConnectivity', output: true },
    { type: 'xstate.done.actor.readConnectivity', output: false },
    { type: 'xstate.error.actor.readConnectivity', error: new Error('unknown') },
    {
      type: 'xstate.done.actor.checkLink',
      output: { redirect_status: 'none', message: '', url: click.url },
    },
    {
      type: 'xstate.done.actor.checkLink',
      output: { redirect_status: 'blocked', message: 'Blocked', url: click.url },
    },
    { type: 'xstate.done.actor.checkLink', output: null },
    { type: 'xstate.error.actor.checkLink', error: serverError },
    { type: 'xstate.done.actor.openTab', output: undefined },
    { type: 'xstate.error.actor.openTab', error: new Error('pop-up blocked') },
    { type: 'xstate.done.actor.releaseTab', output: undefined },
    { type: 'xstate.error.actor.releaseTab', error: new Error('gone') },
    { type: 'xstate.done.actor.sendBeacon', output: undefined },
    { type: 'xstate.error.actor.sendBeacon', error: serverError },
    { type: 'xstate.done.actor.logClick', output: null },
    { type: 'xstate.error.actor.logClick', error: serverError },
    { type: 'xstate.done.actor.attributeAd', output: undefined },
    { type: 'xstate.error.actor.attributeAd', error: serverError },
  ],
  serializeState: (s) => {
    const c = s.context as OutboundContext;
    return JSON.stringify([
      s.value,
      c.viewer?.loggedOut,
      c.click?.knownVerdict,
      Boolean(c.click?.attribution),
      c.warning !== null,
      Math.min(c.checkErrors, 1),
    ]);
  },
};

export const analyticsEntry: CatalogueEntry = {
  id: 'analytics',
  title: 'Analytics: every emitted event, the last 500 kept, sent as the cookie choice allows',
  specSection:
    'spec 1 section 7 and spec 3 section 7 (logging events); spec 2 section 2 (cookie choice)',
  machine: analyticsMachine,
  sampleInput: { keep: 500, bufferMax: 1000 },
  coverageEvents: [
    { type: 'xstate.done.actor.sendEvents', output: undefined },
    { type: 'xstate.error.actor.sendEvents', error: new Error('offline') },
  ],
  events: [
    {
      event: {
        type: 'analytics.record',
        source: 'pin.100001.outbound',
        event: {
          type: 'log',
          eventType: 8948,
          viewType: 'home_feed',
          viewParameter: 140,
          component: 'pin_card',
          element: 'outbound_link',
          objectId: '100001',
          auxData: { clickthrough_type: 'click' },
        },
      },
      label: 'A pin click is logged',
    },
    {
      event: {
        type: 'analytics.record',
        source: 'pin.100001.outbound',
        event: { type: 'ad.attributed', marketing: true },
      },
      label: "An ad's attribution is logged (marketing)",
    },
    {
      event: {
        type: 'analytics.recordMany',
        source: 'impressions',
        events: [
          { type: 'impression.threshold', pinId: '100001', percent: 0, objectId: '100001' },
          { type: 'impression.threshold', pinId: '100001', percent: 50, objectId: '100001' },
        ],
      },
      label: 'What one batch of impressions recorded is logged',
    },
    {
      event: {
        type: 'analytics.record',
        source: 'cookies',
        event: {
          type: 'cookies.changed',
          choice: { analytics: true, marketing: true, personalization: true },
        },
      },
      label: COOKIE_TEXT.acceptAll,
    },
    {
      event: {
        type: 'analytics.record',
        source: 'cookies',
        event: {
          type: 'cookies.changed',
          choice: { analytics: false, marketing: false, personalization: false },
        },
      },
      label: COOKIE_TEXT.rejectAll,
    },
    { event: { type: 'analytics.flush' }, label: 'The page goes away' },
  ],
  serializeState: (s) => {
    const c = s.context as { received: number; queue: unknown[]; consent: unknown };
    return JSON.stringify([
      s.value,
      Math.min(c.received, 1),
      Math.min(c.queue.length, 1),
      c.consent,
    ]);
  },
};

export const businessProfileEntry: CatalogueEntry = {
  id: 'business-profile',
  title: 'Business-profile switching',
  specSection: 'spec 3 sections 4, 6 and 7 (business access profiles)',
  machine: businessProfileMachine,
  sampleInput: {
    viewer: {
      id: 'u3',
      username: 'partner',
      businessName: 'Partner',
      imgUrl: '',
      canSwitch: true,
    },
    stored: null,
  },
  coverageInputs: [
    {
      viewer: {
        id: 'u3',
        username: 'partner',
        businessName: 'Partner',
        imgUrl: '',
        canSwitch: true,
      },
      stored: null,
    },
    {
      viewer: { id: 'u1', username: 'person', businessName: '', imgUrl: '', canSwitch: false },
      stored: null,
    },
  ],
  events: [
    {
      event: { type: 'profile.viewing', viewed: { id: 'b1', key: 1 } },
      label: 'View a business profile',
    },
    { event: { type: 'profile.left', key: 1 }, label: 'Leave the business profile' },
    { event: { type: 'profile.switch', profileId: 'b1' }, label: 'Switch profile' },
    { event: { type: 'profile.toggleHeader' }, label: 'Hide or show the header' },
    {
      event: { type: 'profile.toggleAccessControl' },
      label: 'Show or hide who may act as the profile',
    },
    {
      event: {
        type: 'business.viewer',
        viewer: {
          id: 'u2',
          username: 'studio',
          businessName: 'Studio',
          imgUrl: '',
          canSwitch: true,
        },
      },
      label: 'Another partner signs in',
    },
    { event: { type: 'business.viewer', viewer: null }, label: 'The viewer signs out' },
  ],
  coverageEvents: [
    {
      type: 'xstate.done.actor.loadProfiles',
      output: {
        b1: {
          id: 'b1',
          permissions: ['OWNER'],
          user: { username: 'bakery', businessName: 'Bakery', imgUrl: '' },
          viewerMeetsMfaRequirement: false,
        },
      },
    },
    { type: 'xstate.error.actor.loadProfiles', error: serverError },
    {
      type: 'xstate.error.actor.loadProfiles',
      error: Object.assign(new Error('Unauthorized'), { status: 401 }),
    },
  ],
  serializeState: (s) => {
    const c = s.context as {
      activeId: string;
      headerVisible: boolean;
      profiles: object;
      viewed: { key?: number } | null;
    };
    const profileCount = Object.keys(c.profiles).length;
    return JSON.stringify([s.value, c.activeId, c.headerVisible, profileCount, c.viewed?.key]);
  },
};
