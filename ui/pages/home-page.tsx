// Home feed (`/` and `/homefeed/`): the AuthHomefeed surface (spec 1 section 2), with the band
// its hero banner (placement 11, spec 2 section 2) fills, kept from the first paint so a hero that
// comes after the feed never moves it.
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { isBot } from '../../domain/viewer-kind';
import { loadPinLogic } from '../../runtime/system';
import { useViewer } from '../app/viewer';
import band from '../guidance/hero-band.module.css';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';

const HeroBand = lazy(() =>
  Promise.all([import('../guidance/hero-band'), loadPinLogic()]).then(([m]) => ({
    default: m.HeroBand,
  })),
);

function HomeFeed() {
  const feed = useFeed({ kind: 'home' });
  return (
    <PinGrid
      feed={feed}
      surface="AuthHomefeed"
      label="Home feed"
      empty={{
        title: 'Your home feed is empty',
        body: 'Search for ideas and save Pins to fill it.',
      }}
    />
  );
}

export function HomePage() {
  const viewer = useViewer();
  // The band's code (and the late logic it brings) is asked once the feed's first page has been:
  // the feed's layout effect runs first, and this one draws the band before anything is painted
  // (docs/decisions/113).
  const [bandAsked, askBand] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- after the feed's effect, before paint
  useLayoutEffect(() => askBand(true), []);
  const bandPlace = <div className={band.band} data-hero-band />;
  // The feed is decorated per viewer (saved and favorite state): a new viewer gets a new feed.
  return (
    <main>
      <h1
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        Home feed
      </h1>
      {isBot(viewer) ? null : bandAsked ? (
        <Suspense fallback={bandPlace}>
          <HeroBand />
        </Suspense>
      ) : (
        bandPlace
      )}
      <HomeFeed key={viewer.id ?? 'logged-out'} />
    </main>
  );
}
