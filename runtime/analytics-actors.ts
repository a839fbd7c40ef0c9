// The analytics actor's real actors (machines/analytics.machine.ts; spec 2 section 2, spec 3
// section 7): a batch goes to the events sink (`POST /v3/events/`), and the window's `pagehide`
// sends what waits for the next batch at once, so a reload or a closed tab loses nothing allowed.
import { fromCallback, fromPromise } from 'xstate';
import type { Api } from '../api/api';
import {
  sentEvent,
  type AnalyticsEvent,
  type AnalyticsRecord,
} from '../machines/analytics.machine';
import { pageLogic } from '../machines/page-kinds';

export function provideAnalytics(api: Api) {
  return pageLogic.analytics.provide({
    actors: {
      sendEvents: fromPromise<void, { events: AnalyticsRecord[] }>(({ input }) =>
        api.sendEvents(input.events.map(sentEvent)),
      ),
      pageLeaving: fromCallback<AnalyticsEvent>(({ sendBack }) => {
        if (typeof window === 'undefined') return undefined;
        const leaving = () => sendBack({ type: 'analytics.flush' });
        window.addEventListener('pagehide', leaving);
        return () => window.removeEventListener('pagehide', leaving);
      }),
    },
  });
}
