// The spec's calls: each request under an API root is matched to one route of the section 7
// tables (a 405 naming the methods a path takes, a 404 for none), its fault applied, its path,
// query, body and viewer read, control characters in a write refused, and its handler run. A
// write answers only once what it changed is on disk; from another site's page it is refused.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { VIEWER_HEADER } from '../domain/api-contract';
import type { Faults } from './faults';
import { DEFAULT_FAULT_MESSAGE } from './faults';
import type { Answer, Ctx, RouteDef } from './http';
import {
  HttpError,
  bodyOf,
  envelope,
  errorEnvelope,
  refuseControlCharacters,
  routeName,
  safeDecode,
} from './http';
import { changeRefusal, foreignOrigin } from './origins';
import type { Store } from './store';

/** Where the custom routes live: anything there that matches no route is a 404 here. */
const API_ROOTS = ['/v3', '/vx', '/img', '/video', '/outside', '/resource', '/surveys'];
const isApiPath = (path: string) =>
  API_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));

interface CompiledRoute {
  def: RouteDef;
  regex: RegExp;
  names: string[];
}

function compile(def: RouteDef): CompiledRoute {
  const names: string[] = [];
  const body = def.path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? (names.push(segment.slice(1)), '([^/]+)')
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { def, regex: new RegExp(`^${body}/?$`), names };
}

export interface DispatchInput {
  routes: readonly RouteDef[];
  store: Store;
  faults: Faults;
  /** Resolves once the data file is open. */
  ready: Promise<void>;
}

/** The middleware serving every route of `routes`; other paths go on to the next one. */
export function dispatchRoutes({ routes, store, faults, ready }: DispatchInput): RequestHandler {
  const compiled = routes.map(compile);
  async function handle(route: CompiledRoute, match: RegExpExecArray, req: Request, res: Response) {
    await ready;
    const def = route.def;
    const fault = faults.take(routeName(def));
    if (fault?.latencyMs) await new Promise((r) => setTimeout(r, fault.latencyMs));
    if (fault?.status !== undefined) {
      if (fault.status < 300) res.status(fault.status).end();
      else
        res
          .status(fault.status)
          .json(errorEnvelope(fault.status, fault.message ?? DEFAULT_FAULT_MESSAGE));
      return;
    }
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      params[name] = safeDecode(match[i + 1] ?? '');
    });
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.query)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') query[key] = first;
    }
    let answer: Answer | undefined;
    let failure: Error | null = null;
    try {
      const viewerId = req.get(VIEWER_HEADER);
      const viewer = viewerId ? (store.get('users', viewerId) ?? null) : null;
      if (viewerId && !viewer) throw new HttpError(401, `Unknown user ${viewerId}: sign in again.`);
      const body = bodyOf(req);
      if (def.write) {
        refuseControlCharacters(body, 'Field');
        refuseControlCharacters(query, 'Query parameter');
      }
      const ctx: Ctx = {
        method: def.method,
        params,
        query,
        body,
        viewer,
        store,
        req,
        res,
      };
      answer = def.handler(ctx);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    // A write is acknowledged (or its failure reported) only once what it changed is on disk.
    if (def.write) {
      try {
        await store.commit();
      } catch (error) {
        failure = new HttpError(500, `Your change could not be saved: ${(error as Error).message}`);
      }
    }
    if (failure) throw failure;
    if (def.raw || !answer) return;
    res.status(answer.status ?? 200).json(envelope(answer.data, answer.bookmark));
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path)) {
      next();
      return;
    }
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    let found: { route: CompiledRoute; match: RegExpExecArray } | null = null;
    const allowed: string[] = [];
    for (const route of compiled) {
      const match = route.regex.exec(req.path);
      if (!match) continue;
      if (route.def.method === method) {
        found = { route, match };
        break;
      }
      allowed.push(route.def.method);
    }
    if (!found) {
      if (allowed.length > 0) {
        res.set('Allow', [...new Set(allowed)].join(', '));
        res
          .status(405)
          .json(
            errorEnvelope(
              405,
              `${req.method} is not allowed on ${req.path}: use ${[...new Set(allowed)].join(' or ')}.`,
            ),
          );
        return;
      }
      res
        .status(404)
        .json(errorEnvelope(404, `No endpoint ${req.method} ${req.path}: docs/api.md lists them.`));
      return;
    }
    // A read that records something (an outside site's beacon) is a change: never from another site's page.
    const foreign = foreignOrigin(res);
    if (foreign !== null && found.route.def.write) {
      res.status(403).json(errorEnvelope(403, changeRefusal(req.method, req.path, foreign)));
      return;
    }
    void handle(found.route, found.match, req, res).catch(next);
  };
}
