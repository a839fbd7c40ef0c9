// The routes of spec 3 section 2 that this web app keeps as honest pages: each says what the page
// is for in the product and links to where the person can go on. Our own labels, not spec texts
// (the spec lists the routes, not their content), so they live with the view. A reserved word
// never falls through to Not Found on these paths.

export interface RouteLink {
  to: string;
  label: string;
}

export interface RoutePage {
  /** The route pattern, as the router matches it (no leading slash). */
  path: string;
  /** The page's heading and document title. */
  name: string;
  /** What the page is for. */
  purpose: string;
  /** Where to go from here; the home feed is always offered too. */
  links: readonly RouteLink[];
}

const SETTINGS: RouteLink = { to: '/settings', label: 'Open settings' };
const LOGIN: RouteLink = { to: '/login', label: 'Log in' };
const BUSINESS: RouteLink = { to: '/business/hub/', label: 'Business hub' };

/** The link every honest page offers. */
export const HOME_LINK: RouteLink = { to: '/', label: 'Go to your home feed' };

export const ROUTE_PAGES: readonly RoutePage[] = [
  // Account routes.
  {
    path: 'signup/sso-business-account',
    name: 'Business sign-up',
    purpose: 'Create a business account with a single sign-on provider.',
    links: [{ to: '/signup', label: 'Sign up' }, LOGIN],
  },
  {
    path: 'password/reset',
    name: 'Reset your password',
    purpose: 'Ask for a link to reset the password of your account by email.',
    links: [LOGIN],
  },
  {
    path: 'pw/:username',
    name: 'Reset your password',
    purpose: 'Choose a new password for this account, from the link sent by email.',
    links: [LOGIN],
  },
  {
    path: 'secure/panic',
    name: 'Secure your account',
    purpose: 'If someone else used your account, log out everywhere and change your password.',
    links: [{ to: '/password/reset', label: 'Reset your password' }, SETTINGS],
  },
  {
    path: 'email/subscription',
    name: 'Email subscriptions',
    purpose: 'Choose which emails Pinstate sends you.',
    links: [SETTINGS],
  },
  {
    path: 'email/user_survey',
    name: 'Email survey',
    purpose: 'Tell us what you think of the emails Pinstate sends you.',
    links: [SETTINGS],
  },
  {
    path: 'email_verification_error',
    name: 'Email not verified',
    purpose: 'The link to verify your email address has expired or was already used.',
    links: [SETTINGS, LOGIN],
  },
  {
    path: 'age-appeal',
    name: 'Age appeal',
    purpose: 'Ask for a review if your account was limited because of the age it gives.',
    links: [SETTINGS],
  },
  {
    path: 'oauth',
    name: 'Connect an app',
    purpose: 'Allow another app to use your Pinstate account.',
    links: [SETTINGS, LOGIN],
  },
  {
    path: 'app-factory-oauth',
    name: 'Connect an app',
    purpose: 'Allow an app built for Pinstate to use your account.',
    links: [SETTINGS, LOGIN],
  },
  {
    path: 'unauth-profile',
    name: 'Profile',
    purpose: 'Profiles are shown to people who are logged in. Log in to see this profile.',
    links: [LOGIN, { to: '/signup', label: 'Sign up' }],
  },
  // Pin routes.
  {
    path: 'appealed-pin',
    name: 'Pin appeal',
    purpose: 'Follow the review of a Pin of yours that was removed and you asked us to look at.',
    links: [{ to: '/reports-and-violations/', label: 'Reports and violations' }],
  },
  {
    path: 'reports-and-violations',
    name: 'Reports and violations',
    purpose: 'The reports you made, and what was decided about your Pins.',
    links: [SETTINGS],
  },
  {
    path: 'conversation/:id',
    name: 'Conversation',
    purpose: 'Messages and Pins you sent to each other.',
    links: [{ to: '/notifications/', label: 'Notifications' }],
  },
  // Business routes without their own page.
  {
    path: 'business/invite',
    name: 'Business invitations',
    purpose: 'Invitations to work on business profiles, to accept or decline.',
    links: [BUSINESS],
  },
  {
    path: 'business/commerce-integrations',
    name: 'Commerce integrations',
    purpose: 'Connect your shop to publish your products as Pins.',
    links: [BUSINESS],
  },
  {
    path: 'business/catalogs/:userBizId',
    name: 'Catalogs',
    purpose: 'The product catalogs of a business, to publish products as Pins.',
    links: [BUSINESS],
  },
];
