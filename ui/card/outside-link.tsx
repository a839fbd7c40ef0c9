// A link that leaves the product (spec 1 section 4, "Outbound click-through"): http(s) links open
// in a new tab without referrer, outside links are marked nofollow.
import type { ReactNode } from 'react';
import { linkAttributes } from '../../domain/url';

export function appHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

export function OutsideLink({
  url,
  className,
  children,
  label,
  role,
}: {
  url: string;
  className?: string;
  children: ReactNode;
  label?: string;
  /** 'menuitem' inside a menu. */
  role?: 'menuitem';
}) {
  const attrs = linkAttributes({ url, appHost: appHost() });
  return (
    <a href={url} className={className} aria-label={label} role={role} {...attrs}>
      {children}
    </a>
  );
}
