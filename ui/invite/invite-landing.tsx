// The invite landing's views (spec 3 section 4 "Invite landing", section 2 "inviter popover" and
// "Shared pin header"), bound to the invite landing actor `invite.<code>.landing`. Loaded on demand
// only when the url carries invite_code (invite-slots.tsx); the landing toast is the toasts
// actor's, shown by the toast host. A failed lookup shows nothing at all (spec 3 section 8).
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  INVITER_POPOVER_BODY,
  INVITER_POPOVER_CLOSE_LABEL,
  inviterName,
  inviterPopoverHeading,
} from '../../domain/invite';
import {
  selectInvite,
  selectInviterPopover,
  selectSharedPinHeader,
  type InviteViewer,
} from '../../machines/invite-landing.machine';
import { inviteLandingActorId } from '../../machines/page-kinds';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import { useSessionBusy, useSessionUser, useViewer } from '../app/viewer';
import { authHref } from '../session/auth-href';
import { Icon } from '../shell/icon';
import styles from './invite-landing.module.css';

/**
 * The landing actor of this code for the current viewer: a sign-in or a device change is a new
 * landing (a new lookup, and the toast or popover that viewer gets).
 */
function useInviteLanding(code: string): PageActorRef<'inviteLanding'> | undefined {
  const viewer = useViewer();
  const user = useSessionUser();
  const landing: InviteViewer = {
    id: viewer.id,
    allowsMessaging: viewer.id !== null && user?.shouldShowMessaging === true,
    device: viewer.device,
  };
  const serves = `${landing.id ?? 'visitor'}:${landing.device}:${landing.allowsMessaging}`;
  return usePageActor(
    inviteLandingActorId(code),
    'inviteLanding',
    { code, viewer: landing },
    serves,
  );
}

/** The sender's avatar, or their initial on a plain disc when they kept the default image. */
function InviterAvatar({ url, name }: { url: string | null; name: string }) {
  if (url === null) {
    return (
      <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
        {[...name][0]?.toUpperCase()}
      </span>
    );
  }
  return <img className={styles.avatar} src={url} alt="" width={40} height={40} />;
}

/** The inviter popover for a logged-out desktop visitor: who invited them, sign up or log in. */
function InviterPopover({ actor }: { actor: PageActorRef<'inviteLanding'> }) {
  const invite = useSelector(actor, selectInvite);
  const open = useSelector(actor, selectInviterPopover);
  const location = useLocation();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actor.send({ type: 'invite.dismiss' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, actor]);
  if (!open || !invite) return null;
  const name = inviterName({ first_name: invite.first_name, full_name: invite.sender?.full_name });
  const next = `${location.pathname}${location.search}`;
  return (
    <section className={styles.popover} role="dialog" aria-labelledby="inviter-popover-heading">
      <div className={styles.head}>
        <InviterAvatar
          url={invite.is_default_image ? null : invite.image_medium_url || null}
          name={name}
        />
        <h2 id="inviter-popover-heading" className={styles.heading}>
          {inviterPopoverHeading(name)}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={INVITER_POPOVER_CLOSE_LABEL}
          onClick={() => actor.send({ type: 'invite.dismiss' })}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
      <p className={styles.body}>{INVITER_POPOVER_BODY}</p>
      <div className={styles.actions}>
        <a className={styles.secondary} href={authHref('/login', next)}>
          Log in
        </a>
        <a className={styles.primary} href={authHref('/signup', next)}>
          Sign up
        </a>
      </div>
    </section>
  );
}

/** The invite landing of `code`: the lookup, and the popover when this viewer gets one. */
export function InviteLanding({ code }: { code: string }) {
  const busy = useSessionBusy();
  // The viewer is known once the session has restored: a returning member is never a visitor.
  if (busy) return null;
  return <InviteLandingFor code={code} />;
}

function InviteLandingFor({ code }: { code: string }) {
  const actor = useInviteLanding(code);
  return actor ? <InviterPopover actor={actor} /> : null;
}

/**
 * The shared pin header on the closeup: the sender's avatar and '{{ name }} shared this idea with
 * you'; omitted when the sender has no first name, the invite shares another pin, or the lookup
 * failed.
 */
export function SharedPinHeader({ code, pinId }: { code: string; pinId: string }) {
  const busy = useSessionBusy();
  if (busy) return null;
  return <SharedPinHeaderFor code={code} pinId={pinId} />;
}

function SharedPinHeaderFor({ code, pinId }: { code: string; pinId: string }) {
  const actor = useInviteLanding(code);
  const header = useSelector(actor, (s) => (s ? selectSharedPinHeader(s) : null));
  if (!header || (header.pinId !== null && header.pinId !== pinId)) return null;
  return (
    <p className={styles.shared} data-testid="shared-pin-header">
      <InviterAvatar url={header.avatarUrl} name={header.text} />
      <span>{header.text}</span>
    </p>
  );
}
