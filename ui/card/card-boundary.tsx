// An error in one card stays in that card (spec 1 section 8 render errors): the boundary around
// each card reports the error to the root's analytics actor and renders nothing in its place, so
// its neighbours keep working.
import { Component, type ReactNode } from 'react';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { getActorBySystemId } from '../../runtime/system';

/** Reports a card that failed to render, as an analytics event from `card.<pinId>`. */
export function reportCardError(pinId: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  getActorBySystemId(SYSTEM_IDS.analytics)?.send({
    type: 'analytics.record',
    source: `card.${pinId}`,
    event: { type: 'card.renderFailed', pinId, message },
  });
}

export class CardBoundary extends Component<
  { pinId: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportCardError(this.props.pinId, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
