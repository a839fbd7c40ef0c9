// The share button of a pin (spec 3 section 2 "Share/send button on a pin"): small enough for the
// card on the home page's first paint. Everything else (the machine, the send flyout, the
// messages, the upsell) is a chunk fetched when the button is pressed, with 'Loading sharing'
// meanwhile; the closeup, which shows the app-icon upsell, fetches it as the button shows.
import { lazy, Suspense, useRef, useState } from 'react';
import { LOADING_SHARING_TEXT, SHARE_TEXT } from '../../domain/card-texts';
import { ShareIcon } from '../card/hover-icons';

const loadControls = () => import('./share-controls');
const ShareControls = lazy(loadControls);

export function ShareButton({
  pinId,
  className,
  upsell = false,
}: {
  pinId: string;
  className?: string;
  /** Where the app-icon upsell may show (the closeup): the controls load with the button. */
  upsell?: boolean;
}) {
  // Whether the person has pressed it: the controls' chunk is wanted from then on.
  const [pressed, setPressed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={SHARE_TEXT}
        onClick={() => {
          setPressed(true);
          void loadControls().then((m) => m.openShare(pinId));
        }}
      >
        <ShareIcon />
      </button>
      {pressed || upsell ? (
        <Suspense
          fallback={
            pressed ? (
              <span role="status" aria-label={LOADING_SHARING_TEXT} aria-busy="true" />
            ) : null
          }
        >
          <ShareControls
            pinId={pinId}
            upsell={upsell}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
