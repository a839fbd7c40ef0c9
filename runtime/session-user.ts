// The session's user, read from the user resource: what the session keeps of it, the same at sign-in
// and at every refresh.
import type { User } from '../domain/types';
import type { SessionUser } from '../machines/session-types';

export function sessionUserOf(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    firstName: user.firstName,
    ...(user.imageMediumUrl ? { imageMediumUrl: user.imageMediumUrl } : {}),
    isPartner: user.isPartner,
    isEmployee: user.isEmployee,
    country: user.country,
    createdAt: user.createdAt,
    saveBehavior: user.saveBehavior,
    boardCount: user.boardCount,
    shouldShowMessaging: user.shouldShowMessaging,
    onboardingPending: user.onboardingPending,
  };
}
