// A guidance message written as HTML with links (spec 2 section 2 "Callout"): sanitized with
// DOMPurify; a link beginning with http:// or https:// opens in a new tab with noreferrer, an
// external one also nofollow (spec 2 section 5); a link into the app navigates in place.
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { guidanceLink } from '../../domain/callouts';

/** The message's HTML, sanitized, its links marked the way spec 2 section 5 says they open. */
export function sanitizeGuidanceHtml(html: string, appOrigin: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'span'],
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const anchor of fragment.querySelectorAll('a')) {
    const { newTab, rel } = guidanceLink(anchor.getAttribute('href') ?? '', appOrigin);
    if (newTab) anchor.setAttribute('target', '_blank');
    if (rel) anchor.setAttribute('rel', rel);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

export function GuidanceHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeGuidanceHtml(html, window.location.origin), [html]);
  // A link into the app is followed by the router, not a page load.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    const href = anchor.getAttribute('href');
    if (!href?.startsWith('/')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only routes the message's own links, which keep their keyboard access.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <span className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
