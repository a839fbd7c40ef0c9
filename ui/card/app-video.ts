// A video as the app UI state sees it (spec 3 section 4 "App UI state", machines/app-ui.machine.ts):
// its plays and pauses go to the `appUi` actor, and it is paused whenever that actor says it may
// not play (another organic video plays, or the app lost focus). Used by the card's hover video and
// the closeup's video.
import { useCallback } from 'react';
import { selectAutoplays, selectMayPlay, type AppUiSnapshot } from '../../machines/app-ui.machine';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { useLateActorSelector } from '../app/late-actor';
import { getActorBySystemId } from '../../runtime/system';

function tell(event: { type: 'video.play' | 'video.pause' } & Record<string, unknown>): void {
  getActorBySystemId(SYSTEM_IDS.appUi)?.send(event);
}

export function useAppVideo(pinId: string, promoted: boolean, autoPlay: boolean) {
  const mayPlay = useLateActorSelector<AppUiSnapshot, boolean>(
    SYSTEM_IDS.appUi,
    (s) => selectMayPlay(s, pinId, promoted),
    true,
  );
  // Video autoplay: only with the app's autoplay flag on (off with reduced motion asked for).
  const autoplays = useLateActorSelector<AppUiSnapshot, boolean>(
    SYSTEM_IDS.appUi,
    (s) => selectAutoplays(s, pinId, promoted),
    true,
  );
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return undefined;
      if (!mayPlay) video.pause();
      else if (autoPlay && autoplays && video.paused) void video.play().catch(() => undefined);
      // A video leaving the page stops playing: its entry is paused at its time.
      return () => tell({ type: 'video.pause', pinId, currentTime: video.currentTime });
    },
    [mayPlay, autoPlay, autoplays, pinId],
  );
  return {
    attach,
    onPlay: (event: { currentTarget: HTMLVideoElement }) => {
      const video = event.currentTarget;
      tell({ type: 'video.play', pinId, promoted, currentTime: video.currentTime });
      // A play the app UI state ignored (another organic video plays, or the app is away) stops.
      const appUi = getActorBySystemId(SYSTEM_IDS.appUi);
      if (appUi && !selectMayPlay(appUi.getSnapshot() as AppUiSnapshot, pinId, promoted))
        video.pause();
    },
    onPause: (event: { currentTarget: HTMLVideoElement }) =>
      tell({ type: 'video.pause', pinId, currentTime: event.currentTarget.currentTime }),
  };
}
