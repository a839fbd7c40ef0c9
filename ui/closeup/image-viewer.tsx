// The closeup's image viewer (spec 3 section 2: "#imgViewer hash opens an image viewer"). The
// address is the state (decision 059): the viewer is open while the hash is `#imgViewer`. Opening
// pushes a history entry with the hash, so Back closes the viewer and Forward opens it again; a
// link with the hash opens it on arrival. Closing goes back to the entry it was opened from, or,
// when the page was entered with the hash, drops the hash in place. The entry with the hash names
// the page's entry, so the page's feeds stay as they were (use-feed.ts).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IMAGE_VIEWER_HASH, IMAGE_VIEWER_TEXT, isImageViewerHash } from '../../domain/image-viewer';
import type { ImageRef } from '../../domain/types';
import { pageEntryOf } from '../feed/use-feed';
import { Icon } from '../shell/icon';
import { VisuallyHidden } from '../shell/states';
import closeupStyles from './closeup.module.css';
import styles from './image-viewer.module.css';

type ViewerState = Record<string, unknown> & { pageEntry?: string; openedViewer?: boolean };

/** Whether the viewer is open, and how to open and close it through the address. */
export function useImageViewer() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as ViewerState;
  const open = isImageViewerHash(location.hash);
  const at = (hash: string) => ({ pathname: location.pathname, search: location.search, hash });
  const show = () => {
    if (open) return;
    void navigate(at(IMAGE_VIEWER_HASH), {
      state: { ...state, pageEntry: pageEntryOf(location), openedViewer: true },
    });
  };
  const close = () => {
    if (!open) return;
    if (state.openedViewer) void navigate(-1);
    else void navigate(at(''), { replace: true, state: { ...state, pageEntry: location.key } });
  };
  return { open, show, close };
}

function ImageViewerDialog({
  image,
  alt,
  onClose,
}: {
  image: ImageRef;
  alt: string;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // The close button is the dialog's one control: focus stays on it.
      e.preventDefault();
      closeRef.current?.focus();
    }
  };
  return (
    <div
      className={styles.backdrop}
      role="presentation"
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={IMAGE_VIEWER_TEXT.title}
      >
        <img
          className={styles.image}
          src={image.url}
          alt={alt}
          width={image.width}
          height={image.height}
        />
        <button
          ref={closeRef}
          type="button"
          className={`${closeupStyles.lens} ${styles.close}`}
          aria-label={IMAGE_VIEWER_TEXT.close}
          onClick={onClose}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </div>
  );
}

/**
 * The closeup's still image as a button that opens the viewer on `largest`; the viewer itself
 * while the address says so. Focus comes back to the image when the viewer closes.
 */
export function ViewableImage({
  shown,
  largest,
  alt,
}: {
  shown: ImageRef;
  largest: ImageRef | null;
  alt: string;
}) {
  const { open, show, close } = useImageViewer();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button ref={buttonRef} type="button" className={styles.open} onClick={show}>
        <img src={shown.url} alt={alt} width={shown.width} height={shown.height} />
        <VisuallyHidden>{IMAGE_VIEWER_TEXT.open}</VisuallyHidden>
      </button>
      {open ? <ImageViewerDialog image={largest ?? shown} alt={alt} onClose={close} /> : null}
    </>
  );
}
