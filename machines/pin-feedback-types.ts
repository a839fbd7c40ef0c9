// The pin feedback actor's shapes (machines/pin-feedback.machine.ts): what it starts from, keeps,
// accepts and emits, and where a hide goes.
import type { HideSurface } from '../api/api';

/** Whom an unfollow offer names: the board or the pinner the pin came from. */
export interface UnfollowTarget {
  kind: 'board' | 'user';
  id: string;
  name: string;
}

export interface PinFeedbackInput {
  pinId: string;
  /** Already reported (the entity store remembers it across cards and scrolls). */
  reported?: boolean;
  /** Already hidden (the entity store remembers it). */
  hidden?: boolean;
  /** Hide is offered (not for promoted pins nor on collaborative boards the viewer is on). */
  canHide?: boolean;
  /** Where a hide goes (spec 3 section 4: news hub, pin-to-pin, search, or pin feedback). */
  where?: HideSurface;
  /** The board or pinner the viewer follows whom the pin came from, if any. */
  unfollow?: UnfollowTarget | null;
}

export interface PinFeedbackContext {
  pinId: string;
  /** Reported, or hidden, before this actor started. */
  reportedAtStart: boolean;
  hiddenAtStart: boolean;
  canHide: boolean;
  where: HideSurface;
  unfollow: UnfollowTarget | null;
  /** The offered unfollow was done. */
  unfollowed: boolean;
  /** The last failed call's message, or null. */
  error: string | null;
}

export type PinFeedbackEvent =
  | { type: 'feedback.report' }
  | { type: 'feedback.hide' }
  | { type: 'feedback.undo' }
  | { type: 'feedback.unfollow' };

export type PinFeedbackEmitted =
  | { type: 'pin.reported'; pinId: string }
  | { type: 'pin.hidden'; pinId: string; hidden: boolean }
  | { type: 'feedback.unfollowed'; pinId: string; target: UnfollowTarget };
