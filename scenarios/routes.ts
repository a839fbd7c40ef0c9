// Fault routes as the fake API's control names them (`'POST /v3/repins/'`), matched in the
// browser and in Node alike: the drivers apply latency faults in clock time with it.

/** Does `'METHOD /path/:param/'` match this request? */
export function routeMatches(route: string, method: string, pathname: string): boolean {
  const [routeMethod, pattern] = route.trim().split(/\s+/) as [string, string | undefined];
  if (!pattern || routeMethod.toUpperCase() !== method.toUpperCase()) return false;
  const normalise = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const source = normalise(pattern)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`).test(normalise(pathname));
}
