// The fake API's request and answer vocabulary: the envelope, errors with a clear message, the
// route definition every handler file exports, and validation helpers for request bodies and
// queries. Every write validates all of its input before it changes anything.
import type { Request, Response } from 'express';
import { RECORD_ID_PATTERN } from '../domain/business-records';
import { textLength } from '../domain/text';
import {
  codePointName,
  firstControlCharacter,
  TEXT_LIMITS,
  textLimitProblem,
  type LimitedText,
} from '../domain/text-limits';
import type { User } from '../domain/types';
import type { Store } from './store';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is not 2xx, with the message the client shows. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

export function envelope(data: unknown, bookmark?: string | null) {
  return bookmark === undefined
    ? { resource_response: { data } }
    : { resource_response: { data, bookmark } };
}

export function errorEnvelope(status: number, message: string) {
  return { resource_response: { error: { message, status } } };
}

export interface Ctx {
  method: Method;
  params: Record<string, string>;
  /** Query parameters (the first value of each). */
  query: Record<string, string>;
  /** The JSON body ({} when none was sent). */
  body: Record<string, unknown>;
  /** The signed-in viewer (`x-pinstate-user`), or null when logged out. */
  viewer: User | null;
  store: Store;
  req: Request;
  res: Response;
}

export interface Answer {
  status?: number;
  data: unknown;
  /** Present on paged answers: the next page's bookmark, null on the last page. */
  bookmark?: string | null;
}

export interface RouteDef {
  method: Method;
  /** As the README table writes it: `/v3/pins/:id/favorite/`. */
  path: string;
  summary: string;
  /** A route that changes data: its answer waits until the change is on disk. */
  write?: boolean;
  /** The handler writes the response itself (images). */
  raw?: boolean;
  handler: (ctx: Ctx) => Answer | undefined;
}

/** `'METHOD /path/'`: how the fault control and the README name a route. */
export const routeName = (route: Pick<RouteDef, 'method' | 'path'>) =>
  `${route.method} ${route.path}`;

// --- viewer ---

export function requireViewer(ctx: Ctx, what: string): User {
  if (!ctx.viewer) throw new HttpError(401, `Log in to ${what}.`);
  return ctx.viewer;
}

/** The id in the path, or a 400 when it is not letters, digits, underscore and hyphen. */
export function pathId(ctx: Ctx, name: string, what: string): string {
  const id = ctx.params[name] ?? '';
  if (!RECORD_ID_PATTERN.test(id)) {
    throw badRequest(`"${id}" is not a ${what} id: use letters, digits, _ and - only.`);
  }
  return id;
}

// --- body fields ---

/** A body id that repeats the path's (`board_id` beside `/boards/:id/`) must be the same id. */
export function bodyMatches(ctx: Ctx, field: string, expected: string, what: string): void {
  const value = optStr(ctx.body, field);
  if (value !== undefined && value !== expected) {
    throw badRequest(`Body ${field} ${value} does not match the ${what} ${expected} in the path.`);
  }
}

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;

export function str(
  body: Record<string, unknown>,
  field: string,
  options: { max?: number; allowEmpty?: boolean } = {},
): string {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`Missing field "${field}".`);
  if (typeof value !== 'string')
    throw badRequest(`Field "${field}" must be a string, got ${typeName(value)}.`);
  if (!options.allowEmpty && value.trim() === '')
    throw badRequest(`Field "${field}" must not be empty.`);
  if (options.max !== undefined && textLength(value) > options.max) {
    throw badRequest(`Field "${field}" must be at most ${options.max} characters.`);
  }
  return value;
}

/**
 * A text with one of the limits of domain/text.ts (`TEXT_LIMITS`), checked by
 * `textLimitProblem`, the very rule the edit forms check: a name comes back trimmed.
 */
export function limitedText(
  body: Record<string, unknown>,
  field: string,
  limit: LimitedText,
): string {
  const { max, named } = TEXT_LIMITS[limit];
  const value = str(body, field, { allowEmpty: !named });
  const problem = textLimitProblem({ field: limit, text: value });
  if (problem === 'blank') throw badRequest(`Field "${field}" must not be empty.`);
  if (problem === 'tooLong')
    throw badRequest(`Field "${field}" must be at most ${max} characters.`);
  return named ? value.trim() : value;
}

/** An optional limited text: absent or null gives undefined. */
export function optLimitedText(
  body: Record<string, unknown>,
  field: string,
  limit: LimitedText,
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  return limitedText(body, field, limit);
}

/**
 * Refuses input holding a control character in any text, however deep (domain/text.ts,
 * `firstControlCharacter`): every write route's body and query pass here before the handler
 * runs, so nothing is written. `where` names the input in the message.
 */
