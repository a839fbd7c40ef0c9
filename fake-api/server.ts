// The fake API (issue 2, "Fake API"; DESIGN.md "Fake API"): json-server 0.17 used as a library.
// Its REST router serves the collections at their plain names (/pins, /boards, ...) read-only;
// every call of the section 7 tables of the three specs is a custom route that validates its
// input, answers in the `{ resource_response: { data } }` envelope and, for a write, answers
// only once the change is on disk. Fault control lives under /_control.
import { readFileSync } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import jsonServer from 'json-server';
import { VIEWER_HEADER } from '../domain/api-contract';
import type { Db } from '../domain/types';
import type { ImageSpec } from '../fixtures/images';
import {
  MAX_RASTER_SIDE,
  parseImagePathWithFormat,
  renderImagePng,
  renderImageSvg,
} from '../fixtures/images';
import { Faults, DEFAULT_FAULT_MESSAGE, normaliseRoute, parseFault } from './faults';
import type { Answer, Ctx, Method, RouteDef } from './http';
import { HttpError, envelope, errorEnvelope, refuseControlCharacters, routeName } from './http';
import { COLLECTIONS, emptyDb } from './collections';
import { openDataFile, writeDataFile } from './data-file';
import type { JournalStats } from './journal';
import { boardRoutes } from './routes-boards';
import { peopleRoutes } from './routes-people';
import { feedRoutes } from './routes-feeds';
import { hideRoutes } from './routes-hides';
import { outboundRoutes } from './routes-outbound';
import { pinRoutes } from './routes-pins';
import { saveRoutes } from './routes-saves';
import { Store } from './store';

/** The short looping clip every fixture video plays (fixtures/media/loop.webm, made locally). */
let loopVideo: Buffer | null = null;
const videoRoute: RouteDef = {
  method: 'GET',
  path: '/video/:id/:file',
  summary: "A fixture video's 720p rendition (/video/{pinId}/720p.webm), a short looping WebM clip",
  raw: true,
  handler: (ctx) => {
    if (!ctx.req.path.endsWith('/720p.webm')) {
      throw new HttpError(
        404,
        `No video at ${ctx.req.path}: only the 720p WebM rendition is served.`,
      );
    }
    loopVideo ??= readFileSync(new URL('../fixtures/media/loop.webm', import.meta.url));
    ctx.res
      .status(200)
      .set({ 'Content-Type': 'video/webm', 'Cache-Control': 'public, max-age=31536000, immutable' })
      .send(loopVideo);
    return undefined;
  },
};

/** How many encoded PNG pictures the image route keeps (a grid asks for one picture more than once). */
const PNG_CACHE_SIZE = 4000;
const pngCache = new Map<string, Buffer>();

/** The encoded picture of one path, from the cache when drawn lately (least recently used goes). */
function cachedPng(path: string, spec: ImageSpec): Buffer {
  const hit = pngCache.get(path);
  if (hit) {
    pngCache.delete(path);
    pngCache.set(path, hit);
    return hit;
  }
  const png = renderImagePng(spec);
  pngCache.set(path, png);
  if (pngCache.size > PNG_CACHE_SIZE) {
    const oldest = pngCache.keys().next();
    if (!oldest.done) pngCache.delete(oldest.value);
  }
  return png;
}

const imageRoute: RouteDef = {
  method: 'GET',
  path: '/img/:size/:color/:dims/:file',
  summary:
    'A generated picture (/img/{sizeSpec}/{colorHex}/{w}x{h}/{signature}.png, or .svg for an SVG), cached for a year',
  raw: true,
  handler: (ctx) => {
    const parsed = parseImagePathWithFormat(ctx.req.path);
    if (!parsed) throw new HttpError(404, `No image at ${ctx.req.path}.`);
    const { spec, format } = parsed;
    if (format === 'png' && (spec.width > MAX_RASTER_SIDE || spec.height > MAX_RASTER_SIDE)) {
      throw new HttpError(
        404,
        `No image at ${ctx.req.path}: pictures are at most ${MAX_RASTER_SIDE} pixels a side.`,
      );
    }
    const cacheControl = 'public, max-age=31536000, immutable';
    if (format === 'svg') {
      ctx.res
        .status(200)
        .set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl })
        .send(renderImageSvg(spec));
      return undefined;
    }
    ctx.res
      .status(200)
      .set({ 'Content-Type': 'image/png', 'Cache-Control': cacheControl })
      .send(cachedPng(ctx.req.path, spec));
    return undefined;
  },
};

/** Every custom route, in matching order. */
export const ROUTES: readonly RouteDef[] = [
  ...pinRoutes,
  ...feedRoutes,
  ...saveRoutes,
  ...outboundRoutes,
  ...hideRoutes,
  ...boardRoutes,
  ...peopleRoutes,
  imageRoute,
  videoRoute,
];

