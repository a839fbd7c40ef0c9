// Helpers for the fake API's own tests: a server on an ephemeral port over a fresh copy of the
// fixtures, and a small caller that speaks the envelope.
import { VIEWER_HEADER } from '../domain/api-contract';
import type { Db } from '../domain/types';
import { generateDb } from '../fixtures/generate';
import { createServer } from './server';
import type { CreateServerOptions, FakeApiServer } from './server';

let fixtures: Db | null = null;

/** A fresh copy of the default fixtures (generated once per test file). */
export function freshDb(): Db {
  fixtures ??= generateDb();
  return structuredClone(fixtures);
}

export interface Reply {
  status: number;
  /** The parsed body (undefined when empty). */
  body: unknown;
  data: unknown;
  bookmark: string | null | undefined;
  message: string | undefined;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  rawBody?: string;
  viewer?: string | null;
  headers?: Record<string, string>;
}

export interface TestServer {
  server: FakeApiServer;
  url: string;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  close(): Promise<void>;
}

export async function startTestServer(
  options: Partial<CreateServerOptions> & { db?: CreateServerOptions['db'] } = {},
): Promise<TestServer> {
  const server = createServer({ ...options, db: options.db ?? freshDb() });
  const { url } = await server.listen(0);
  return {
    server,
    url,
    call: (method, path, callOptions) => call(url, method, path, callOptions),
    close: () => server.close(),
  };
}

/** Runs `run` against a test server over fresh fixtures, closed afterwards. */
export async function withTestServer(run: (s: TestServer) => Promise<void>): Promise<void> {
  const s = await startTestServer();
  try {
    await run(s);
  } finally {
    await s.close();
  }
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.viewer) headers[VIEWER_HEADER] = options.viewer;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] = 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  const rr = (
    parsed as {
      resource_response?: {
        data?: unknown;
        bookmark?: string | null;
        error?: { message?: string };
      };
    }
  )?.resource_response;
  return {
    status: response.status,
    body: parsed,
    data: rr?.data,
    bookmark: rr?.bookmark,
    message: rr?.error?.message,
    headers: response.headers,
  };
}
