// Typed client for the fake API's fault control (`/_control/...`): tests, scenarios, the dev
// toolbar and people set per-route failures and latency, switch the API offline, and reset the
// data to the generated fixtures. Routes are written `'METHOD /path/pattern/'`, as in the
// endpoint table of docs/api.md (and `API_ROUTES` in api/client.ts).
import type { Fault } from '../domain/api-contract';

export interface Control {
  setFault(fault: Fault): Promise<void>;
  /** Clears every fault, or only the one on `route`. */
  resetFaults(route?: string): Promise<void>;
  setOffline(offline: boolean): Promise<void>;
  /** Whether the API is offline (the switch above). */
  isOffline(): Promise<boolean>;
  /** Data back to the generated fixtures, and faults cleared. */
  resetData(): Promise<void>;
  listFaults(): Promise<Fault[]>;
  /** Every route the fake API serves, as faults name them. */
  listRoutes(): Promise<{ route: string; summary: string; write: boolean }[]>;
}

export class ControlError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ControlError';
    this.status = status;
  }
}

export interface CreateControlOptions {
  /** Origin of the fake API (or of the app that proxies `/_control`); '' means the page's own. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Unwraps `{ resource_response: { data } }` when present; answers the body as it is otherwise. */
function unwrap(body: unknown): unknown {
  if (isRecord(body) && isRecord(body.resource_response)) return body.resource_response.data;
  return body;
}

function messageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const response = body.resource_response;
  if (
    isRecord(response) &&
    isRecord(response.error) &&
    typeof response.error.message === 'string'
  ) {
    return response.error.message;
  }
  return typeof body.message === 'string' ? body.message : null;
}

function toFault(value: unknown): Fault | null {
  if (!isRecord(value) || typeof value.route !== 'string') return null;
  const fault: Fault = { route: value.route };
  if (typeof value.status === 'number') fault.status = value.status;
  if (typeof value.message === 'string') fault.message = value.message;
  if (typeof value.latencyMs === 'number') fault.latencyMs = value.latencyMs;
  if (typeof value.count === 'number') fault.count = value.count;
  return fault;
}

export function createControl(options: CreateControlOptions = {}): Control {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const init: RequestInit = { method, headers: { accept: 'application/json' } };
    if (body !== undefined) {
      init.headers = { accept: 'application/json', 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, init);
    } catch {
      throw new ControlError(
        `Could not reach the fault control at ${baseUrl || 'this origin'}${path}`,
        0,
      );
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      parsed = text;
    }
    if (!response.ok) {
      const message = messageOf(parsed) ?? `${method} ${path} failed with ${response.status}`;
      throw new ControlError(message, response.status);
    }
    return unwrap(parsed);
  }

  return {
    async setFault(fault) {
      await call('PUT', '/_control/faults', fault);
    },
    async resetFaults(route) {
      const query = route === undefined ? '' : `?route=${encodeURIComponent(route)}`;
      await call('DELETE', `/_control/faults${query}`);
    },
    async setOffline(offline) {
      await call('PUT', '/_control/offline', { offline });
    },
    async isOffline() {
      const data = await call('GET', '/_control/offline');
      return isRecord(data) && data.offline === true;
    },
    async resetData() {
      await call('POST', '/_control/reset');
    },
    async listFaults() {
      const data = await call('GET', '/_control/faults');
      const list: unknown = isRecord(data) && Array.isArray(data.faults) ? data.faults : data;
      if (!Array.isArray(list)) return [];
      return list.map(toFault).filter((f): f is Fault => f !== null);
    },
    async listRoutes() {
      const data = await call('GET', '/_control/routes');
      if (!Array.isArray(data)) return [];
      return data.filter(isRecord).map((r) => ({
        route: String(r.route),
        summary: typeof r.summary === 'string' ? r.summary : '',
        write: r.write === true,
      }));
    },
  };
}

/** Convenience for tests and scripts: one call through a fresh control client. */
export const setFault = (fault: Fault, options?: CreateControlOptions): Promise<void> =>
  createControl(options).setFault(fault);
export const resetFaults = (options?: CreateControlOptions): Promise<void> =>
  createControl(options).resetFaults();
export const setOffline = (offline: boolean, options?: CreateControlOptions): Promise<void> =>
  createControl(options).setOffline(offline);
export const resetData = (options?: CreateControlOptions): Promise<void> =>
  createControl(options).resetData();
