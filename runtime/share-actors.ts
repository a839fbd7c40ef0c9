// The share button's real actors (machines/share.machine.ts, spec 3 section 4 "Sharing"): the
// system share sheet or a copy of the link, the clipboard, the people to send to (the other
// users of GET /v3/users/), the send call (POST /v3/pins/:id/send/, decision 053) and the
// app-icon upsell's own chunk (deps.fetchUpsellIcon). Loaded with the rest of the per-pin logic.
import { fromPromise, type AnyActorRef } from 'xstate';
import type { Api } from '../api/api';
import type { sessionMachine } from '../machines/session.machine';
import { selectViewerId } from '../machines/session.machine';
import type { DefaultShareResult, ShareRecipient, shareMachine } from '../machines/share.machine';
import { SYSTEM_IDS } from '../machines/system-ids';
import type { ActorDeps } from './actor-deps';
import type { SnapshotFrom } from 'xstate';

/** How many people the send flyout lists. */
const RECIPIENTS_SHOWN = 8;

/** Texts copied where there is no browser (the headless scenarios read them back). */
export const copiedHeadless: string[] = [];

function clipboardOf(deps: ActorDeps): NonNullable<ActorDeps['clipboard']> {
  if (deps.clipboard) return deps.clipboard;
  if (typeof navigator !== 'undefined' && typeof window !== 'undefined') {
    return {
      writeText: (text) =>
        navigator.clipboard
          ? navigator.clipboard.writeText(text)
          : Promise.reject(new Error('This browser has no clipboard')),
    };
  }
  return {
    writeText: (text) => {
      copiedHeadless.push(text);
      return Promise.resolve();
    },
  };
}

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

export function provideShare(
  logic: typeof shareMachine,
  api: Api,
  deps: ActorDeps,
): typeof shareMachine {
  const clipboard = clipboardOf(deps);
  return logic.provide({
    actors: {
      // navigator.share where the browser has it (a dismissed sheet is no failure), else a copy.
      shareDefault: fromPromise<DefaultShareResult, { link: string }>(async ({ input }) => {
        if (typeof window !== 'undefined' && typeof navigator.share === 'function') {
          try {
            await navigator.share({ url: input.link });
            return 'shared';
          } catch (error) {
            if (isAbort(error)) return 'cancelled';
            throw error;
          }
        }
        await clipboard.writeText(input.link);
        return 'copied';
      }),
      copyLink: fromPromise<void, { link: string }>(({ input }) => clipboard.writeText(input.link)),
      loadRecipients: fromPromise<ShareRecipient[], { pinId: string }>(
        async ({ signal, system }) => {
          const session = system.get(SYSTEM_IDS.session) as AnyActorRef | undefined;
          const viewerId = session
            ? selectViewerId(session.getSnapshot() as SnapshotFrom<typeof sessionMachine>)
            : null;
          const users = await api.listUsers({ signal });
          return users
            .filter((user) => user.id !== viewerId && user.fullName.trim() !== '')
            .slice(0, RECIPIENTS_SHOWN)
            .map((user) => ({ id: user.id, name: user.fullName, username: user.username }));
        },
      ),
      // Not cancelled when the flyout closes: a send once pressed is the person's.
      sendPin: fromPromise<void, { pinId: string; recipientId: string }>(({ input }) =>
        api.sendPin(input),
      ),
      fetchUpsellIcon: fromPromise<void, { size: number }>(async () => {
        if (typeof window === 'undefined') return;
        await deps.fetchUpsellIcon?.();
      }),
    },
  });
}
