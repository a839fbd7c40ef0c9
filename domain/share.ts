// Sharing a pin (spec 3 section 2 "Share/send button on a pin", section 4 "Sharing", section 8
// label 'Loading sharing', section 9 timings and the upsell size): the texts a person reads and
// the link that is shared, and who gets the send flyout and who the upsell.
import { pinPath } from './pin-path';
import type { Viewer } from './types';
import { isSignedIn } from './viewer';

/** The send flyout's title and controls (the button's own texts are in card-texts.ts). */
export const SEND_FLYOUT_TITLE = 'Send this Pin';
export const COPY_LINK_TEXT = 'Copy link';
export const SEND_TEXT = 'Send';
export const CLOSE_SHARE_TEXT = 'Close';
/** The read-only field holding the pin's link. */
export const PIN_LINK_LABEL = 'Pin link';
export const RECIPIENTS_LABEL = 'Send to someone';
export const RECIPIENTS_LOADING_TEXT = 'Finding people…';
export const RECIPIENTS_FAILED_TEXT = "We couldn't load people to send to.";
/** The app-icon upsell's accessible name (spec 3 section 2). */
export const SHARE_UPSELL_LABEL = 'Get the app to share faster';

/** What a share, copy or send ended with, as a person reads it. */
export type ShareOutcome =
  | { kind: 'copied' }
  | { kind: 'copyFailed' }
  | { kind: 'shared' }
  | { kind: 'shareFailed' }
  | { kind: 'sent'; name: string }
  | { kind: 'sendFailed'; reason: string | null };

const SHARE_MESSAGES = {
  copied: 'Link copied to your clipboard',
  copyFailed: "Couldn't copy the link. Select it and copy it yourself.",
  shared: 'Shared',
  shareFailed: "Couldn't share this Pin. Try again.",
  sendFailed: "Couldn't send this Pin.",
} as const;

/** The message shown after a share, copy or send. */
export function shareMessage(outcome: ShareOutcome): string {
  switch (outcome.kind) {
    case 'sent':
      return `Sent to ${outcome.name}`;
    case 'sendFailed':
      return outcome.reason
        ? `${SHARE_MESSAGES.sendFailed} ${outcome.reason}`
        : SHARE_MESSAGES.sendFailed;
    default:
      return SHARE_MESSAGES[outcome.kind];
  }
}

/** Whether the outcome is a failure (shown as an alert rather than a status). */
export function isShareFailure(outcome: ShareOutcome): boolean {
  return (
    outcome.kind === 'copyFailed' || outcome.kind === 'shareFailed' || outcome.kind === 'sendFailed'
  );
}

/** The address of a pin's closeup that is shared (the page's origin plus the pin path). */
export function pinShareLink(origin: string, pinId: string): string {
  return `${origin}${pinPath(pinId)}`;
}

/**
 * The share button: a send flyout for signed-in desktop users, otherwise the default handler
 * (spec 3 sections 2 and 4).
 */
export function shareAction(
  viewer: Pick<Viewer, 'kind' | 'id' | 'device'>,
): 'sendFlyout' | 'default' {
  return isSignedIn(viewer) && viewer.device === 'desktop' ? 'sendFlyout' : 'default';
}

/** The app-icon share upsell animates in logged-out or mobile contexts (spec 3 section 2). */
export function showsShareUpsell(viewer: Pick<Viewer, 'kind' | 'id' | 'device'>): boolean {
  return !isSignedIn(viewer) || viewer.device === 'mobile';
}
