// The fake API's middleware, in the order server.ts mounts it: a request log, the offline switch
// of the fault control, CORS, the read-only guard of the plain REST collections, and the error
// answer every failure ends in (the envelope, with a clear message).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { VIEWER_HEADER } from '../domain/api-contract';
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
export function offlineSwitch(faults: Faults): RequestHandler {
  return (req, _res, next) => {
    if (faults.offline && !req.path.startsWith('/_control')) {
      req.socket.destroy();
      return;
    }
    next();
  };
}

/** Any origin may call the API directly (the app normally reaches it through its own proxy). */
export const cors: RequestHandler = (req, res, next) => {
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
};

/** The plain REST collections are read-only: changes go through the spec's routes. */
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
        `The REST collections are read-only: ${req.method} ${req.path} is refused. Changes go through the /v3 routes (README, "Fake API endpoints").`,
      ),
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
