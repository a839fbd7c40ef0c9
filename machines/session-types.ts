// The session's shapes (machines/session.machine.ts): the signed-in user as it is kept, what is
// stored, the login prompt, and what the machine is started with, keeps, accepts and emits.
import type { GatedAction } from '../domain/guidance';
import type { StoredSession } from '../domain/session-store';
import type { Device, User, ViewerKind } from '../domain/types';

/** What the session writes to storage and reads back on start (domain/session-store.ts). */
export type { StoredSession };

/** The signed-in user as the session keeps it (a subset of the fixture user). */
export type SessionUser = Pick<
  User,
  | 'id'
  | 'username'
  | 'fullName'
  | 'firstName'
  | 'imageMediumUrl'
  | 'isPartner'
  | 'isEmployee'
  | 'country'
  | 'createdAt'
  | 'saveBehavior'
  | 'boardCount'
> &
  /** should_show_messaging (spec 3 section 3), where the account was loaded with it. */
  Partial<Pick<User, 'shouldShowMessaging' | 'onboardingPending'>>;

/** An open login prompt: the gated action (its texts are `loginPromptTexts` in domain/guidance). */
export interface LoginPrompt {
  action: GatedAction;
  /** Route to return to after logging in, when the caller gives one. */
  next: string | null;
}

export interface SessionContext {
  user: SessionUser | null;
  /** A viewer kind chosen in the dev toolbar; null means derived from the user. */
  kindOverride: ViewerKind | null;
  device: Device;
  country: string;
  /** The locale numbers and dates are shown in (spec 3 section 9). */
  locale: string;
  loginPrompt: LoginPrompt | null;
  /** The user id being signed in. */
  pendingUserId: string | null;
  signInError: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; userId: string }
  | { type: 'session.signOut' }
  | { type: 'viewer.setKind'; kind: ViewerKind | null }
  | { type: 'viewer.setDevice'; device: Device }
  | { type: 'viewer.setCountry'; country: string }
  | { type: 'viewer.setLocale'; locale: string }
  | { type: 'user.changed'; changes: Partial<SessionUser> }
  | { type: 'loginPrompt.open'; action: GatedAction; next?: string | null }
  | { type: 'loginPrompt.close' };

export type SessionEmitted =
  { type: 'session.signedIn'; userId: string } | { type: 'session.signedOut' };

export interface SessionInput {
  device?: Device;
  country?: string;
  locale?: string;
}

/** Events the storage actor receives. */
export type SessionStorageEvent = { type: 'session.persist'; stored: StoredSession };
