// The element of the top bar the app upsell ("Open in app", mobile) is shown in: the top bar
// keeps it, the after-paint chunk fills it (docs/decisions/054).
export const OPEN_IN_APP_SLOT = 'open-in-app';

/** The closeup's place for "Open in app" on mobile, always there (the upsell may be hidden). */
export const CLOSEUP_OPEN_IN_APP_SLOT = 'closeup-open-in-app';
