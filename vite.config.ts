import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { checkApiBase } from './domain/api-contract';
import { routerComponents } from './scripts/pure-router-components';

/**
 * Paths the app proxies to the fake API (fake-api/server.ts serves them). `^/video/` is a pattern,
 * so the clips go to the API and the `/videos/` page stays the app's.
 * `/_player` is the scenario player's own copy of the data (docs/decisions/085).
 */
export const apiPaths = ['/v3', '/vx', '/resource', '/img', '/_control', '/_player', '^/video/'];

// The backend behind the app: API_URL (another backend, `npm run preview -- --api URL`), or the
// fake API on API_PORT.
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const proxy = Object.fromEntries(
  apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: true }]),
);

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Build-only module swaps: react-router's production build (the package's default entry is its
 * development build, with its warnings), and React 19's own `useSyncExternalStore` in place of
 * the shim for React 16 and 17 that @xstate/react imports.
 */
const buildAliases = [
  {
    find: /^react-router$/,
    replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^use-sync-external-store\/shim\/with-selector$/,
    replacement: fromRoot('./node_modules/use-sync-external-store/with-selector.js'),
  },
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: fromRoot('./ui/app/sync-external-store.ts'),
  },
];

/**
 * Machine definitions are pure (machines/README.md): a machine module none of whose exports a
 * chunk uses is left out of it, so the per-pin machines stay out of the home route's first load.
 * So is the kinds table (machines/kinds.ts and the lists read from it): the first paint takes
 * its light half (kind-ids.ts) only.
 */
