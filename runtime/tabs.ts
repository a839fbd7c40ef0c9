// The tabs an outside link opens in (spec 1 section 4, docs/decisions/018): a click that will be
// checked first reserves a blank tab inside the click itself, where the pop-up blocker allows it;
// the outbound actor's `openTab` points that tab at the link once the verdict allows, and its
// `releaseTab` closes it on a block, an abort or a cancel. Without a reservation the link opens
// in a new tab at once, `noopener noreferrer`. A system started with tabs of its own (`tabs` in
// its deps: the player's, scenarios/drivers/noted-tabs.ts) uses those instead.
import type { TabRequest } from '../machines/outbound-types';

/** What the outbound actors do with tabs; the headless driver records instead. */
export interface TabService {
  /** Called inside the click: a blank tab held for `owner` until it is pointed or released. */
  reserve(owner: string): void;
  open(request: TabRequest): void;
  release(owner: string): void;
}

const reserved = new Map<string, Window>();

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Points a reserved tab at the link from inside the tab, with no referrer: the blank page is
 * rewritten with a no-referrer policy and a refresh to the link, so the page that clicked is
 * neither the tab's opener nor its referrer.
 */
function pointTab(tab: Window, url: string): void {
  const doc = tab.document;
  doc.open();
  doc.write(
    `<!doctype html><meta name="referrer" content="no-referrer">` +
      `<meta http-equiv="refresh" content="0;url=${escapeAttribute(url)}">`,
  );
  doc.close();
}

export const browserTabs: TabService = {
  reserve(owner) {
    const tab = window.open('about:blank', '_blank');
    if (!tab) return;
    tab.opener = null;
    reserved.get(owner)?.close();
    reserved.set(owner, tab);
  },
  open(request) {
    const { owner, url, inPlace } = request;
    if (inPlace) {
      window.location.replace(url);
      return;
    }
    const tab = reserved.get(owner);
    reserved.delete(owner);
    if (tab && !tab.closed) pointTab(tab, url);
    else window.open(url, '_blank', 'noopener,noreferrer');
  },
  release(owner) {
    reserved.get(owner)?.close();
    reserved.delete(owner);
  },
};

/** Tabs that are only written down (headless and tests): what was opened, reserved and released. */
export function recordingTabs(): TabService & { opened: TabRequest[] } {
  const opened: TabRequest[] = [];
  return {
    opened,
    reserve: () => undefined,
    open: (request) => {
      opened.push(request);
    },
    release: () => undefined,
  };
}
