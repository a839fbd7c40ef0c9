// The fault control under /_control (fake-api/README.md): what tests, scenarios, the dev
// toolbar and people use to set per-route failures and latency, switch the API offline, reset
// the data and read it raw (/_control/db, and json-server's read-only collections under
// /_control/rest/, which server.ts mounts). Control routes are subject to neither faults nor
// offline, and answer only requests from no web page or from the app's own origin (origins.ts).
import type { Request, Response } from 'express';
import express from 'express';
import { COLLECTIONS } from './collections';
import type { Faults } from './faults';
import { normaliseRoute, parseFault } from './faults';
import type { Method, RouteDef } from './http';
import { HttpError, bodyOf, envelope, errorEnvelope, routeName } from './http';
import type { JournalStats } from './journal';
import type { Db } from '../domain/types';
import type { Store } from './store';

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
  { method: 'GET', path: '/_control/db', summary: 'The whole database, raw' },
  {
    method: 'GET',
    path: '/_control/rest/:collection',
    summary: "One raw collection, read-only, as json-server's REST router serves it",
  },
];

export interface ControlInput {
  /** The spec's routes, as the fault control names them. */
  routes: readonly RouteDef[];
  store: Store;
  faults: Faults;
  journalStats: () => JournalStats | null;
  /** The data POST /_control/reset brings back. */
  resetDb: () => Db;
}

/** The /_control router. */
export function controlRouter({
  routes,
  store,
  faults,
  journalStats,
  resetDb,
}: ControlInput): express.Router {
  const knownRoutes = new Set(routes.map((r) => normaliseRoute(routeName(r))));
  const control = express.Router();
  control.get('/', (_req, res) => {
    res.json(
      envelope({
        routes: routes.map(routeName),
        faults: faults.list(),
        offline: faults.offline,
        durable: store.durable,
        journal: journalStats(),
        counts: Object.fromEntries(COLLECTIONS.map((c) => [c, store.count(c)])),
      }),
    );
  });
  control.get('/db', (_req, res) => {
    res.json(store.db);
  });
  control.get('/routes', (_req, res) => {
    res.json(
      envelope(
        routes.map((r) => ({ route: routeName(r), summary: r.summary, write: Boolean(r.write) })),
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
  return control;
}
