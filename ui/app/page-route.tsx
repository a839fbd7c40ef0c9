// A route's page in a chunk of its own, shown with the Loading state until it has arrived.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from '../shell/states';
import { codeArriving, loadPinLogic } from '../../runtime/system';

/**
 * A page of its own chunk. It waits for the per-pin logic too (already loading since start), so
 * a page can spawn save and favorite actors as soon as it renders.
 */
export function page(
  load: () => Promise<{ default: ComponentType }>,
  /** The chunk when it has arrived ahead (the closeup's, fetched by a hovered card): no fallback. */
  loaded?: () => { default: ComponentType } | null,
): ReactNode {
  const Page = lazy(() =>
    codeArriving(Promise.all([load(), loadPinLogic()])).then(([module]) => module),
  );
  const Shown = () => {
    const Ready = loaded?.()?.default;
    return Ready ? <Ready /> : <Page />;
  };
  return (
    <Suspense fallback={<Loading />}>
      <Shown />
    </Suspense>
  );
}
