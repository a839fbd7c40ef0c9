// The `compression` middleware's one use here (fake-api/server.ts): gzip over a size threshold.
declare module 'compression' {
  import type { RequestHandler } from 'express';

  export default function compression(options?: { threshold?: number | string }): RequestHandler;
}
