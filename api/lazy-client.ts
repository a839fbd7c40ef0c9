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
   * Makes a read call now, before the page's code makes it (a feed's page, the viewer's
   * experiences): the first call of the same name with the same argument, made as the same
   * viewer, takes this answer instead of asking again. Answers the answer, for a view to look
   * at ahead of the call (it stays the call's to take).
   */
  askAhead: AskAhead;
}

/** The calls a page may make ahead of its code, with their argument. */
type AskAhead = {
  (call: 'getFeed', query: FeedQuery): ReturnType<Api['getFeed']>;
  (
    call: 'getExperiences',
    extraContext: Record<string, unknown>,
  ): ReturnType<Api['getExperiences']>;
};
type AheadCall = 'getFeed' | 'getExperiences';

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
  const aheadKey = (call: AheadCall, argument: unknown) =>
    JSON.stringify([options.getViewerId(), call, argument]);
  /** The answers asked ahead, each for the first call that matches it. */
  const ahead = new Map<string, Promise<unknown>>();
  const askAhead = ((call: AheadCall, argument: never) => {
    const answer = readCalls[call](argument);
    // An answer nobody takes is left alone; its failure is the taker's to see.
    answer.catch(() => undefined);
    ahead.set(aheadKey(call, argument), answer);
    return answer;
  }) as AskAhead;
  /** The read call `call`, taking its answer asked ahead when there is one. */
  const taking =
    (call: AheadCall) =>
    (argument: never, o?: never): Promise<never> => {
      const key = aheadKey(call, argument);
      const taken = ahead.get(key);
      ahead.delete(key);
      return (taken ?? readCalls[call](argument, o)) as Promise<never>;
    };
  const read: Partial<Api> = {
    ...readCalls,
    getFeed: taking('getFeed'),
    getExperiences: taking('getExperiences'),
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