function pureMachines(): Plugin {
  const pure =
    /\/machines\/([\w-]+\.machine|[\w-]+-kind|[\w-]*kinds|[\w-]+-catalogue|save-messages|system-ids)\.ts$/;
  return {
    name: 'pinstate-pure-machines',
    transform(code, id) {
      return pure.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/**
 * The chunks every page asks for as it starts: the late logic, the full client, the home feed's
 * band and placements, the hero's fetch ahead and its renderer, fetched when a hero is coming
 * (docs/decisions/115 and 119). Their imports are fetched beside them, all at once. Any other chunk's
 * imports are found as it loads: the list of every chunk's imports would cost the home route's
 * first JavaScript about 1.2 KB gzipped, and those chunks are fetched ahead of their use anyway
 * (a hovered card's closeup, the routes after the first paint) (docs/decisions/114).
 */
const PRELOADED_AT_START =
  /^assets\/(pin-logic|client|hero-ahead|hero-band|hero-banner|home-placements|placement)-/;

function preloadedAtStart(file: string, deps: string[]): string[] {
  return PRELOADED_AT_START.test(file) ? deps : [];
}

/**
 * The late logic in one chunk, `pin-logic`: runtime/pin-logic.ts and every module it imports that
 * the home route's first JavaScript does not, and the code the hero's renderer imports (its page
 * actor and display hooks; the renderer itself, with its style sheet, stays a chunk of its own).
 * Left to Rollup they were some forty small chunks, fetched six at a time over HTTP/1.1 on a slow
 * phone before the hero could be drawn, and the renderer's imports a round trip after it
 * (docs/decisions/119). Every module the first paint imports is named the entry's (`index`), so
 * none is pulled into the late chunk with the modules that import it, and the entry never imports
 * the late chunk. A gathered module shared with a later chunk (a route, a card's controls) stays
 * here: those chunks import the late logic, which every page has asked for by then.
 */
const LATE_LOGIC = /\/runtime\/pin-logic\.ts$/;
const HERO_RENDERER = /\/ui\/guidance\/hero-banner\.tsx$/;
/**
 * The hero's fetch ahead (ui/guidance/hero-ahead.ts), asked for by the entry as the page starts:
 * what it imports beyond the first paint (the hero's display rules) is a chunk of its own,
 * `hero-pictures`, which the late logic imports too, so the hero's pictures never wait for the
 * late logic's 60 KB.
 */
const HERO_AHEAD = /\/ui\/guidance\/hero-ahead\.ts$/;

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
};

/** Every module statically reachable from `roots`, the roots included. */
function staticallyReachable(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>(roots);
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** Each module's manual chunk, worked out once per build from the module graph. */
let gathered: Map<string, string> | null = null;

/** Forgets the chunks of the build before (a watching build builds again). */
function gatheredLateLogic(): Plugin {
  return {
    name: 'pinstate-late-logic',
    buildStart() {
      gathered = null;
    },
  };
}

function lateLogicChunk(id: string, graph: ModuleGraph): string | undefined {
  if (!gathered) {
    const ids = [...graph.getModuleIds()];
    const firstPaint = staticallyReachable(
      graph,
      ids.filter((m) => graph.getModuleInfo(m)?.isEntry),
    );
    const renderer = ids.filter((m) => HERO_RENDERER.test(m));
    const late = new Set([
      ...staticallyReachable(
        graph,
        ids.filter((m) => LATE_LOGIC.test(m)),
      ),
      ...[...staticallyReachable(graph, renderer)].filter(
        (m) => !renderer.includes(m) && !/\.css($|\?)/.test(m),
      ),
    ]);
    const ahead = ids.filter((m) => HERO_AHEAD.test(m));
    const pictures = [...staticallyReachable(graph, ahead)].filter((m) => !ahead.includes(m));
    // Rollup's own modules (`\0`: its helpers) go where Rollup puts them.
    const ours = (m: string) => !m.startsWith('\0');
    gathered = new Map();
    for (const m of firstPaint) if (ours(m)) gathered.set(m, 'index');
    for (const m of pictures) if (ours(m) && !gathered.has(m)) gathered.set(m, 'hero-pictures');
    for (const m of late) if (ours(m) && !gathered.has(m)) gathered.set(m, 'pin-logic');
  }
  return gathered.get(id);
}

/**
 * The preview serves the build's hashed files (`/assets/`) as a production host would: cached for
 * a year and never revalidated, since a changed file gets a new name. Without it every load asks
 * again for each of the home route's chunks (docs/decisions/073).
 */
function immutableAssets(): Plugin {
  return {
    name: 'pinstate-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) {
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
          res.writeHead = ((status: number, ...rest: unknown[]) => {
            // sirv passes its headers to writeHead, over any set before: change them there.
            const headers = rest.find((r): r is Record<string, unknown> => typeof r === 'object');
            if (status === 200) {
              if (headers) headers['Cache-Control'] = IMMUTABLE;
              else res.setHeader('Cache-Control', IMMUTABLE);
            }
            return writeHead(status, ...rest);
          }) as typeof res.writeHead;
        }
        next();
      });
    },
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The backend the build calls (docs/backend.md, docs/decisions/102): VITE_API_BASE from the
 * environment or a .env file in ui/, checked (an http or https address, or nothing) and written
 * without trailing slashes. Without it the app calls its own origin, as before.
 */
function apiBaseDefine(mode: string): Record<string, string> {
  const base = checkApiBase(loadEnv(mode, fromRoot('./ui'), 'VITE_').VITE_API_BASE);
  return base ? { 'import.meta.env.VITE_API_BASE': JSON.stringify(base) } : {};
}

export default defineConfig(({ command, mode }) => ({
  root: 'ui',
  define: apiBaseDefine(mode),
  publicDir: false,
  plugins: [react(), pureMachines(), routerComponents(), immutableAssets(), gatheredLateLogic()],
  resolve: { alias: command === 'build' ? buildAliases : [] },

  // The app stays on its port (PORT): the fake API answers web pages from that origin only
  // (fake-api/origins.ts), so a dev server that moved to the next free port could not call it.
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), proxy },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    // Browsers with module preload and current syntax (Chromium is the target of the e2e suite).
    target: 'esnext',
    modulePreload: { polyfill: false, resolveDependencies: preloadedAtStart },
    rollupOptions: {
      output: { manualChunks: (id, graph) => lateLogicChunk(id, graph) },
    },
    minify: 'terser',
    // Current syntax, and none of Safari 10's workarounds Vite asks for by default: the target
    // is current browsers (decision 108).
    terserOptions: {
      ecma: 2020,
      safari10: false,
      compress: { passes: 2 },
      format: { comments: false },
    },
  },
}));
