// The share button's types (machines/share.machine.ts, spec 3 section 4 "Sharing").
import type { ShareOutcome } from '../domain/share';
import type { Viewer } from '../domain/types';

/** Who presses the share button: what decides the send flyout and the upsell. */
export type ShareViewer = Pick<Viewer, 'kind' | 'id' | 'device'>;

/** A person the pin can be sent to. */
export interface ShareRecipient {
  id: string;
  name: string;
  username: string;
}

export interface ShareInput {
  pinId: string;
  /** The pin's closeup address, as shared. */
  link: string;
}

export interface ShareContext extends ShareInput {
  recipients: ShareRecipient[];
  /** The recipient of the send under way. */
  sendingTo: ShareRecipient | null;
  /** What the last share, copy or send ended with; cleared by the next one. */
  outcome: ShareOutcome | null;
}

export type ShareEvent =
  | { type: 'share.open'; viewer: ShareViewer }
  | { type: 'share.close' }
  | { type: 'share.copy' }
  | { type: 'share.send'; recipientId: string }
  | { type: 'share.retryRecipients' }
  | { type: 'share.shown'; viewer: ShareViewer };

/** What the default handler did: the system share sheet, or a copy of the link. */
export type DefaultShareResult = 'shared' | 'copied' | 'cancelled';
