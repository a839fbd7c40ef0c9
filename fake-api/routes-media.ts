// Pictures and clips the fixtures point at: generated pictures (PNG, or the SVG drawing) and the
// 720p rendition of a fixture video. Nothing is fetched from outside the machine.
import { readFileSync } from 'node:fs';
import type { ImageSpec } from '../fixtures/images';
import {
  MAX_RASTER_SIDE,
  parseImagePathWithFormat,
  renderImagePng,
  renderImageSvg,
} from '../fixtures/images';
import type { RouteDef } from './http';
import { HttpError } from './http';

/** The short looping clip every fixture video plays (fixtures/media/loop.webm, made locally). */
let loopVideo: Buffer | null = null;
const videoRoute: RouteDef = {
  method: 'GET',
  path: '/video/:id/:file',
  summary:
    "A fixture video's 720p rendition (/video/{pinId}/720p.webm), a short looping WebM clip; an unknown or picture pin is a 404",
  raw: true,
  handler: (ctx) => {
    if (!ctx.req.path.endsWith('/720p.webm')) {
      throw new HttpError(
        404,
        `No video at ${ctx.req.path}: only the 720p WebM rendition is served.`,
      );
    }
    // Only a pin that has a 720p rendition has a clip: an unknown pin, or a picture pin, is a 404.
    const id = ctx.params.id ?? '';
    const pin = ctx.store.get('pins', id);
    if (!pin?.videos?.videoList.V_720P) {
      throw new HttpError(404, `No video for pin ${id}: it is not a video pin of this server.`);
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

export const mediaRoutes: RouteDef[] = [imageRoute, videoRoute];
