// A person's small round picture, or the first letter of their name when they have none.
import type { UserRef } from '../../domain/types';
import styles from '../pages/page.module.css';

export function SmallAvatar({ user }: { user: UserRef }) {
  return (
    <span className={styles.smallAvatar} aria-hidden="true">
      {user.imageMediumUrl ? (
        <img src={user.imageMediumUrl} alt="" width={48} height={48} />
      ) : (
        (user.fullName.trim() || user.username).charAt(0).toUpperCase()
      )}
    </span>
  );
}
