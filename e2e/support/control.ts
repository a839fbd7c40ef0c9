// Fault control and the raw collections for Playwright specs, through the app origin: the preview
// server proxies `/_control` to the fake API, so a spec never needs the API's own port.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { Fault } from '../../domain/api-contract';

/** A page (its context's request client is used) or a request client. */
export type ControlTarget = Page | APIRequestContext;

function isPage(target: ControlTarget): target is Page {
  return 'goto' in target && typeof target.goto === 'function';
}

function requestOf(target: ControlTarget): APIRequestContext {
  return isPage(target) ? target.request : target;
}

async function check(response: APIResponse, what: string): Promise<void> {
  if (response.ok()) return;
  const body = await response.text().catch(() => '');
  throw new Error(`${what} failed: ${response.status()} ${body.slice(0, 300)}`);
}

/**
 * Makes one route fail or slow down: `{ route: 'POST /v3/repins/', status: 500, message, count: 1 }`.
 * Route names are in `API_ROUTES` (api/client.ts) and the endpoint table of docs/api.md.
 */
export async function setFault(target: ControlTarget, fault: Fault): Promise<void> {
  await check(
    await requestOf(target).put('/_control/faults', { data: fault }),
    `Setting fault on ${fault.route}`,
  );
}

/** Clears every fault, or only the one on `route`. */
export async function resetFaults(target: ControlTarget, route?: string): Promise<void> {
  const path =
    route === undefined
      ? '/_control/faults'
      : `/_control/faults?route=${encodeURIComponent(route)}`;
  await check(await requestOf(target).delete(path), 'Clearing faults');
}

/** Every API route answers as if the network were down (`false` brings it back). */
export async function setOffline(target: ControlTarget, offline: boolean): Promise<void> {
  await check(
    await requestOf(target).put('/_control/offline', { data: { offline } }),
    'Switching offline',
  );
}

/** Data back to the generated fixtures, faults cleared, online (one call: `/_control/reset`). */
export async function resetApi(target: ControlTarget): Promise<void> {
  await check(await requestOf(target).post('/_control/reset'), 'Resetting the fake API');
}

/** The faults now set, as the control lists them. */
export async function listFaults(target: ControlTarget): Promise<Fault[]> {
  const response = await requestOf(target).get('/_control/faults');
  await check(response, 'Listing faults');
  const body = (await response.json()) as unknown;
  const data =
    typeof body === 'object' && body !== null && 'resource_response' in body
      ? (body as { resource_response: { data: unknown } }).resource_response.data
      : body;
  const list = typeof data === 'object' && data !== null && 'faults' in data ? data.faults : data;
  return Array.isArray(list) ? (list as Fault[]) : [];
}

/**
 * What the worker's fake API holds in one raw collection (`sends`, `analyticsEvents`, ...), read
 * through the control routes (`/_control/rest/<collection>`): the raw collections are served to
 * tests and the app's own tools only.
 */
export async function rawCollection<T>(target: ControlTarget, collection: string): Promise<T[]> {
  const response = await requestOf(target).get(`/_control/rest/${collection}`);
  await check(response, `Reading the raw collection ${collection}`);
  return (await response.json()) as T[];
}
