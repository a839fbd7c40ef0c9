// The element of this shell marked `data-slot="<name>"`, followed as pages come and go (a
// closeup's slot appears once its chunk has loaded). The shell is the marker's nearest
// `[data-device]` element: the scenario player's page holds a second shell around the live app.
import { useEffect, useState } from 'react';

export function useShellSlot(marker: HTMLElement | null, name: string): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const shell = marker?.closest('[data-device]');
    if (!shell) return undefined;
    const find = () => setSlot(shell.querySelector<HTMLElement>(`[data-slot="${name}"]`));
    find();
    const observer = new MutationObserver(find);
    observer.observe(shell, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [marker, name]);
  return slot;
}