/** Control routes (not subject to faults or offline). */
export const CONTROL_ROUTES: readonly { method: Method; path: string; summary: string }[] = [
  {
    method: 'GET',
    path: '/_control',
    summary: 'State of the fake API: routes, faults, offline, storage, counts',
  },
  { method: 'GET', path: '/_control/routes', summary: 'Every route pattern, as faults name them' },
  { method: 'GET', path: '/_control/faults', summary: 'The faults in force' },
  {
    method: 'PUT',
    path: '/_control/faults',
    summary:
      "Set a fault: route ('METHOD /path/pattern/' or '*'), status, message, latencyMs, count",
  },
  { method: 'DELETE', path: '/_control/faults', summary: 'Clear every fault (or one: ?route=)' },
  { method: 'GET', path: '/_control/offline', summary: 'Whether the API is offline' },
  {
    method: 'PUT',
    path: '/_control/offline',
    summary: 'offline: true drops every API connection; false restores',
  },
  {
    method: 'POST',
    path: '/_control/reset',
    summary: 'Data back to the generated fixtures; faults and offline cleared',
  },
];

/** `'METHOD /path/'` of every route: what the fault control accepts and the README documents. */
export const ROUTE_PATTERNS: readonly string[] = ROUTES.map(routeName);

/** Where the custom routes live: anything there that matches no route is a 404 here. */
const API_ROOTS = ['/v3', '/vx', '/img', '/video', '/beacon', '/resource'];
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

export interface CreateServerOptions {
  /** The generated fixtures (or a function making them, called only when needed). */
  db: Db | (() => Db);
  /**
   * Data file: loaded when it exists (with its journal), written from `db` when it does not.
   * Absent or null keeps the data in memory only.
   */
  file?: string | null;
  /** Journal tuning: fold it into a new snapshot past this many bytes. */
  journal?: { compactAfterBytes?: number };
  /** Data for POST /_control/reset; defaults to a fresh copy of `db`. */
  reset?: () => Db;
  /** Called with one line per answered request (`API_LOG=1` for `npm run api`). */
  log?: (line: string) => void;
}

