// Link rules: displayed domain, external-url check, https forcing, empty links and link
// attributes (spec 1 sections 4 and 5, spec 2 section 5, spec 3 sections 4 and 5).
import { DOMAIN_ACTION_BAR_MAX, DOMAIN_MAX } from './constants';
import { truncate } from './text';

const HTTP_PREFIX = /^https?:\/\//iu;
const HTTP_SCHEME = /^https?:/iu;

/** Host (lower case, port dropped) of an absolute or protocol-relative url, else null (spec 1 section 8: the host only). */
export function hostOf(url: string): string | null {
  const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?([^/?#:]+)/iu.exec(url.trim());
  const host = match?.[1];
  return host ? host.toLowerCase() : null;
}

/** A leading 'www.' removed from a domain (spec 1 section 5). */
function stripWww(domain: string): string {
  return domain.replace(/^www\./iu, '');
}

/**
 * Displayed source domain: leading 'www.' removed, truncated to 27 characters, or 12 in the
 * hover action bar (spec 1 section 5).
 */
export function displayDomain({
  domain,
  place = 'footer',
}: {
  domain: string | null | undefined;
  place?: 'footer' | 'actionBar';
}): string {
  const text = stripWww((domain ?? '').trim());
  return truncate({ text, max: place === 'actionBar' ? DOMAIN_ACTION_BAR_MAX : DOMAIN_MAX });
}

/** Whether a link starts with http:// or https:// (spec 2 section 5). */
export function isHttpLink(url: string | null | undefined): boolean {
  return HTTP_PREFIX.test((url ?? '').trim());
}

/**
 * Internal check: a relative url, or an absolute one whose host is the app's own host (a
 * leading 'www.' ignored on both sides) (spec 1 section 5).
 */
function isInternalUrl({ url, appHost }: { url: string; appHost: string }): boolean {
  const host = hostOf(url);
  if (host === null) return !/^[a-z][a-z0-9+.-]*:/iu.test(url.trim());
  return stripWww(host) === stripWww(appHost.toLowerCase().split(':')[0] ?? '');
}

/**
 * A url counts as external only if it starts with http or https and fails the internal check
 * (spec 1 section 5, spec 3 section 5).
 */
export function isExternalUrl({
  url,
  appHost,
}: {
  url: string | null | undefined;
  appHost: string;
}): boolean {
  const text = (url ?? '').trim();
  if (!HTTP_SCHEME.test(text)) return false;
  return !isInternalUrl({ url: text, appHost });
}

/**
 * An empty or hash-only link ('', '#', '#top') cancels navigation and records a telemetry
 * event (spec 1 section 4, spec 3 section 4).
 */
export function isEmptyOrHashLink(url: string | null | undefined): boolean {
  const text = (url ?? '').trim();
  return text === '' || text.startsWith('#');
}

/** Anchor attributes for a link. */
export interface LinkAttributes {
  target?: '_blank';
  rel?: string;
}

/**
 * Links starting with http:// or https:// open in a new tab without referrer; external links
 * are marked nofollow (spec 1 section 4, spec 2 section 5).
 */
export function linkAttributes({
  url,
  appHost,
}: {
  url: string | null | undefined;
  appHost: string;
}): LinkAttributes {
  if (!isHttpLink(url)) return {};
  const rel = ['noopener', 'noreferrer'];
  if (isExternalUrl({ url, appHost })) rel.push('nofollow');
  return { target: '_blank', rel: rel.join(' ') };
}

/** The blocked-link modal shows the host only (spec 1 section 8). */
export function blockedHost(url: string): string {
  return hostOf(url) ?? url.trim();
}

/** The pin's visit url: the tracked or plain link when it is a real http(s) link, else null (spec 1 section 2). */
export function visitUrl({
  link,
  trackedLink,
}: {
  link: string | null | undefined;
  trackedLink?: string | null;
}): string | null {
  if (isHttpLink(trackedLink)) return (trackedLink ?? '').trim();
  if (isHttpLink(link)) return (link ?? '').trim();
  return null;
}
