// The profile header as its viewer sees it (spec 3 section 4): viewing someone else's profile as a
// partner acting as it changes the shown name, image, merchant id, scheduled pin count and
// shopping-tool eligibility. Decided by `profileFace` over the business profiles' acting profile.
import {
  OWNER_DETAILS_LABEL,
  merchantIdText,
  profileFace,
  scheduledPinsText,
  shoppingToolText,
  type ProfileFace,
} from '../../domain/business-profile';
import type { User } from '../../domain/types';
import { selectActingProfileId } from '../../machines/business-profile-select';
import type { BusinessProfileSnapshot } from '../../machines/business-profile.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActorSelector } from '../app/late-actor';
import { useViewer } from '../app/viewer';
import styles from '../pages/page.module.css';

/** What the header shows of `user` to this viewer, as whom they act. */
export function useProfileFace(user: User): ProfileFace {
  const viewer = useViewer();
  const acting = useLateActorSelector(
    SYSTEM_IDS.businessProfile,
    (s: BusinessProfileSnapshot) => selectActingProfileId(s),
    null,
  );
  return profileFace({
    viewed: user,
    viewerId: viewer.id,
    effectiveId: viewer.isPartner ? acting : null,
  });
}

/** The owner's details: merchant id, scheduled pins and shopping-tool eligibility. */
export function OwnerDetails({ face }: { face: ProfileFace }) {
  if (!face.owner) return null;
  return (
    <ul className={styles.subtitle} aria-label={OWNER_DETAILS_LABEL}>
      <li>{merchantIdText(face.owner.merchantId)}</li>
      <li>{scheduledPinsText(face.owner.scheduledPinCount)}</li>
      <li>{shoppingToolText(face.owner.shoppingTool)}</li>
    </ul>
  );
}
