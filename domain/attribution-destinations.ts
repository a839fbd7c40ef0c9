// Where an ad's attribution may land: each destination's origin forced to https (spec 1 section 5).
// Apart from the link rules (url.ts), which the first paint carries: only an attribution reads it.
import { hostOf } from './url';

/**
 * Attribution destination origin forced to https: 'https://' plus the host, or null when the url
 * has no host (spec 1 section 5).
 */
function httpsOrigin(url: string): string | null {
  const trimmed = url.trim();
  const host = hostOf(trimmed);
  if (host === null) return null;
  const port = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?[^/?#:]+:(\d+)/iu.exec(trimmed)?.[1];
  return `https://${host}${port && port !== '80' && port !== '443' ? `:${port}` : ''}`;
}

/** Attribution destination list: each url's origin forced to https, duplicates dropped (spec 1 section 5). */
export function attributionDestinations(urls: readonly string[]): string[] {
  const origins = urls.map(httpsOrigin).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}
