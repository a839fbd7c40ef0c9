// The repin's logging event (spec 1 section 4 "log the event", section 7; spec 3 section 7
// "Tracking" event 5), as the save flow and the one-tap save both emit it once a save lands.
import { LOG_EVENT_TYPE } from '../domain/constants';
import { LOG_ELEMENT, type LogFields, type LogView } from '../domain/log-view';
import type { SavedInfo } from '../domain/types';

export type RepinLog = { type: 'log'; eventType: typeof LOG_EVENT_TYPE.repin } & LogFields & {
    auxData: { is_profile_save: boolean; board_id: string | null };
  };

export function repinLog({
  view,
  pinId,
  saved,
}: {
  view: LogView;
  pinId: string;
  saved: Pick<SavedInfo, 'type' | 'boardId'>;
}): RepinLog {
  return {
    type: 'log',
    eventType: LOG_EVENT_TYPE.repin,
    ...view,
    element: LOG_ELEMENT.saveButton,
    objectId: pinId,
    auxData: { is_profile_save: saved.type === 'profile', board_id: saved.boardId },
  };
}
