// The sensitive query parameters of an address sent off the page (spec 3 section 4, mobile deep
// link): a module of its own so the home page's first paint, which uses other url rules, does not
// carry them.

/** Sensitive query parameters stripped from an address sent off the page (spec 3 section 4). */
export const SENSITIVE_QUERY_PARAMS = [
  'access_token',
  'password',
  'new_password',
  'confirmation',
  'next',
] as const;

/** An address with the sensitive query parameters removed (spec 3 section 4, mobile deep link). */
export function stripSensitiveParams(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return url;
  const base = beforeHash.slice(0, queryAt);
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '').toLowerCase();
      return !(SENSITIVE_QUERY_PARAMS as readonly string[]).includes(name);
    });
  return `${base}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/gu, ' '));
  } catch {
    return text;
  }
}
