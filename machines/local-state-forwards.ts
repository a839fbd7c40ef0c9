// What the root forwards to the logged-out local state (machines/local-state.machine.ts): the
// viewer's sign-in and sign-out, and a logged-out visitor's followed outside link, which adds a
// clickthrough pin (spec 3 section 4 "Logged-out local state": ADD clickthrough pin).
import type { AnyEventObject } from 'xstate';
import type { ClickthroughPin } from '../domain/local-state-store';
import type { LocalStateEvent } from './local-state-types';
import { SYSTEM_IDS } from './system-ids';

export function localStateForwards(
  from: string,
  emitted: AnyEventObject,
): [string, LocalStateEvent][] {
  if (from === SYSTEM_IDS.session) {
    if (emitted.type === 'session.signedIn')
      return [[SYSTEM_IDS.localState, { type: 'session.signedIn' }]];
    if (emitted.type === 'session.signedOut')
      return [[SYSTEM_IDS.localState, { type: 'session.signedOut' }]];
    return [];
  }
  const { clickthrough } = emitted as { clickthrough?: ClickthroughPin };
  if (emitted.type !== 'outbound.followed' || !clickthrough) return [];
  return [[SYSTEM_IDS.localState, { type: 'localState.clickthrough', pin: clickthrough }]];
}
