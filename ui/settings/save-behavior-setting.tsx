// The save behaviour setting on /settings (spec 3 sections 3 and 5): 0 saves to the profile, 1
// shows the inline board picker; offered only while the account has between 1 and 4 boards
// (`offersSaveBehaviorOptions`). The `saveBehavior` edit form is saved through PATCH
// /v3/user_settings/ and hands the new value to the session, so every Save button follows at once.
import type { User } from '../../domain/types';
import { offersSaveBehaviorOptions } from '../../domain/permissions';
import {
  SAVE_BEHAVIOR_LABELS,
  SAVE_BEHAVIOR_TEXT,
  SAVE_BEHAVIORS,
} from '../../domain/save-behavior';
import { useLoad } from '../app/load';
import { useViewer } from '../app/viewer';
import { EditForm, FormActions, FormLoading, SelectField, useEditForm } from '../edit/edit-form';
import { ErrorState, Loading } from '../shell/states';
import styles from '../pages/page.module.css';

const OPTIONS = SAVE_BEHAVIORS.map((value) => ({
  value: String(value),
  label: SAVE_BEHAVIOR_LABELS[value],
}));

function SaveBehaviorForm({ user }: { user: User }) {
  const form = useEditForm({
    form: { name: 'saveBehavior', userId: user.id },
    values: { saveBehavior: String(user.saveBehavior) },
  });
  if (!form) return <FormLoading />;
  return (
    <EditForm actor={form} label={SAVE_BEHAVIOR_TEXT.heading}>
      <SelectField
        actor={form}
        name="saveBehavior"
        label={SAVE_BEHAVIOR_TEXT.legend}
        options={OPTIONS}
      />
      <FormActions actor={form} cancelTo="/" savedText={SAVE_BEHAVIOR_TEXT.saved} />
    </EditForm>
  );
}

function LoadedSetting({ userId }: { userId: string }) {
  const user = useLoad({ what: 'settingsUser', userId });
  if (user.status === 'loading') return <Loading label={SAVE_BEHAVIOR_TEXT.loading} />;
  if (user.status === 'failed')
    return <ErrorState message={user.failure.message} onRetry={user.retry} />;
  if (!offersSaveBehaviorOptions({ signedIn: true, boardCount: user.data.boardCount })) {
    return <p className={styles.subtitle}>{SAVE_BEHAVIOR_TEXT.notOffered}</p>;
  }
  return <SaveBehaviorForm user={user.data} />;
}

/** The section of the settings page; nothing for a logged-out visitor. */
export function SaveBehaviorSetting() {
  const viewer = useViewer();
  if (!viewer.id) return null;
  return (
    <section aria-labelledby="save-behavior-settings">
      <h2 id="save-behavior-settings">{SAVE_BEHAVIOR_TEXT.heading}</h2>
      <LoadedSetting userId={viewer.id} />
    </section>
  );
}
