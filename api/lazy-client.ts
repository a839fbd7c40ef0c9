// The running app's client: the read calls from the start (read-client.ts), every other call
// through the full client (client.ts), fetched the first time one is made or when the app asks
// for it ahead (right after the first paint). Every call answers a promise, so a call made before
// the rest has loaded simply waits for it.
import type { Api, FeedQuery } from './api';
import { createReadApi } from './read-client';
import type { CreateApiOptions } from './transport';

/** The app's client, and how to fetch the rest of it ahead of its first call. */
export interface LazyApi {
  api: Api;
  /** Fetches the rest of the client now (the app does so right after the first paint). */
  preload: () => Promise<void>;
  /**
   * Asks for a feed's page now, before the page's code asks for it: the first `getFeed` of the
   * same query, made as the same viewer, takes this answer instead of asking again.
   */
  askAhead: (query: FeedQuery) => void;
}

/** A page asked ahead, for the first call that matches it. */
interface AskedAhead {
  key: string;
  answer: ReturnType<Api['getFeed']>;
}

export interface LazyApiOptions extends CreateApiOptions {
  /**
   * Told of a call made before the rest of the client has come, until it has gone out: the app's
   * clock counts it as a request on its way (docs/decisions/012).
   */
  track?: <T>(call: Promise<T>) => Promise<T>;
}

export function createLazyApi(options: LazyApiOptions): LazyApi {
  const { track = <T>(call: Promise<T>) => call, ...apiOptions } = options;
  let full: Promise<Api> | undefined;
  let loaded = false;
  const load = () =>
    (full ??= import('./client').then(({ createApi }) => {
      loaded = true;
      return createApi(apiOptions);
    }));
  const readCalls = createReadApi(options);
  // Who the call is made as is part of what it asks (docs/decisions/100).
  const aheadKey = (query: FeedQuery) => JSON.stringify([options.getViewerId(), query]);
  let ahead: AskedAhead | null = null;
  const askAhead = (query: FeedQuery) => {
    const answer = readCalls.getFeed(query);
    // A page nobody takes is left alone; its failure is the taker's to see.
    answer.catch(() => undefined);
    ahead = { key: aheadKey(query), answer };
  };
  const read: Partial<Api> = {
    ...readCalls,
    getFeed: (query, o) => {
      const taken = ahead;
      if (taken && taken.key === aheadKey(query)) {
        ahead = null;
        return taken.answer;
      }
      return readCalls.getFeed(query, o);
    },
  };
  const later = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  // Every call the read client lacks goes through the full one (`Api` names them all); no list
  // of them is carried at the first paint. `then` is never a call: the client is not a promise.
  const isLater = (target: Partial<Api>, name: string | symbol): name is string =>
    typeof name === 'string' && name !== 'then' && !(name in target);
  const laterCall = (name: string) => {
    let call = later.get(name);
    if (!call) {
      call = (...args) => {
        const made = load().then((client) =>
          (client[name as keyof Api] as (...a: unknown[]) => unknown)(...args),
        );
        return loaded ? made : track(made);
      };
      later.set(name, call);
    }
    return call;
  };
  // Seen as the client's own properties too, so a test can spy on one.
  const api = new Proxy(read, {
    get: (target, name) =>
      isLater(target, name) ? laterCall(name) : (Reflect.get(target, name) as unknown),
    has: (target, name) => isLater(target, name) || Reflect.has(target, name),
    getOwnPropertyDescriptor: (target, name) =>
      isLater(target, name)
        ? { value: laterCall(name), writable: true, enumerable: true, configurable: true }
        : Reflect.getOwnPropertyDescriptor(target, name),
  }) as Api;
  return { api, preload: () => load().then(() => undefined), askAhead };
}
