// The fake API (fake-api/README.md): json-server 0.17 used as a library. Every call of the
// section 7 tables of the three specs is a custom route (dispatch.ts) that validates its input,
// answers in the `{ resource_response: { data } }` envelope and, for a write, answers only once
// the change is on disk. Fault control lives under /_control (control-routes.ts), and so does
// json-server's REST router, read-only: the raw collections (/_control/rest/pins, ...) hold what
// the routes keep private, so only tests and the app's own origin read them (origins.ts,
// docs/decisions/070-private-data-stays-private.md). The middleware around them is middleware.ts.
import { access, mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import type express from 'express';
import jsonServer from 'json-server';
import { PLAYER_API_PREFIX } from '../domain/api-contract';
import type { Db } from '../domain/types';
import { emptyDb } from './collections';
import { controlRouter } from './control-routes';
import { openDataFile, writeDataFile } from './data-file';
import { dispatchRoutes } from './dispatch';
import { Faults } from './faults';
import type { RouteDef } from './http';
import { routeName } from './http';
import type { JournalStats } from './journal';
import {
  errorAnswer,
  gzipLargeAnswers,
  notFound,
  offlineSwitch,
  requestLog,
  restReadOnly,
} from './middleware';
import { DEFAULT_APP_PORTS, loopbackOrigins, originGuard } from './origins';
import { boardPeopleRoutes } from './routes-board-people';
import { businessRoutes } from './routes-business';
import { boardRoutes } from './routes-boards';
import { eventRoutes } from './routes-events';
import { attributionRoutes } from './routes-attribution';
import { surveyRoutes } from './routes-surveys';
import { searchRoutes } from './routes-search';
import { feedRoutes } from './routes-feeds';
import { discoveryRoutes } from './routes-discovery';
import { hideRoutes } from './routes-hides';
import { mediaRoutes } from './routes-media';
import { outboundRoutes } from './routes-outbound';
import { peopleRoutes } from './routes-people';
import { onboardingRoutes } from './routes-onboarding';
import { pinRoutes } from './routes-pins';
import { saveRoutes } from './routes-saves';
import { sectionRoutes } from './routes-sections';
import { sendRoutes } from './routes-sends';
import { Store } from './store';
import { userStateRoutes } from './routes-user-state';

/** Every custom route, in matching order. */
export const ROUTES: readonly RouteDef[] = [
  ...pinRoutes,
  ...sendRoutes,
  ...feedRoutes,
  ...saveRoutes,
  ...outboundRoutes,
  ...hideRoutes,
  ...boardRoutes,
  ...sectionRoutes,
  ...boardPeopleRoutes,
  ...peopleRoutes,
  ...onboardingRoutes,
  ...userStateRoutes,
  ...businessRoutes,
  ...mediaRoutes,
  ...eventRoutes,
  ...attributionRoutes,
  ...surveyRoutes,
  ...discoveryRoutes,
  ...searchRoutes,
];

/** `'METHOD /path/'` of every route: what the fault control accepts and the README documents. */
export const ROUTE_PATTERNS: readonly string[] = ROUTES.map(routeName);

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
  /**
   * The web origins that may call the API (CORS, the control routes, changes, a viewer): the
   * app's own. Defaults to the loopback origins of the dev and preview servers' default ports.
   */
  allowedOrigins?: readonly string[];
  /**
   * Serve the scenario player's own copy of the data under `/_player/` (default true): an API of
   * its own, in memory, made on its first call from this server's fixtures.
   */
  playerCopy?: boolean;
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
  if (options.log) app.use(requestLog(options.log));
  // The player's copy answers through this app, compressed here already.
  if (options.playerCopy !== false) app.use(gzipLargeAnswers());
  const allowedOrigins = options.allowedOrigins ?? loopbackOrigins(DEFAULT_APP_PORTS);
  app.use(originGuard(allowedOrigins));
  // The scenario player's copy (docs/decisions/085): its resets, faults and writes land in a
  // second API in memory, never in the data here, which `npm start` keeps on disk.
  let playerCopy: FakeApiServer | null = null;
  if (options.playerCopy !== false) {
    app.use(PLAYER_API_PREFIX, (req, res, next) => {
      playerCopy ??= createServer({
        db: resetDb,
        reset: resetDb,
        allowedOrigins,
        playerCopy: false,
        ...(options.log ? { log: options.log } : {}),
      });
      playerCopy.app(req, res, next);
    });
  }
  app.use(offlineSwitch(faults));
  app.use(jsonServer.bodyParser);

  // The raw collections, under the control routes only: read-only, and always on the current data.
  const router = jsonServer.router(store.db);
  store.onReplace(() => {
    router.db.setState(store.db);
  });
  app.use('/_control/rest', restReadOnly, (_req, _res, next) => {
    // The REST router reads the state it was given; keep it on the current data.
    if (router.db.getState() !== store.db) router.db.setState(store.db);
    next();
  });
  app.use('/_control/rest', router);
  app.use(
    '/_control',
    controlRouter({ routes: ROUTES, store, faults, journalStats: () => journalStats(), resetDb }),
  );
  app.use(dispatchRoutes({ routes: ROUTES, store, faults, ready }));
  app.use(notFound);
  app.use(errorAnswer);

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
      await playerCopy?.close();
    },
  };
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
