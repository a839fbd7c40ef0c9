// Fault routes as the fake API's control names them (`'POST /v3/repins/'`), matched in the
// browser and in Node alike: the drivers apply latency faults in clock time with it.
import type { FaultSpec } from './format';

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

/** The latency faults a driver keeps, to apply in clock time (docs/decisions/012). */
export interface LatencyFaults {
  /** Keeps the fault's latency, when it has one, for `count` requests or for every one. */
  add: (fault: FaultSpec) => void;
  /** The latency in clock ms for this request (0 for none); a counted fault is used up. */
  latencyFor: (method: string, url: string) => number;
  clear: () => void;
}

export function latencyFaults(): LatencyFaults {
  let kept: Array<{ route: string; ms: number; remaining: number | null }> = [];
  return {
    add: (fault) => {
      if (fault.latencyMs !== undefined)
        kept.push({ route: fault.route, ms: fault.latencyMs, remaining: fault.count ?? null });
    },
    latencyFor: (method, url) => {
      const { pathname } = new URL(url, 'http://app.invalid');
      const latency = kept.find(
        (l) => (l.remaining === null || l.remaining > 0) && routeMatches(l.route, method, pathname),
      );
      if (!latency) return 0;
      if (latency.remaining !== null) latency.remaining -= 1;
      return latency.ms;
    },
    clear: () => {
      kept = [];
    },
  };
}
