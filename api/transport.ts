// One call over `fetch`: the only code in the project that calls it. It sends the viewer header
// for a signed-in viewer, passes the caller's AbortSignal, unwraps the
// `{ resource_response: { data, bookmark? } }` envelope and turns every failure into an
// `ApiError` carrying the server's message and status.
import type { Page } from './api';
import { ApiError } from './api';
import { VIEWER_HEADER } from '../domain/api-contract';
import { fillPath } from './read-routes';

/** Status of an ApiError raised before any answer arrived (network failure, offline). */
export const NO_ANSWER_STATUS = 0;

export interface CreateApiOptions {
  /** Origin (and optional prefix) of the API; '' means the page's own origin. */
  baseUrl?: string;
  /** The signed-in user's id, or null when logged out. Read on every call. */
  getViewerId: () => string | null;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestInput {
  params?: Record<string, string>;
  query?: Query;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  /** The request outlives the page (the ad attribution source, analytics batches). */
  keepalive?: boolean;
}

interface Answer {
  data: unknown;
  bookmark: string | null;
  status: number;
  path: string;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return error instanceof Error && error.name === 'AbortError';
}

function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && 'onLine' in navigator && navigator.onLine === false;
}

/** An ApiError raised before any answer (no server message: the UI shows its own fallback). */
function noAnswerError(path: string, message: string): ApiError {
  const error = new ApiError({ status: NO_ANSWER_STATUS, serverMessage: null, path });
  error.message = message;
  return error;
}

export function malformedError(status: number, path: string, what: string): ApiError {
  const error = new ApiError({ status, serverMessage: null, path });
  error.message = `Malformed answer from ${path}: ${what}`;
  return error;
}

/** The server's message from an error body, in the envelope or a plain `{ message }`. */
function serverMessageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const response = body.resource_response;
  if (isRecord(response)) {
    const error = response.error;
    if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
    if (typeof error === 'string' && error) return error;
    if (typeof response.message === 'string' && response.message) return response.message;
  }
  if (typeof body.message === 'string' && body.message) return body.message;
  return null;
}

export function expectArray<T>(value: unknown, status: number, path: string): T[] {
  if (!Array.isArray(value)) throw malformedError(status, path, 'expected a list');
  return value as T[];
}

export function expectObject<T>(value: unknown, status: number, path: string): T {
  if (!isRecord(value)) throw malformedError(status, path, 'expected an object');
  return value as T;
}

/**
 * The calls of one client over a route table (`name: 'METHOD /pattern/'`): `request` and its
 * readers, each checking the answer's shape.
 */
export function createTransport<R extends string>(
  options: CreateApiOptions,
  routes: Readonly<Record<R, string>>,
) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const { getViewerId } = options;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Sends one call and answers the unwrapped envelope (`data` undefined for an empty body). */
  async function request(route: R, input: RequestInput = {}): Promise<Answer> {
    const [method, pattern] = routes[route].split(' ') as [string, string];
    const path = fillPath(pattern, input.params);
    const url = `${baseUrl}${path}${queryString(input.query)}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    const viewerId = getViewerId();
    if (viewerId !== null) headers[VIEWER_HEADER] = viewerId;
    let body: string | undefined;
    if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    input.signal?.throwIfAborted();
    if (browserIsOffline())
      throw noAnswerError(path, 'You are offline: check your connection and try again.');

    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body,
        signal: input.signal,
        ...(input.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (isAbort(error, input.signal)) throw error;
      throw noAnswerError(path, `Could not reach the server (${method} ${path}).`);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (isAbort(error, input.signal)) throw error;
      throw noAnswerError(path, `The answer from ${path} was cut off.`);
    }

    let parsed: unknown = undefined;
    let parseFailed = false;
    if (text.trim() !== '') {
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        parseFailed = true;
      }
    }

    if (!response.ok) {
      throw new ApiError({ status: response.status, serverMessage: serverMessageOf(parsed), path });
    }
    if (parseFailed) throw malformedError(response.status, path, 'not JSON');
    if (parsed === undefined)
      return { data: undefined, bookmark: null, status: response.status, path };
    if (!isRecord(parsed) || !isRecord(parsed.resource_response)) {
      throw malformedError(response.status, path, 'no resource_response envelope');
    }
    const envelope = parsed.resource_response;
    const bookmark =
      typeof envelope.bookmark === 'string' && envelope.bookmark ? envelope.bookmark : null;
    return { data: envelope.data, bookmark, status: response.status, path };
  }

  async function readObject<T>(route: R, input?: RequestInput): Promise<T> {
    const { data, status, path } = await request(route, input);
    return expectObject<T>(data, status, path);
  }

  async function readList<T>(route: R, input?: RequestInput): Promise<T[]> {
    const { data, status, path } = await request(route, input);
    return expectArray<T>(data, status, path);
  }

  async function readPage<T>(route: R, input: RequestInput): Promise<Page<T>> {
    const { data, bookmark, status, path } = await request(route, input);
    return { items: expectArray<T>(data, status, path), bookmark };
  }

  async function send(route: R, input?: RequestInput): Promise<void> {
    await request(route, input);
  }

  /** The address a call of `route` goes to, for a request the browser makes itself (an image). */
  function addressOf(route: R, input: Pick<RequestInput, 'params' | 'query'> = {}): string {
    const pattern = routes[route].split(' ')[1] ?? '';
    return `${baseUrl}${fillPath(pattern, input.params)}${queryString(input.query)}`;
  }

  return { request, readObject, readList, readPage, send, addressOf };
}