export function refuseControlCharacters(
  input: unknown,
  where: 'Field' | 'Query parameter',
  path = '',
): void {
  if (typeof input === 'string') {
    const code = firstControlCharacter(input);
    if (code !== null) {
      throw badRequest(
        `${where} "${path}" holds a control character (${codePointName(code)}): remove it and send again.`,
      );
    }
  } else if (Array.isArray(input)) {
    input.forEach((item, i) => refuseControlCharacters(item, where, `${path}[${i}]`));
  } else if (typeof input === 'object' && input !== null) {
    for (const [key, value] of Object.entries(input)) {
      refuseControlCharacters(value, where, path === '' ? key : `${path}.${key}`);
    }
  }
}

/** A string field where null means "none" (no section, the profile): undefined when absent. */
export function nullableStr(
  body: Record<string, unknown>,
  field: string,
): string | null | undefined {
  return body[field] === null ? null : optStr(body, field);
}

/** An optional string field: absent or null gives undefined. */
export function optStr(
  body: Record<string, unknown>,
  field: string,
  options: { max?: number; allowEmpty?: boolean } = {},
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  return str(body, field, options);
}

export function bool(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`Missing field "${field}".`);
  if (typeof value !== 'boolean')
    throw badRequest(`Field "${field}" must be true or false, got ${typeName(value)}.`);
  return value;
}

export function optBool(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  return bool(body, field);
}

/** An optional object field (a call's context): absent or null gives undefined. */
export function optObject(
  body: Record<string, unknown>,
  field: string,
): Record<string, unknown> | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Field "${field}" must be an object, got ${typeName(value)}.`);
  }
  return value as Record<string, unknown>;
}

export function oneOf<T extends string>(
  value: string | undefined,
  field: string,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw badRequest(`Field "${field}" must be one of ${allowed.join(', ')}; got "${value}".`);
  }
  return value as T;
}

export function strList(body: Record<string, unknown>, field: string): string[] {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`Missing field "${field}".`);
  if (!Array.isArray(value))
    throw badRequest(`Field "${field}" must be a list of ids, got ${typeName(value)}.`);
  if (value.length === 0) throw badRequest(`Field "${field}" must not be empty.`);
  for (const item of value) {
    if (typeof item !== 'string' || item === '') {
      throw badRequest(`Field "${field}" must hold only non-empty string ids.`);
    }
  }
  return value as string[];
}

/** JSON sent as text (extra_context, aux_data) or as an object; undefined when absent. */
export function jsonField(
  body: Record<string, unknown>,
  field: string,
): Record<string, unknown> | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string')
    throw badRequest(`Field "${field}" must be JSON text or an object.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(`Field "${field}" is not valid JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest(`Field "${field}" must be a JSON object.`);
  }
  return parsed as Record<string, unknown>;
}

// --- query parameters ---

export function queryBool(
  query: Record<string, string>,
  field: string,
  fallback: boolean,
): boolean {
  const value = query[field];
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(`Query parameter "${field}" must be true or false; got "${value}".`);
}

export function queryInt(
  query: Record<string, string>,
  field: string,
  fallback: number,
  limits: { min: number; max: number },
): number {
  const value = query[field];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < limits.min || n > limits.max) {
    throw badRequest(
      `Query parameter "${field}" must be a whole number from ${limits.min} to ${limits.max}; got "${value}".`,
    );
  }
  return n;
}

// --- paging ---

/** Bookmarks are opaque to clients: a position in the list, base64url-encoded. */
export function encodeBookmark(position: number): string {
  return Buffer.from(`o:${position}`).toString('base64url');
}

export function decodeBookmark(bookmark: string | undefined): number {
  if (bookmark === undefined || bookmark === '' || bookmark === 'null') return 0;
  const text = Buffer.from(bookmark, 'base64url').toString('utf8');
  const match = /^o:(\d+)$/.exec(text);
  if (!match) throw badRequest(`Bookmark "${bookmark}" is not one this server gave out.`);
  return Number(match[1]);
}

/** One page of a list, with the bookmark of the next page (null on the last). */
export function page<T>(
  list: readonly T[],
  bookmark: string | undefined,
  pageSize: number,
): Answer {
  const start = decodeBookmark(bookmark);
  const items = list.slice(start, start + pageSize);
  const next = start + pageSize < list.length ? encodeBookmark(start + pageSize) : null;
  return { data: items, bookmark: next };
}

/** New ids: a prefix, the time and a counter, in base 36 (unique across restarts). */
let idCounter = 0;
export function newId(prefix: string): string {
  idCounter = (idCounter + 1) % 1_679_616;
  return `${prefix}${Date.now().toString(36)}${idCounter.toString(36).padStart(4, '0')}`;
}

export const nowIso = () => new Date().toISOString();

/** The JSON body of a request ({} when none was sent); anything but an object is a 400. */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** A path segment, percent-decoded; a malformed one is a 400. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, `Malformed path segment "${value}".`);
  }
}
