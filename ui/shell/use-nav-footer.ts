// The nav footer's height on this screen (domain/layout.ts): 64 signed in, 52 otherwise, 0 when
// hidden: off a narrow layout (the footer is a phone's), while the local state hides it, or in a
// window under 160 px high, where only the header is drawn; and while a surface of the floating
// slot (the app upsell, the home feed's callouts, the board tip) has the screen: the footer yields
// the screen's bottom to it, as the arbiter gives it. Read again as the window changes.
import { useSelector } from '@xstate/react';
import { VIEW_PLACEMENTS } from '../../domain/callouts';
import { HOME_PLACEMENTS } from '../../domain/constants';
import type { ScreenArbiterView } from '../../machines/screen-arbiter-select';
import { absent } from '../app/late-actor';
import { useScreenArbiter } from '../arbiter/arbitrated';
import { useSyncExternalStore } from 'react';
import { navFooterHeight, usesHeaderOnlyFooter } from '../../domain/layout';
import { selectNavFooterVisible } from '../../machines/entity-store-select';
import { getEntityStore } from '../../runtime/system';
import { useSessionUser } from '../app/viewer';
import { useNarrowLayout } from './use-narrow-layout';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const headerOnly = () => usesHeaderOnlyFooter(window.innerHeight);

/** The floating slot's surfaces, as they ask the arbiter (`placement.<id>#<n>`, ui/arbiter). */
const FLOATING = new Set(
  [
    VIEW_PLACEMENTS.floatingUpsell,
    VIEW_PLACEMENTS.metricsBanner,
    VIEW_PLACEMENTS.boardTip,
    ...HOME_PLACEMENTS,
  ].map((id) => `placement.${id}`),
);
const floats = (s: ScreenArbiterView | undefined): boolean =>
  s !== undefined &&
  s.context.shown.some((surface) => FLOATING.has(surface.id.split('#')[0] ?? ''));

export function useNavFooterHeight(): number {
  const narrow = useNarrowLayout();
  const visible = useSelector(getEntityStore(), selectNavFooterVisible);
  const short = useSyncExternalStore(subscribe, headerOnly, () => false);
  const signedIn = useSessionUser() !== null;
  const arbiter = useScreenArbiter();
  const yields = useSelector(arbiter ?? absent, floats);
  return navFooterHeight({ signedIn, hidden: !narrow || !visible || short || yields });
}
