// The fixture accounts offered on the login page (spec 3 section 2, account routes /login and
// /signup; no passwords in this product's sample data): loading, loaded, failed with retry.
import { assign, fromPromise, setup } from 'xstate';
import { SAVE_ERROR_FALLBACK } from '../../domain/save';
import type { User } from '../../domain/types';

/** An account as the login page lists it. */
export type AccountChoice = Pick<
  User,
  'id' | 'username' | 'fullName' | 'imageMediumUrl' | 'isPartner' | 'isEmployee' | 'saveBehavior'
>;

/**
 * Loads the accounts one may sign in as. `loading` → `loaded` or `failed`; `users.retry` from
 * `failed` loads again. The `listUsers` actor is provided by the page (the API client's
 * `listUsers`); tests provide a fake.
 */
export const userListMachine = setup({
  types: {
    context: {} as { users: AccountChoice[]; error: string | null },
    events: {} as { type: 'users.retry' },
  },
  actors: {
    listUsers: fromPromise<AccountChoice[]>(() => Promise.resolve([])),
  },
}).createMachine({
  id: 'userList',
  context: { users: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listUsers',
        src: 'listUsers',
        onDone: {
          target: 'loaded',
          actions: assign({ users: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? event.error.message
                : SAVE_ERROR_FALLBACK,
          }),
        },
      },
    },
    loaded: {},
    failed: { on: { 'users.retry': 'loading' } },
  },
});
