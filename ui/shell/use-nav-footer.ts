// The nav footer's height on this screen (domain/layout.ts): 64 signed in, 52 otherwise, 0 when
// hidden: off a narrow layout (the footer is a phone's), while the local state hides it, or in a
// window under 160 px high, where only the header is drawn. Read again as the window changes.
import { useSelector } from '@xstate/react';
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

export function useNavFooterHeight(): number {
  const narrow = useNarrowLayout();
  const visible = useSelector(getEntityStore(), selectNavFooterVisible);
  const short = useSyncExternalStore(subscribe, headerOnly, () => false);
  const signedIn = useSessionUser() !== null;
  return navFooterHeight({ signedIn, hidden: !narrow || !visible || short });
}
