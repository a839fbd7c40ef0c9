// Hiding a pin from a card (spec 1 section 4 "Pin feedback status", spec 3 section 4 "Follow and
// hide actions"): what the card tells its feedback actor, `pin.<id>.feedback`, when it is made for
// a hide: whether hide is offered, where the hide goes (by the card's surface: pin-to-pin, search
// with its query, otherwise a pin feedback of the kind spec 3 orders), and whom to offer to
// unfollow. Its own chunk, fetched on the first hide.
import type { HideSurface } from '../../api/api';
import { canHidePin } from '../../domain/permissions';
import type { Pin } from '../../domain/types';
import { feedbackKind, hideRoute, pinViewParameter } from '../../domain/view-parameter';
import type { UnfollowTarget } from '../../machines/pin-feedback-types';
import { currentViewerId } from '../app/viewer';
import { pinActorFor } from '../../runtime/system';

function hideWhere(pin: Pin, surface: string): HideSurface {
  const route = hideRoute(surface);
  if (route === 'p2p') return { surface: 'p2p' };
  if (route === 'search')
    return { surface: 'search', query: new URLSearchParams(window.location.search).get('q') ?? '' };
  // The news hub has no page of its own yet: its hides go as pin feedback too.
  return {
    surface: 'feedback',
    feedbackType: feedbackKind({ pin, viewParameter: pinViewParameter(pin) }),
  };
}

/** The board or the pinner the pin came from, when the viewer follows it. */
export function unfollowTarget(pin: Pin): UnfollowTarget | null {
  if (pin.board.followedByMe) return { kind: 'board', id: pin.board.id, name: pin.board.name };
  if (pin.pinner.explicitlyFollowedByMe)
    return {
      kind: 'user',
      id: pin.pinner.id,
      name: pin.pinner.fullName || pin.pinner.username,
    };
  return null;
}

/** The feedback actor's seed for this card. */
export function feedbackSeed(pin: Pin, surface: string) {
  return {
    feedback: {
      canHide: canHidePin({ pin, viewerId: currentViewerId() }),
      where: hideWhere(pin, surface),
      unfollow: unfollowTarget(pin),
    },
  };
}

/** Hides the pin where its card sits. */
export async function hidePin(pin: Pin, surface: string): Promise<void> {
  const feedback = await pinActorFor(pin.id, 'feedback', feedbackSeed(pin, surface));
  feedback.send({ type: 'feedback.hide' });
}
