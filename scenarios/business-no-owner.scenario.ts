// Spec 3 section 4 "Business-profile switching" and section 6: a profile without OWNER and
// without the multi-factor requirement met does not take effect; the header says why and the
// partner stays on their own profile.
import { KNOWN } from '../fixtures/known';
import { SYSTEM_IDS } from '../machines/system-ids';
import { BUSINESS_CANNOT_ACT } from '../domain/business-profile';
import { defineScenario } from './format';

const business = SYSTEM_IDS.businessProfile;

export default defineScenario({
  id: 'business-no-owner',
  title: 'A business profile without OWNER and without multi-factor does not take effect',
  summary:
    "Harbor Goods's partner views Harbor Market, where they are an analyst and have not met the multi-factor requirement. The header says why they cannot act as it, and their actions stay their own.",
  spec: "spec 3 section 4 'Business-profile switching'; section 6 (OWNER or multi-factor)",
  start: {
    viewer: KNOWN.users.partnerWithoutOwner,
    path: `/${KNOWN.usernames.businessShared}/`,
  },
  steps: [
    { kind: 'wait', say: 'The business profiles load.', ms: 100 },
    {
      kind: 'send',
      say: 'The partner views the Harbor Market profile (the page tells the business profiles).',
      only: ['headless'],
      to: business,
      event: { type: 'profile.viewing', viewed: { username: KNOWN.usernames.businessShared } },
    },
    { kind: 'wait', say: 'The profile page loads and tells whom it shows.', ms: 500 },
    {
      kind: 'expect',
      say: 'Harbor Market is the active profile, the one being viewed.',
      check: { actor: business, path: 'activeId', equals: KNOWN.users.businessShared },
    },
    {
      kind: 'expect',
      say: 'The header says why the partner cannot act as it.',
      check: { text: BUSINESS_CANNOT_ACT },
      only: ['browser', 'playwright'],
    },
    {
      kind: 'expect',
      say: 'The partner stays on their own profile: the activity needs OWNER or multi-factor.',
      check: { actor: business, path: 'viewerId', equals: KNOWN.users.partnerWithoutOwner },
    },
  ],
});
