// Whether the app is laid out narrow (480 px or less): a phone's screen, a window that narrow, or
// the mobile column the viewer form lays out on a wider screen. Floating surfaces are bottom
// sheets there (ui/shell/sheet.module.css, decision 097). The window's width is read as it
// changes, so a window narrowed past the limit turns a bubble into a sheet.
import { useSyncExternalStore } from 'react';
import { isNarrowLayout } from '../../domain/layout';
import { useViewer } from '../app/viewer';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const narrowWindow = () => isNarrowLayout(window.innerWidth);

export function useNarrowLayout(): boolean {
  const { device } = useViewer();
  const narrow = useSyncExternalStore(subscribe, narrowWindow, () => false);
  return device === 'mobile' || narrow;
}
