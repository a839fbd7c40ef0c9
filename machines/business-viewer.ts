// The signed-in viewer as the business profiles know them (spec 3 section 4: switching applies
// only to authenticated partners). Kept apart from the machine so the root, which names the viewer
// on sign-in and sign-out, does not carry the machine's code into the first paint.
import type { SessionUser } from './session-types';

export interface BusinessViewer {
  id: string;
  username: string;
  businessName: string;
  imgUrl: string;
  /** An authenticated partner: the only viewer switching applies to. */
  canSwitch: boolean;
}

/** The viewer from the session's signed-in user, or null when no one is signed in. */
export function businessViewerOf(user: SessionUser | null | undefined): BusinessViewer | null {
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    businessName: user.fullName,
    imgUrl: user.imageMediumUrl ?? '',
    canSwitch: user.isPartner,
  };
}
