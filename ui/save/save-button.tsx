// <SaveButton pin={pin} surface? />: the red pill Save / Saved of spec 1 section 4. Which button a
// viewer gets follows the domain rule `saveButtonType` (classic one-tap save to profile, inline
// board picker for save_behavior 1, promote on a partner's own board pin, none). Signed-out
// visitors: on mobile web the tap is held as a signed-out save (at most 2; a third opens the login
// prompt); on desktop the tap opens the login prompt (spec 1 sections 1 and 2, spec 2 section 6).
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router';
import type { LogView } from '../../domain/log-view';
import { logViewOf } from '../../domain/log-view-path';
import { isNewUser } from '../../domain/outbound';
import { saveButtonType } from '../../domain/permissions';
import { pinIdFromPath } from '../../domain/pin-path';
import type { Pin } from '../../domain/types';
import type { PinSeed } from '../../machines/app-root';
import { selectSaveButtonHidden } from '../../machines/signed-out-saves.machine';
import { selectSessionBusy, selectViewerKind } from '../../machines/session.machine';
import { getSessionActor, getSignedOutSavesActor } from '../../runtime/system';
import { usePinActor } from '../app/pin-actor';
import { OneTapSaveButton } from './one-tap-save-button';
import { pinSeed } from './pin-seed';
import { SaveFlowButton } from './save-flow-button';
import { SavePill } from './save-pill';
import { SignedOutSaveButton } from './signed-out-save-button';
import styles from './save-pill.module.css';

export interface SaveButtonProps {
  pin: Pin;
  /** The surface hosting the pin (spec 1 section 2), e.g. 'AuthHomefeed', 'Closeup'. */
  surface?: string;
}

/** Where a partner promotes their own pin (spec 3 section 2, builder routes). */
const PROMOTE_ROUTE = '/advertiser/quick-promote';

/** When the app was opened: "new user" (created within 28 days) is judged against it. */
const OPENED_AT = Date.now();

export function SaveButton({ pin, surface }: SaveButtonProps) {
  const session = getSessionActor();
  const kind = useSelector(session, selectViewerKind);
  const viewerId = useSelector(session, (s) => s.context.user?.id ?? null);
  const isPartner = useSelector(session, (s) => s.context.user?.isPartner ?? false);
  const saveBehavior = useSelector(session, (s) => s.context.user?.saveBehavior ?? null);
  const device = useSelector(session, (s) => s.context.device);
  const createdAt = useSelector(session, (s) => s.context.user?.createdAt ?? null);
  const sessionBusy = useSelector(session, selectSessionBusy);
  const location = useLocation();
  // The rule asks about the route: any pin on a closeup page (the pin or its related pins).
  const isCloseup = surface === 'Closeup' || pinIdFromPath(location.pathname) !== null;
  // Where the pin is shown: the view its repin is logged with (spec 1 section 7).
  const view = logViewOf({ surface, pathname: location.pathname, pin });

  const type = saveButtonType({
    pin,
    viewer: { kind, id: viewerId, isPartner },
    saveBehavior,
  });

  if (sessionBusy) {
    // Who is looking is not known yet (the stored session is being restored): hold the place.
    return <SavePill label="Save" busy inert onPress={() => undefined} />;
  }
  if (viewerId === null) {
    if (device === 'desktop') {
      return (
        <SavePill
          label="Save"
          onPress={() => session.send({ type: 'loginPrompt.open', action: 'save' })}
        />
      );
    }
    return <HeldSaveButton pin={pin} surface={surface ?? null} isCloseup={isCloseup} />;
  }
  switch (type) {
    case 'none':
      return null;
    case 'promote':
      return (
        <Link className={`${styles.pill} ${styles.secondaryPill}`} to={PROMOTE_ROUTE}>
          Promote
        </Link>
      );
    case 'inline':
      return (
        <HeldSaveFlowButton
          pin={pin}
          view={view}
          seed={pinSeed(pin, {
            surface: surface ?? null,
            isNewUser: isNewUser({ createdAt, now: OPENED_AT }),
            view,
          })}
        />
      );
    case 'classic':
      return (
        <HeldOneTapSaveButton
          pin={pin}
          view={view}
          surface={surface ?? null}
          seed={pinSeed(pin, { surface: surface ?? null, view })}
        />
      );
  }
}

/** The Save in the moment before its actor is mounted (never painted): the same pill, inert. */
const PlaceholderPill = () => <SavePill label="Save" busy inert onPress={() => undefined} />;

/**
 * The card places its saved indicator once a pin is saved; the indicator's actor must already be
 * there when the save lands, so it shows 'Saved!' and switches after 950 ms: the Save holds it.
 */
function useSavedIndicatorHeld(pin: Pin): void {
  usePinActor(pin.id, 'savedIndicator', pinSeed(pin));
}

function HeldSaveFlowButton({ pin, view, seed }: { pin: Pin; view: LogView; seed: PinSeed }) {
  useSavedIndicatorHeld(pin);
  const actor = usePinActor(pin.id, 'save', seed);
  return actor ? <SaveFlowButton view={view} actor={actor} /> : <PlaceholderPill />;
}

function HeldOneTapSaveButton({
  pin,
  view,
  surface,
  seed,
}: {
  pin: Pin;
  view: LogView;
  surface: string | null;
  seed: PinSeed;
}) {
  useSavedIndicatorHeld(pin);
  const actor = usePinActor(pin.id, 'oneTapSave', seed);
  return actor ? (
    <OneTapSaveButton actor={actor} surface={surface} view={view} />
  ) : (
    <PlaceholderPill />
  );
}

function HeldSaveButton({
  pin,
  surface,
  isCloseup,
}: {
  pin: Pin;
  surface: string | null;
  isCloseup: boolean;
}) {
  // Both actors come with the logic loaded after the first paint, which this button's chunk may
  // beat: the pin's actor waits for it (Suspense), and the held saves are there once it has come.
  const oneTap = usePinActor(pin.id, 'oneTapSave', pinSeed(pin, { surface }));
  const held = getSignedOutSavesActor();
  const hidden = useSelector(held, (s) => selectSaveButtonHidden(s, isCloseup));
  if (hidden) return null;
  if (!oneTap) return <PlaceholderPill />;
  return <SignedOutSaveButton held={held} pinId={pin.id} oneTap={oneTap} />;
}
