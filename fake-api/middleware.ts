// The fake API's middleware, in the order server.ts mounts it: a request log, the offline switch
// of the fault control, the read-only guard of the raw collections under /_control/rest, the
// answer for a path nothing serves, and the error answer every failure ends in (the envelope, with
// a clear message). Which origins may call is origins.ts.
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { COLLECTIONS } from './collections';
import type { Faults } from './faults';
import { HttpError, errorEnvelope } from './http';

/** One line per answered request: method, url, status and milliseconds. */
export function requestLog(log: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const t0 = performance.now();
    res.on('finish', () => {
      log(
        `${req.method} ${req.originalUrl} ${res.statusCode} ${Math.round(performance.now() - t0)} ms`,
      );
    });
    next();
  };
}

/** Offline: every API connection is dropped, as a network without a route would. */
/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 1024;

/**
 * Answers over 1 KB go gzipped to a client that accepts gzip, as a real backend sends them (a home
 * feed page is about a ninth of its size on the wire, docs/decisions/113). Compressed at once, in
 * the call that sends them: answers leave in the order they were made, as they did before.
 */
export function gzipLargeAnswers(): RequestHandler {
  return (req, res, next) => {
    if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return next();
    const send = res.send.bind(res);
    res.send = (body: unknown) => {
      const type = res.getHeader('content-type');
      if (typeof body !== 'string' || typeof type !== 'string' || res.getHeader('content-encoding'))
        return send(body);
      const bytes = Buffer.from(body);
      if (bytes.length < GZIP_FROM_BYTES) return send(body);
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'accept-encoding');
      return send(gzipSync(bytes));
    };
    next();
  };
}

export function offlineSwitch(faults: Faults): RequestHandler {
  return (req, _res, next) => {
    if (faults.offline && !req.path.startsWith('/_control')) {
      req.socket.destroy();
      return;
    }
    next();
  };
}

/** The raw collections are read-only: changes go through the spec's routes. */
export const restReadOnly: RequestHandler = (req, res, next) => {
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
        `The raw collections are read-only: ${req.method} ${req.baseUrl}${req.path} is refused. Changes go through the /v3 routes (docs/api.md, "Fake API endpoints").`,
      ),
    );
};

const RAW_NAMES = new Set<string>([...COLLECTIONS, 'db']);

/**
 * A path nothing serves: a 404 in the envelope. The raw collections are not served at their plain
 * names (they hold what the /v3 routes keep private); the answer says where tests read them.
 */
export const notFound: RequestHandler = (req, res) => {
  const first = req.path.split('/')[1] ?? '';
  const raw = RAW_NAMES.has(first)
    ? ` The raw collections are read through the control routes (GET /_control/rest/${first === 'db' ? '<collection>' : first}, GET /_control/db), for tests and the app's own tools.`
    : '';
  res
    .status(404)
    .json(
      errorEnvelope(404, `No endpoint ${req.method} ${req.path}: docs/api.md lists them.${raw}`),
    );
};

/** Every failure answers in the envelope: an HttpError as it says, malformed JSON as a 400. */
export function errorAnswer(error: unknown, _req: Request, res: Response, _next: NextFunction) {
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
}
