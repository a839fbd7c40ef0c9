// Sharing a pin (spec 3 section 2 "Share/send button on a pin", section 4 "Sharing", section 8
// 'Loading sharing', section 9 "share upsell fetch 4000 ms, upsell animation 5000 ms", "Share
// upsell size 44"). The send call is POST /v3/pins/{id}/send/ (docs/decisions/053).
import { and, assign, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import {
  SHARE_UPSELL_ANIMATION_MS,
  SHARE_UPSELL_FETCH_MS,
  SHARE_UPSELL_SIZE,
} from '../domain/constants';
import { shareAction, showsShareUpsell } from '../domain/share';
import type { ShareOutcome } from '../domain/share';
import type {
  DefaultShareResult,
  ShareContext,
  ShareEvent,
  ShareInput,
  ShareRecipient,
} from './share-types';
import { providedAtRoot } from './provided-at-root';

export type * from './share-types';

const failure = (kind: 'copyFailed' | 'shareFailed'): ShareOutcome => ({ kind });

function reasonOf(error: unknown): string | null {
  const message = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/**
 * One pin's share button. `share.open` opens the send flyout (`share.flyout`, tag `flyout`) for a
 * signed-in desktop viewer; anyone else gets the default handler (`sharing`: the system share
 * sheet where there is one, else a copy of the link). In the flyout, `share.copy` copies the link
 * and `share.send` sends the pin to a listed person (`send`, a region of its own: closing the
 * flyout does not stop it); each ends with a message (`outcome`), shown beside the button once the
 * flyout is closed, and `share.close` (Escape) closes it. `share.shown` in a logged-out or mobile context starts the
 * app-icon upsell: its icon is fetched after 4000 ms (`upsellFetchDelay`), then it animates for
 * 5000 ms (`upsellAnimation`) and stays still.
 */
export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
  },
  actors: {
    shareDefault: providedAtRoot<DefaultShareResult, { link: string }>('shareDefault'),
    copyLink: providedAtRoot<void, { link: string }>('copyLink'),
    loadRecipients: providedAtRoot<ShareRecipient[], { pinId: string }>('loadRecipients'),
    sendPin: providedAtRoot<void, { pinId: string; recipientId: string }>('sendPin'),
    fetchUpsellIcon: providedAtRoot<void, { size: number }>('fetchUpsellIcon'),
  },
  guards: {
    opensFlyout: ({ event }) =>
      event.type === 'share.open' && shareAction(event.viewer) === 'sendFlyout',
    showsUpsell: ({ event }) => event.type === 'share.shown' && showsShareUpsell(event.viewer),
    isListed: ({ context, event }) =>
      event.type === 'share.send' && context.recipients.some((r) => r.id === event.recipientId),
  },
  actions: {
    clearOutcome: assign({ outcome: null }),
    tell: assign((_, outcome: ShareOutcome | null) => ({ outcome })),
    assignRecipients: assign({
      recipients: (_, recipients: ShareRecipient[]) => recipients,
    }),
    assignSendingTo: assign({
      sendingTo: ({ context, event }) =>
        event.type === 'share.send'
          ? (context.recipients.find((r) => r.id === event.recipientId) ?? null)
          : null,
      outcome: null,
    }),
  },
  delays: {
    upsellFetchDelay: SHARE_UPSELL_FETCH_MS,
    upsellAnimation: SHARE_UPSELL_ANIMATION_MS,
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({ ...input, recipients: [], sendingTo: null, outcome: null }),
  type: 'parallel',
  states: {
    share: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'share.open': [
              { guard: 'opensFlyout', target: 'flyout', actions: 'clearOutcome' },
              { target: 'sharing', actions: 'clearOutcome' },
            ],
          },
        },
        sharing: {
          tags: ['busy'],
          invoke: {
            id: 'shareDefault',
            src: 'shareDefault',
            input: ({ context }) => ({ link: context.link }),
            onDone: {
              target: 'closed',
              actions: {
                type: 'tell',
                params: ({ event }) =>
                  event.output === 'cancelled' ? null : { kind: event.output },
              },
            },
            onError: {
              target: 'closed',
              actions: { type: 'tell', params: failure('shareFailed') },
            },
          },
        },
        flyout: {
          tags: ['flyout'],
          type: 'parallel',
          on: { 'share.close': { target: 'closed', actions: 'clearOutcome' } },
          states: {
            recipients: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadRecipients',
                    src: 'loadRecipients',
                    input: ({ context }) => ({ pinId: context.pinId }),
                    onDone: {
                      target: 'ready',
                      actions: { type: 'assignRecipients', params: ({ event }) => event.output },
                    },
                    onError: 'failed',
                  },
                },
                ready: {},
                failed: { on: { 'share.retryRecipients': 'loading' } },
              },
            },
            action: {
              initial: 'idle',
              states: {
                // One copy or send at a time: a copy waits for the send under way.
                idle: {
                  on: {
                    'share.copy': {
                      guard: not(stateIn({ send: 'sending' })),
                      target: 'copying',
                      actions: 'clearOutcome',
                    },
                  },
                },
                copying: {
                  tags: ['busy'],
                  invoke: {
                    id: 'copyLink',
                    src: 'copyLink',
                    input: ({ context }) => ({ link: context.link }),
                    onDone: {
                      target: 'idle',
                      actions: { type: 'tell', params: { kind: 'copied' } },
                    },
                    onError: {
                      target: 'idle',
                      actions: { type: 'tell', params: failure('copyFailed') },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    // A send outlives the flyout: closed while it is on its way, its answer still shows beside
    // the button, so a send that did not reach the server never goes unsaid.
    send: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'share.send': {
              guard: and(['isListed', stateIn({ share: { flyout: { action: 'idle' } } })]),
              target: 'sending',
              actions: 'assignSendingTo',
            },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendPin',
            src: 'sendPin',
            input: ({ context }) => ({
              pinId: context.pinId,
              recipientId: context.sendingTo?.id ?? '',
            }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'tell',
                params: ({ context }) => ({
                  kind: 'sent',
                  name: context.sendingTo?.name ?? '',
                }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'tell',
                params: ({ event }) => ({
                  kind: 'sendFailed',
                  reason: reasonOf(event.error),
                }),
              },
            },
          },
        },
      },
    },
    upsell: {
      initial: 'off',
      states: {
        off: { on: { 'share.shown': { guard: 'showsUpsell', target: 'waiting' } } },
        waiting: { after: { upsellFetchDelay: 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchUpsellIcon',
            src: 'fetchUpsellIcon',
            input: { size: SHARE_UPSELL_SIZE },
            onDone: 'animating',
            // An icon that cannot be fetched is simply not offered.
            onError: 'unavailable',
          },
        },
        animating: { tags: ['upsellAnimating'], after: { upsellAnimation: 'still' } },
        still: { tags: ['upsellStill'] },
        unavailable: {},
      },
    },
  },
});

export type ShareSnapshot = SnapshotFrom<typeof shareMachine>;

/** What the share button shows: the flyout, the busy state, the message and the upsell. */
export const selectShare = (s: ShareSnapshot) => ({
  flyout: s.hasTag('flyout'),
  busy: s.hasTag('busy'),
  outcome: s.context.outcome,
  upsell: s.hasTag('upsellAnimating')
    ? ('animating' as const)
    : s.hasTag('upsellStill')
      ? ('still' as const)
      : null,
});
