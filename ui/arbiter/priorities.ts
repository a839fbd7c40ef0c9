// The priorities surfaces give the screen's arbiter within their kind (decision 082): higher goes
// first; a surface that gives none has 0.

/**
 * A modal a person opened with a tap (the login prompt, the app-open modal) answers that tap, so
 * it goes before the modals the server asked for.
 */
export const TAPPED_MODAL_PRIORITY = 1;

/** The cookie settings modal takes the banner's place on a phone, where one shows at a time. */
export const COOKIE_SETTINGS_PRIORITY = 1;

/**
 * A new account's onboarding goes before the callouts the server asked for (a floating slot's
 * placements take their place in the slot as priority, a few at most): it is what the new person
 * is here to do first (decision 105).
 */
export const ONBOARDING_PRIORITY = 1000;
