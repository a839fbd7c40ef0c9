// The toast the toasts actor is showing (spec 3 section 2 "Save confirmation toast", spec 3
// section 4 "Quick-save toast"): entering, visible, fading; hovering pauses its timer; the
// action ('Change', 'Organize') is an in-app link.
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { toastsMachine } from '../../machines/toasts.machine';
import { selectToast } from '../../machines/toasts.machine';
import { ToastView } from './toast-view';
import styles from './toast-host.module.css';

export type ToastsRef = ActorRefFrom<typeof toastsMachine>;

export function ToastQueue({ toasts }: { toasts: ToastsRef }) {
  const shown = useSelector(toasts, selectToast);
  return (
    <div className={styles.host} data-testid="toast-host">
      {shown ? (
        <ToastView
          key={shown.toast.id}
          headline={shown.toast.headline}
          subline={shown.toast.subline ?? null}
          tone={shown.toast.tone ?? 'confirmation'}
          phase={shown.phase}
          action={shown.toast.action ?? null}
          thumbnailUrl={shown.toast.thumbnailUrl ?? null}
          badgeShown={shown.badgeShown}
          onAction={() => toasts.send({ type: 'toast.action' })}
          onPointerEnter={() => toasts.send({ type: 'toast.pause' })}
          onPointerLeave={() => toasts.send({ type: 'toast.resume' })}
          renderLink={({ href, className, children, onClick }) => (
            <Link to={href} className={className} onClick={onClick}>
              {children}
            </Link>
          )}
        />
      ) : null}
    </div>
  );
}