export interface FakeApiServer {
  app: express.Application;
  store: Store;
  faults: Faults;
  /** Resolves once the data file is open (at once in memory mode). */
  ready: Promise<void>;
  /** Starts listening; port 0 picks a free one. Answers the base URL. */
  listen(port: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
  journalStats(): JournalStats | null;
}

function isDb(value: unknown): value is Db {
  return typeof value === 'object' && value !== null && Array.isArray((value as Db).pins);
}

/** Builds the fake API. `createServer(db)` is short for `createServer({ db })`. */
export function createServer(input: CreateServerOptions | Db): FakeApiServer {
  const options: CreateServerOptions = isDb(input) ? { db: input } : input;
  const makeDb = typeof options.db === 'function' ? options.db : null;
  const given = typeof options.db === 'function' ? null : options.db;
  // The pristine copy for reset is taken before anything writes into the data.
  const pristine = given ? structuredClone(given) : null;
  const resetDb =
    options.reset ?? (() => (pristine ? structuredClone(pristine) : (makeDb as () => Db)()));

  const file = options.file ?? null;
  const store = new Store(file ? emptyDb() : (given ?? (makeDb as () => Db)()));
  const faults = new Faults();
  let journalStats: () => JournalStats | null = () => null;

  const ready: Promise<void> = file
    ? (async () => {
        const { db, journal } = await openOrCreate(
          file,
          given ?? makeDb,
          options.journal?.compactAfterBytes,
        );
        store.load(db, journal);
        journalStats = () => ({ ...journal.stats });
      })()
    : Promise.resolve();
  // Callers see a failed open through `ready` or `listen`; never as an unhandled rejection.
  ready.catch(() => undefined);

  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('json spaces', 0);
  app.set('etag', false);

  const log = options.log;
  if (log) {
    app.use((req, res, next) => {
      const t0 = performance.now();
      res.on('finish', () => {
        log(
          `${req.method} ${req.originalUrl} ${res.statusCode} ${Math.round(performance.now() - t0)} ms`,
        );
      });
      next();
    });
  }

  // Offline: every API connection is dropped, as a network without a route would.
  app.use((req, _res, next) => {
    if (faults.offline && !req.path.startsWith('/_control')) {
      req.socket.destroy();
      return;
    }
    next();
  });

  // Any origin may call the API directly (the app normally reaches it through its own proxy).
  app.use((req, res, next) => {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'Access-Control-Allow-Headers': `content-type, accept, ${VIEWER_HEADER}`,
    });
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  });

  app.use(jsonServer.bodyParser);

  const knownRoutes = new Set(ROUTES.map((r) => normaliseRoute(routeName(r))));

  // --- control ---
  const control = express.Router();
  control.get('/', (_req, res) => {
    res.json(
      envelope({
        routes: ROUTE_PATTERNS,
        faults: faults.list(),
        offline: faults.offline,
        durable: store.durable,
        journal: journalStats(),
        counts: Object.fromEntries(COLLECTIONS.map((c) => [c, store.count(c)])),
      }),
    );
  });
  control.get('/routes', (_req, res) => {
    res.json(
      envelope(
        ROUTES.map((r) => ({ route: routeName(r), summary: r.summary, write: Boolean(r.write) })),
      ),
    );
  });
  control.get('/faults', (_req, res) => {
    res.json(envelope(faults.list()));
  });
  const setFault = (req: Request, res: Response) => {
    const fault = parseFault(bodyOf(req), knownRoutes);
    faults.set(fault);
    res.json(envelope(fault));
  };
  control.put('/faults', setFault);
  control.post('/faults', setFault);
  control.delete('/faults', (req, res) => {
    const route = typeof req.query.route === 'string' ? req.query.route : undefined;
    faults.clear(route);
    res.json(envelope(faults.list()));
  });
  control.get('/offline', (_req, res) => {
    res.json(envelope({ offline: faults.offline }));
  });
  control.put('/offline', (req, res) => {
    const offline = bodyOf(req).offline;
    if (typeof offline !== 'boolean')
      throw new HttpError(400, 'Field "offline" must be true or false.');
    faults.offline = offline;
    res.json(envelope({ offline }));
  });
  control.post('/reset', (_req, res, next) => {
    faults.clear();
    faults.offline = false;
    store
      .replaceAll(resetDb())
      .then(() => {
        res.json(
          envelope({
            reset: true,
            counts: Object.fromEntries(COLLECTIONS.map((c) => [c, store.count(c)])),
          }),
        );
      })
      .catch(next);
  });
  control.use((req, res) => {
    res
      .status(404)
      .json(errorEnvelope(404, `No control route ${req.method} /_control${req.path}.`));
  });
  app.use('/_control', control);

  // --- the spec's calls ---
  const compiled = ROUTES.map(compile);
  app.use((req, res, next) => {
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
        .json(errorEnvelope(404, `No endpoint ${req.method} ${req.path}: the README lists them.`));
      return;
    }
    void handle(found.route, found.match, req, res).catch(next);
  });

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

  // --- the REST collections: read-only ---
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
      next();
      return;
    }
    res.set('Allow', 'GET, HEAD');
    res
      .status(405)
      .json(
        errorEnvelope(
          405,
          `The REST collections are read-only: ${req.method} ${req.path} is refused. Changes go through the /v3 routes (README, "Fake API endpoints").`,
        ),
      );
  });
  const router = jsonServer.router(store.db);
  store.onReplace(() => {
    router.db.setState(store.db);
  });
  app.use((req, res, next) => {
    // The REST router reads the state it was given; keep it on the current data.
    if (router.db.getState() !== store.db) router.db.setState(store.db);
    next();
  });
  app.use(router);

  // --- errors ---
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    const e = error as { type?: string; status?: number; message?: string };
    if (error instanceof HttpError) {
      res.status(error.status).json(errorEnvelope(error.status, error.message));
    } else if (e.type === 'entity.parse.failed') {
      res
        .status(400)
        .json(errorEnvelope(400, `Malformed JSON body: ${e.message ?? 'cannot be parsed'}.`));
    } else if (e.type === 'entity.too.large') {
      res.status(413).json(errorEnvelope(413, 'Request body too large.'));
    } else if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      res.status(e.status).json(errorEnvelope(e.status, e.message ?? 'Bad request.'));
    } else {
      res.status(500).json(errorEnvelope(500, `Internal error: ${e.message ?? String(error)}`));
    }
  });

  let server: Server | null = null;
  return {
    app,
    store,
    faults,
    ready,
    journalStats: () => journalStats(),
    async listen(port, host = '127.0.0.1') {
      await ready;
      const s = app.listen(port, host);
      server = s;
      await new Promise<void>((resolve, reject) => {
        s.once('listening', resolve);
        s.once('error', reject);
      });
      const address = s.address() as AddressInfo;
      return { port: address.port, url: `http://${host}:${address.port}` };
    },
    async close() {
      const s = server;
      server = null;
      if (s) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
      await ready.catch(() => undefined);
      await store.close();
    },
  };
}

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, `Malformed path segment "${value}".`);
  }
}

/** Opens the data file, writing the fixtures first when there is none yet. */
async function openOrCreate(file: string, db: Db | (() => Db) | null, compactAfterBytes?: number) {
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    if (!db) throw new Error(`Data file ${file} does not exist and no fixtures were given.`);
    await mkdir(dirname(file), { recursive: true });
    await writeDataFile(file, typeof db === 'function' ? db() : db);
  }
  return openDataFile(file, { compactAfterBytes });
}
