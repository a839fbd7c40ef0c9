// The fallback of a failed call's message (spec 1 section 8), apart from the other save texts
// (save.ts, which re-exports it): the home feed's error state shows it, and a module the first
// paint reads lands in its chunk whole (decision 108).

/**
 * Save error fallback when the server gives no message (spec 1 section 8). Every failed call the
 * app reports without a server message shows it.
 */
export const SAVE_ERROR_FALLBACK = 'Sorry! Something went wrong on our end.';
