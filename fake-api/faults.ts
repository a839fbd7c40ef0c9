// Fault control for tests, scenarios, the dev toolbar and people: per route, a failure status and
// message, a latency and a count of calls it applies to; plus offline (connections dropped).
import type { Fault } from '../domain/api-contract';
import { badRequest } from './http';

/** The message of a fault set without one. */
export const DEFAULT_FAULT_MESSAGE =
  'The server could not complete this request. Please try again.';
export const MAX_LATENCY_MS = 60_000;

/** Same route whatever its parameters are called, with or without the trailing slash. */
export function normaliseRoute(route: string): string {
  const trimmed = route.trim().replace(/\s+/g, ' ');
  if (trimmed === '*') return '*';
  const [method = '', path = ''] = trimmed.split(' ');
  const cleanPath = path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':').replace(/\/+$/, '');
  return `${method.toUpperCase()} ${cleanPath}`;
}

export function parseFault(body: Record<string, unknown>, knownRoutes: Set<string>): Fault {
  const { route, status, message, latencyMs, count } = body;
  if (typeof route !== 'string' || route.trim() === '') {
    throw badRequest(
      'Field "route" is required: "METHOD /path/pattern/" as in docs/api.md, or "*".',
    );
  }
  const key = normaliseRoute(route);
  if (key !== '*' && !knownRoutes.has(key)) {
    throw badRequest(`Unknown route "${route}": GET /_control/routes lists them.`);
  }
  const fault: Fault = { route: route.trim() };
  if (status !== undefined && status !== null) {
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
      throw badRequest('Field "status" must be an HTTP status from 200 to 599.');
    }
    fault.status = status;
  }
  if (message !== undefined && message !== null) {
    if (typeof message !== 'string') throw badRequest('Field "message" must be a string.');
    fault.message = message;
  }
  if (latencyMs !== undefined && latencyMs !== null) {
    if (
      typeof latencyMs !== 'number' ||
      !Number.isFinite(latencyMs) ||
      latencyMs < 0 ||
      latencyMs > MAX_LATENCY_MS
    ) {
      throw badRequest(
        `Field "latencyMs" must be a number of milliseconds from 0 to ${MAX_LATENCY_MS}.`,
      );
    }
    fault.latencyMs = latencyMs;
  }
  if (count !== undefined && count !== null) {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
      throw badRequest('Field "count" must be a whole number of calls, at least 1.');
    }
    fault.count = count;
  }
  if (fault.status === undefined && fault.latencyMs === undefined) {
    throw badRequest('A fault needs a "status", a "latencyMs", or both.');
  }
  return fault;
}

export class Faults {
  private readonly byRoute = new Map<string, Fault>();
  offline = false;

  set(fault: Fault): void {
    this.byRoute.set(normaliseRoute(fault.route), { ...fault });
  }

  clear(route?: string): void {
    if (route === undefined) this.byRoute.clear();
    else this.byRoute.delete(normaliseRoute(route));
  }

  list(): Fault[] {
    return [...this.byRoute.values()].map((f) => ({ ...f }));
  }

  /** The fault for one call of `route`, counting it down. */
  take(route: string): Fault | null {
    // Nearly every call finds no fault set: answered before the route's name is normalised.
    if (this.byRoute.size === 0) return null;
    const key = normaliseRoute(route);
    const own = this.byRoute.has(key) ? key : this.byRoute.has('*') ? '*' : null;
    if (own === null) return null;
    const fault = this.byRoute.get(own);
    if (!fault) return null;
    if (fault.count !== undefined) {
      fault.count -= 1;
      if (fault.count <= 0) this.byRoute.delete(own);
    }
    return { ...fault };
  }
}
