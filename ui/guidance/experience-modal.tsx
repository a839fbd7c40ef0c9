// The experience-driven modal (spec 2 section 4 "Modal"; section 2: 540x363 on desktop, 320x215
// on mobile, margins 24, fallback colour rgb(111, 91, 77), an image or a video as its media). The
// modal machine, the page actor `placement.<id>`, decides when it shows; this view renders it as
// a native <dialog>: focus moves in, Escape dismisses, focus returns.
import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import {
  MODAL_CLOSE_LABEL,
  MODAL_MARGIN,
  MODAL_SIZE,
  modalDisplay,
  type ModalDisplay,
  type ModalMedia,
} from '../../domain/experience-display';
import { completeNavigates } from '../../domain/experiences';
import { linkAttributes } from '../../domain/url';
import { selectModalShown } from '../../machines/experience-modal.machine';
import { placementActorId } from '../../machines/page-kinds';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import { useViewer } from '../app/viewer';
import { Icon } from '../shell/icon';
import { openModal } from '../shell/open-modal';
import type { RendererProps } from './renderer-props';
import { useDisplayed } from './use-displayed';
import { Arbitrated } from '../arbiter/arbitrated';
import styles from './experience-modal.module.css';

type ModalRef = PageActorRef<'experienceModal'>;

/** A modal experience of a placement: nothing until its delay is up, then the dialog. */
export function ExperienceModal({ experience, experiences }: RendererProps) {
  const { device } = useViewer();
  const display = modalDisplay(experience.display_data, device);
  if (!display) return null;
  return (
    <ModalWithActor
      experience={experience}
      experiences={experiences}
      display={display}
      device={device}
    />
  );
}

function ModalWithActor({
  experience,
  experiences,
  display,
  device,
}: RendererProps & { display: ModalDisplay; device: 'desktop' | 'mobile' }) {
  const modal = usePageActor(
    placementActorId(experience.placement_id),
    'experienceModal',
    {
      placementId: experience.placement_id,
      experienceId: experience.experience_id,
      delayMs: display.delayMs,
    },
    experience.experience_id,
  );
  const shown = useSelector(modal, (s) => s !== undefined && selectModalShown(s));
  if (!modal || !shown) return null;
  // Its delay is up: it asks the screen's arbiter, and waits its turn (decision 082).
  return (
    <Arbitrated id={placementActorId(experience.placement_id)} kind="modal">
      <ModalDialog
        modal={modal}
        experience={experience}
        experiences={experiences}
        display={display}
        device={device}
      />
    </Arbitrated>
  );
}

function Media({
  media,
  size,
}: {
  media: ModalMedia | null;
  size: { width: number; height: number };
}) {
  const { color } = media ?? { color: undefined };
  const style: CSSProperties = { aspectRatio: `${size.width} / ${size.height}` };
  return (
    <div
      className={styles.media}
      style={{ ...style, background: color ?? undefined }}
      data-modal-media
    >
      {media?.kind === 'image' ? (
        <img src={media.url} alt={media.alt} width={media.width} height={media.height} />
      ) : null}
      {media?.kind === 'video' ? (
        <video src={media.url} poster={media.poster || undefined} muted autoPlay loop playsInline />
      ) : null}
    </div>
  );
}

function ModalDialog({
  modal,
  experience,
  experiences,
  display,
  device,
}: RendererProps & { modal: ModalRef; display: ModalDisplay; device: 'desktop' | 'mobile' }) {
  useDisplayed(experiences, experience);
  const heading = useId();
  const size = MODAL_SIZE[device];
  const complete = () => modal.send({ type: 'modal.complete' });
  const dismiss = () => modal.send({ type: 'modal.dismiss' });
  // Experience 507054 disables navigation when completed: its button only completes it.
  const url = completeNavigates(experience.experience_id) ? display.complete.url : '';
  const attributes = linkAttributes({ url, appHost: window.location.host });
  return (
    <dialog
      ref={openModal}
      className={styles.modal}
      style={{ width: size.width + 2 * MODAL_MARGIN, padding: MODAL_MARGIN }}
      aria-labelledby={heading}
      data-experience-modal={experience.placement_id}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={MODAL_CLOSE_LABEL}
        onClick={dismiss}
      >
        <Icon name="close" size={16} />
      </button>
      <Media media={display.media} size={size} />
      <h2 id={heading} className={styles.title}>
        {display.title}
      </h2>
      <p className={styles.body}>{display.body}</p>
      <div className={styles.actions}>
        {display.dismiss ? (
          <button type="button" className={styles.secondary} onClick={dismiss}>
            {display.dismiss.text}
          </button>
        ) : null}
        {url === '' ? (
          <button type="button" className={styles.primary} onClick={complete}>
            {display.complete.text}
          </button>
        ) : attributes.target ? (
          <a className={styles.primary} href={url} {...attributes} onClick={complete}>
            {display.complete.text}
          </a>
        ) : (
          <Link className={styles.primary} to={url} onClick={complete}>
            {display.complete.text}
          </Link>
        )}
      </div>
    </dialog>
  );
}
