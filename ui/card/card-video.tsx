// A card's video, played while the card is active (hovered or focused, spec 1 section 4), one
// organic video at a time and never while the app is away (spec 3 section 4 "App UI state"). Its
// own chunk: a card shows its picture until it is first played.
import { useAppVideo } from './app-video';
import styles from './pin-card.module.css';

export default function CardVideo({
  pinId,
  promoted,
  url,
  poster,
  label,
}: {
  pinId: string;
  promoted: boolean;
  url: string;
  poster: string;
  label: string;
}) {
  const { attach, onPlay, onPause } = useAppVideo(pinId, promoted, true);
  return (
    <video
      ref={attach}
      className={styles.video}
      src={url}
      poster={poster}
      autoPlay
      muted
      loop
      playsInline
      aria-label={label}
      onPlay={onPlay}
      onPause={onPause}
    />
  );
}
