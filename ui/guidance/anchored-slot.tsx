// A placement inside its anchor (the header's search field and avatar, the closeup's Save button;
// spec 2 section 2): the placement's code and the root's late actors load after the first paint,
// so the first paint carries only this wrapper (docs/decisions/027).
import { lazy, Suspense } from 'react';
import { loadPinLogic } from '../../runtime/system';

const Placement = lazy(() =>
  Promise.all([import('./placement'), loadPinLogic()]).then(([m]) => ({ default: m.Placement })),
);

export function AnchoredSlot({ id }: { id: number }) {
  return (
    <Suspense fallback={null}>
      <Placement id={id} />
    </Suspense>
  );
}
