// Home feed (`/` and `/homefeed/`): the AuthHomefeed surface (spec 1 section 2).
import { useViewer } from '../app/viewer';
import { PinGrid } from '../feed/pin-grid';
import { useFeed } from '../feed/use-feed';

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
      <HomeFeed key={viewer.id ?? 'logged-out'} />
    </main>
  );
}
