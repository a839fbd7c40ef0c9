// A link that leaves the product (spec 1 section 4, "Outbound click-through"): a plain click runs
// through the pin's outbound actor (ui/outbound/follow-outside.ts, its code fetched on the first
// click), which checks, opens the tab or shows the blocked-link modal. The anchor keeps the
// attributes of an outside link (new tab, no referrer, nofollow) for the ways of opening a link
// that are not a click; a link the product knows to block points at the `/offsite/` check page.
import type { MouseEvent, ReactNode } from 'react';
import { isBlockingVerdict, offsitePath } from '../../domain/link-safety';
import type { LogView } from '../../domain/log-view';
import type { Pin } from '../../domain/types';
import { linkAttributes } from '../../domain/url';
import { appClock } from '../../runtime/app-clock';
import type { OutsideTarget } from '../outbound/follow-outside';

export function appHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

/** Runs a plain click on an outside link through its outbound actor. */
export function clickOutside(event: MouseEvent, target: OutsideTarget): void {
  if (event.defaultPrevented || event.button !== 0) return;
  event.preventDefault();
  const from = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  // Until the click reaches the outbound actor it is the clock's work: a held clock
  // (docs/decisions/012) lets answers in until the code has come and the click is sent.
  void appClock.track(
    import('../outbound/follow-outside').then((m) => m.followOutside({ ...target, from })),
  );
}

/** The anchor's address: the link, or the check page when the product knows it blocks. */
export function outsideHref(url: string, pin: Pin | null | undefined): string {
  return pin && isBlockingVerdict(pin.linkSafety) ? offsitePath({ url, pinId: pin.id }) : url;
}

export function OutsideLink({
  url,
  pin,
  className,
  children,
  label,
  role,
  view,
}: {
  url: string;
  /** The pin the link belongs to. */
  pin: Pin;
  /** Where the link is shown (a card's view); else the page's. */
  view?: LogView;
  className?: string;
  children: ReactNode;
  label?: string;
  /** 'menuitem' inside a menu. */
  role?: 'menuitem';
}) {
  const attrs = linkAttributes({ url, appHost: appHost() });
  return (
    <a
      href={outsideHref(url, pin)}
      className={className}
      aria-label={label}
      role={role}
      {...attrs}
      onClick={(event) => clickOutside(event, { url, pin, ...(view ? { view } : {}) })}
    >
      {children}
    </a>
  );
}
