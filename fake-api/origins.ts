// Which web pages may drive the fake API (docs/decisions/070-private-data-stays-private.md): the
// app's own origins only. CORS answers those origins by name (never `*`); a request carrying any
// other `Origin` is refused (403, in the envelope) on the control routes, for a change, and
// whenever it names a viewer. A request with no `Origin` (tests, curl, scripts) is not a web
// page's and goes on; the app's own calls reach the API through its proxy with the app's origin.
import type { RequestHandler, Response } from 'express';
import { VIEWER_HEADER } from '../domain/api-contract';
import { errorEnvelope } from './http';

/** The app's default ports (vite.config.ts): the dev server and the preview server. */
export const DEFAULT_APP_PORTS: readonly number[] = [5173, 4173];

/** The names the app's own machine is reached by. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** `http://127.0.0.1:<port>`, `http://localhost:<port>` and `http://[::1]:<port>` for each port. */
export function loopbackOrigins(ports: readonly number[]): string[] {
  return ports.flatMap((port) => LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`));
}

/** The origins of a comma-separated list, each checked: a scheme, a host, a port; never `*`. */
export function parseAllowedOrigins(list: string): string[] {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    const problem = `API_ALLOWED_ORIGINS: "${entry}" is not an origin; write each as scheme://host[:port], separated by commas (no "*": every allowed origin is named)`;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${problem}.`);
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    if (!bare || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      throw new Error(`${problem}.`);
    return url.origin;
  });
}

/**
 * The allowed origins of an environment: `API_ALLOWED_ORIGINS` when set; otherwise the loopback
 * origins of the app's port, `PORT` (as `npm start`, `npm run preview` and the e2e servers pass it
 * to both the app and the API), or of the dev and preview servers' default ports when it is unset.
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = env.API_ALLOWED_ORIGINS;
  if (listed !== undefined && listed.trim() !== '') return parseAllowedOrigins(listed);
  if (env.PORT === undefined || env.PORT === '') return loopbackOrigins(DEFAULT_APP_PORTS);
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}".`);
  return loopbackOrigins([port]);
}

const READS = new Set(['GET', 'HEAD']);

const isControlPath = (path: string) => path === '/_control' || path.startsWith('/_control/');

const FIX = `Only the app's own origins may (set API_ALLOWED_ORIGINS to allow another).`;

/** The refusal of a change (a write, or a read that records something) from `origin`. */
export function changeRefusal(method: string, path: string, origin: string): string {
  return `Changes are accepted only from the app's own origin: ${method} ${path} from ${origin} is refused. ${FIX}`;
}

/** Why a request from `origin`, which is not allowed, is refused; null when it may go on. */
function refusal(method: string, path: string, namesViewer: boolean, origin: string) {
  if (isControlPath(path))
    return `The control routes answer only the app's own origin: ${origin} is not allowed. ${FIX}`;
  if (method === 'OPTIONS')
    return `Cross-origin calls are allowed only from the app's own origin: ${origin} is not allowed. ${FIX}`;
  if (!READS.has(method)) return changeRefusal(method, path, origin);
  if (namesViewer)
    return `A viewer is honoured only from the app's own origin: ${origin} may not name one. ${FIX}`;
  return null;
}

const FOREIGN = 'pinstateForeignOrigin';

/** The origin of a request that came from a page the API does not allow, or null. */
export function foreignOrigin(res: Response): string | null {
  const origin: unknown = res.locals[FOREIGN];
  return typeof origin === 'string' ? origin : null;
}

/**
 * CORS for the allowed origins (named, never `*`), and the refusals of every other origin. A read
 * with no viewer from another origin goes on (its answer is what a logged-out visitor sees, and
 * without CORS the page cannot read it); dispatch.ts refuses it too when its route records
 * something (`foreignOrigin`).
 */
export function originGuard(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    if (origin === undefined || allowed.has(origin)) {
      if (origin !== undefined) {
        res.set({
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers': `content-type, accept, ${VIEWER_HEADER}`,
        });
      }
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      next();
      return;
    }
    const message = refusal(req.method, req.path, req.get(VIEWER_HEADER) !== undefined, origin);
    if (message !== null) {
      res.status(403).json(errorEnvelope(403, message));
      return;
    }
    res.locals[FOREIGN] = origin;
    next();
  };
}
