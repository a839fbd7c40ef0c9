// The mobile deep link on every route (spec 3 section 4 "Mobile deep link"), fetched after the
// first paint: on mobile, the app upsell in the top bar's slot ("Open in app", dismissible; it
// shows again 14 base units later, docs/decisions/054), and the app-open modal whenever the
// deep-link actor opens it (from the top bar or the closeup's own button).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createPortal } from 'react-dom';
import { APP_OPEN_TEXT } from '../../domain/deep-link';
import type { DeepLinkEmitted, DeepLinkSnapshot } from '../../machines/deep-link.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActor, useLateActorSelector } from '../app/late-actor';
import { useViewer } from '../app/viewer';
import { CLOSEUP_OPEN_IN_APP_SLOT, OPEN_IN_APP_SLOT } from '../shell/open-in-app-slot';
import { useShellSlot } from './use-shell-slot';
import { AppOpenModal } from './app-open-modal';
import { Arbitrated } from '../arbiter/arbitrated';
import { TAPPED_MODAL_PRIORITY } from '../arbiter/priorities';
import { OpenInAppButton } from './open-in-app-button';
import styles from './deep-link.module.css';

// Read here rather than with the machine's selectors, so this chunk does not carry the machine
// (it comes with the page logic).
const selectModal = (s: DeepLinkSnapshot) => s.matches({ ready: { link: 'modal' } });
const selectOldAndroid = (s: DeepLinkSnapshot) => s.context.handoff?.oldAndroid === true;
const selectUpsell = (s: DeepLinkSnapshot) => s.matches({ ready: { upsell: 'shown' } });

export function DeepLinkHost() {
  const actor = useLateActor(SYSTEM_IDS.deepLink);
  const id = SYSTEM_IDS.deepLink;
  const modal = useLateActorSelector<DeepLinkSnapshot, boolean>(id, selectModal, false);
  const oldAndroid = useLateActorSelector<DeepLinkSnapshot, boolean>(id, selectOldAndroid, false);
  const upsell = useLateActorSelector<DeepLinkSnapshot, boolean>(id, selectUpsell, false);
  const { device } = useViewer();
  const navigate = useNavigate();
  // The scenario player's own page (a shell around the live app) neither shows nor moves: the
  // live app's shell, at the scenario's path, does.
  const playerPage = useLocation().pathname.startsWith('/scenarios');
  useEffect(() => {
    if (!actor || playerPage) return undefined;
    const subscription = actor.on('deepLink.opened', (event: DeepLinkEmitted) => {
      if (event.type === 'deepLink.opened') void navigate(event.to);
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, playerPage]);
  // The slot of this shell's top bar (the scenario player's page holds a second shell).
  const [marker, setMarker] = useState<HTMLElement | null>(null);
  const slot = useShellSlot(marker, OPEN_IN_APP_SLOT);
  const closeupSlot = useShellSlot(marker, CLOSEUP_OPEN_IN_APP_SLOT);
  if (playerPage) return null;
  return (
    <>
      <span ref={setMarker} hidden />
      {slot && device === 'mobile' && upsell
        ? createPortal(
            <span className={styles.upsell}>
              <OpenInAppButton />
              <button
                type="button"
                className={styles.dismiss}
                aria-label={APP_OPEN_TEXT.dismissUpsell}
                onClick={() => actor?.send({ type: 'upsell.dismiss' })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </span>,
            slot,
          )
        : null}
      {closeupSlot && device === 'mobile'
        ? createPortal(<OpenInAppButton className={styles.closeupOpen} />, closeupSlot)
        : null}
      {modal && actor ? (
        // A modal answering a tap: it asks the screen's arbiter, before the server's modals.
        <Arbitrated id="deepLink.appOpen" kind="modal" priority={TAPPED_MODAL_PRIORITY}>
          <AppOpenModal
            oldAndroid={oldAndroid}
            onOpenApp={() => actor.send({ type: 'deepLink.openApp' })}
            onClose={() => actor.send({ type: 'deepLink.close' })}
          />
        </Arbitrated>
      ) : null}
    </>
  );
}
