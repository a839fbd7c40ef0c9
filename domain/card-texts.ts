// The spec's own texts on the pin card and the closeup (spec 1 section 2 "Card behaviour",
// spec 3 section 8 "Labels"). Views show these strings; they do not write their own.

/** Signed-out desktop hover on a card that leaves the product (spec 1 section 2). */
export const OPEN_TEXT = 'Open';
/** The red Save of a signed-out desktop hover (spec 1 section 2). */
export const SAVE_TEXT = 'Save';
/** The signed-out desktop share popover (spec 1 section 2). */
export const SEND_THIS_PIN_TEXT = 'Send this pin';
/** Shown only when a visit url exists (spec 1 section 2). */
export const VISIT_SITE_TEXT = 'Visit site';
/** The pin stats button (spec 3 section 8 "Labels"). */
export const SEE_MORE_STATS_TEXT = 'See more stats';
/** The closeup drawer, its back and close controls (spec 3 section 8 "Labels"). */
export const MORE_ABOUT_THIS_PIN_TEXT = 'More about this Pin';
export const GO_BACKWARD_TEXT = 'Go backward';
export const CLOSE_MODAL_TEXT = 'Close modal';
/** The drawer's sections (spec 3 section 8 "Labels"). */
export const BOARDS_CONTAINING_PIN_TEXT = 'Boards containing this Pin';
export const RELATED_INTERESTS_TEXT = 'Related interests';
/** The share button's accessible name (spec 3 section 2 "Share/send button on a pin"). */
export const SHARE_TEXT = 'Share';
/** While the send flyout's code loads (spec 3 section 8 "Labels"). */
export const LOADING_SHARING_TEXT = 'Loading sharing';
