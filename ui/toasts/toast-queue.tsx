// The toast the toasts actor is showing (spec 3 section 2 "Save confirmation toast", spec 3
// section 4 "Quick-save toast"): entering, visible, fading; hovering pauses its timer; the
// action ('Change', 'Organize') is an in-app link. The host keeps its toast above the floating
// surfaces at the screen's bottom (domain/toast-place.ts, decision 097).
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { toastsMachine } from '../../machines/toasts.machine';
import { selectToast } from '../../machines/toasts.machine';
import type { Box } from '../../domain/anchored-side';
import { FLOATING_BOTTOM_SELECTOR, toastBottom } from '../../domain/toast-place';
import type { ScreenArbiterView } from '../../machines/screen-arbiter-select';
import { absent } from '../app/late-actor';
import { useScreenArbiter } from '../arbiter/arbitrated';
import { ToastView } from './toast-view';
import styles from './toast-host.module.css';

export type ToastsRef = ActorRefFrom<typeof toastsMachine>;

const boxOf = (el: Element): Box => {
  const { left, top, width, height } = el.getBoundingClientRect();
  return { left, top, width, height };
};

/** Sets the host's `bottom` above the floating surfaces at the screen's bottom its toast would overlap. */
function keepAbove(host: HTMLElement): void {
  const surfaces = [...document.querySelectorAll(FLOATING_BOTTOM_SELECTOR)]
    .filter((el) => !host.contains(el) && el.getClientRects().length > 0)
    .map(boxOf);
  const bottom = toastBottom({
    toast: boxOf(host),
    surfaces,
    window: { height: window.innerHeight },
  });
  host.style.bottom = `${bottom}px`;
}

/** What the arbiter shows now, as one string: a surface coming or going moves the toast. */
const shownIds = (s: ScreenArbiterView | undefined): string =>
  s === undefined ? '' : s.context.shown.map((surface) => surface.id).join(' ');

export function ToastQueue({ toasts }: { toasts: ToastsRef }) {
  const shown = useSelector(toasts, selectToast);
  const arbiter = useScreenArbiter();
  const onScreen = useSelector(arbiter ?? absent, shownIds);
  const toastId = shown?.toast.id;
  // Placed once it is laid out, before it is painted, and again as the window or a surface under
  // it changes size, and as surfaces come and go. The first placing waits for the frame's own
  // layout (a resize observer's first report comes after it, before the paint): read in the
  // commit, the boxes would make the browser lay out the whole page once more in the frame that
  // answers a press.
  const place = useCallback(
    (host: HTMLDivElement | null) => {
      if (!host || toastId === undefined) return undefined;
      const again = () => keepAbove(host);
      window.addEventListener('resize', again);
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(again);
      if (observer) observer.observe(host);
      else again();
      for (const el of document.querySelectorAll(FLOATING_BOTTOM_SELECTOR)) observer?.observe(el);
      return () => {
        window.removeEventListener('resize', again);
        observer?.disconnect();
      };
    },
    // A surface coming or going (what the arbiter shows) places the toast again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [toastId, onScreen],
  );
  return (
    <div ref={place} className={styles.host} data-testid="toast-host">
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
