// Steps of the follow scenarios (spec 3 section 4 "Follow and hide actions"): the page's follow
// actor spawned headless, a tap on its button, and the follow state checked.
import type { FollowInput } from '../machines/follow.machine';
import { followActorId } from '../machines/page-kinds';
import type { ActStep, ExpectStep, SendStep } from './format';

/** The follow actor's system id: `board.<id>.follow`, `interest.<id>.follow`, ... */
export const followActor = (input: Pick<FollowInput, 'kind' | 'id'>): string =>
  followActorId(input.kind, input.id);

/** Headless, the page asks the root for its follow actor (in the browser the page does). */
export function showFollowButton(input: FollowInput, say: string): SendStep {
  return {
    kind: 'send',
    say,
    only: ['headless'],
    to: 'app',
    event: { type: 'page.spawn', systemId: followActor(input), kind: 'follow', input },
  };
}

/** A tap on Follow or Following: a click in the browser, `follow.toggle` headless. */
export function tapFollow(actor: string, name: 'Follow' | 'Following', say: string): ActStep {
  return {
    kind: 'act',
    say,
    action: { do: 'click', target: { role: 'button', name } },
    equivalent: { to: actor, event: { type: 'follow.toggle' } },
  };
}

/** The follow actor's state: following or not. */
export function expectFollowing(actor: string, following: boolean, say: string): ExpectStep {
  return { kind: 'expect', say, check: { actor, path: 'following', equals: following } };
}
