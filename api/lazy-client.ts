// The running app's client: the read calls from the start (read-client.ts), every other call
// through the full client (client.ts), fetched the first time one is made. Every call answers a
// promise, so a call made before the rest has loaded simply waits for it.
import type { Api } from './api';
import { createReadApi } from './read-client';
import type { CreateApiOptions } from './transport';

export function createLazyApi(options: CreateApiOptions): Api {
  const read = createReadApi(options);
  let full: Promise<Api> | undefined;
  const load = () => (full ??= import('./client').then(({ createApi }) => createApi(options)));
  const calls = new Map<string, unknown>();
  return new Proxy(read as Api, {
    get(target, name) {
      if (typeof name !== 'string' || name in target) return Reflect.get(target, name) as unknown;
      let call = calls.get(name);
      if (!call) {
        call = (...args: unknown[]) =>
          load().then((api) => (api[name as keyof Api] as (...a: unknown[]) => unknown)(...args));
        calls.set(name, call);
      }
      return call;
    },
  });
}
