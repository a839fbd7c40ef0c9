// What the pin's `sent` and `feedback` sub-pages show: the viewer's sends of a pin from the send
// flyout, and the feedback (hides) they gave on it. The routes name the pages and give none of
// their words; these are ours (docs/decisions/096-business-and-pin-subpages.md).
import type { Hide } from './types';

/** One send of a pin by the viewer, as GET /v3/pins/:id/sends/ answers it. */
export interface PinSentRecord {
  id: string;
  createdAt: string;
  recipient: { id: string; username: string; fullName: string; imageUrl: string };
}

/** One piece of the viewer's feedback on a pin, as GET /v3/pins/:id/feedback/ answers it. */
export interface PinFeedbackRecord {
  id: string;
  surface: Hide['surface'];
  feedbackType?: string;
  query?: string;
}

/** Where a hide was given, in a person's words. */
export const FEEDBACK_SURFACE_TEXT: Record<Hide['surface'], string> = {
  feedback: 'Hidden from your feeds',
  news_hub: 'Hidden from your notifications',
  p2p: 'Hidden from related Pins',
  search: 'Hidden from search',
};

/** The line under a piece of feedback: its reason, or the search it was hidden from. */
export function feedbackDetail(record: Pick<PinFeedbackRecord, 'feedbackType' | 'query'>): string {
  if (record.query) return `In results for “${record.query}”`;
  if (record.feedbackType) return `Reason: ${record.feedbackType.replace(/_/gu, ' ')}`;
  return 'No reason given';
}

export const PIN_SUBPAGE_TEXT = {
  sentTitle: 'Sent',
  sentEmpty: 'You haven’t sent this Pin to anyone yet',
  sentEmptyHint: 'Use Share on the Pin to send it to someone you follow.',
  sentList: 'People you sent this Pin to',
  sentLogIn: 'Log in to see whom you sent this Pin to',
  feedbackTitle: 'Your feedback',
  feedbackEmpty: 'You haven’t given feedback on this Pin',
  feedbackEmptyHint: 'Choose “Hide Pin” in a Pin’s menu to see fewer Pins like it.',
  feedbackList: 'Your feedback on this Pin',
  feedbackLogIn: 'Log in to see your feedback on this Pin',
} as const;
