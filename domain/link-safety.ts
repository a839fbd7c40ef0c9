// The link-safety verdicts that stop an outside link, and the product's own check page for such a
// link (spec 1 sections 2 and 4). Apart from domain/outbound.ts because every card's outside link
// reads them at the first paint.
import type { LinkSafety } from './types';

/** Check verdicts that stop navigation and show the blocked-link modal (spec 1 section 4). */
const BLOCKING_VERDICTS: readonly LinkSafety[] = ['blocked', 'suspicious', 'porn'];

/** Whether a verdict stops navigation: blocked, suspicious or porn (spec 1 section 4). */
export function isBlockingVerdict(status: string | null | undefined): boolean {
  return (BLOCKING_VERDICTS as readonly string[]).includes(status ?? '');
}

/** '/offsite/' with url and pin: the product's own redirect page, which checks the link (spec 1 section 2). */
export function offsitePath({ url, pinId }: { url: string; pinId: string }): string {
  return `/offsite/?${new URLSearchParams({ url, pin: pinId }).toString()}`;
}
