// The player's recorder panel (scenarios/README.md): Record starts recording what a person does
// in the live app, with the pauses and the API faults in force; Stop exports it as a scenario
// file to read and download.
import { useCallback, useState } from 'react';
import { createControl } from '../../api/control';
import { playerApiBase } from '../../domain/api-contract';
import { BUILT_API_BASE } from '../../runtime/api-base';
import { FAULT_POLL_MS } from '../../machines/fault-poll.machine';
import { appClock } from '../../runtime/app-clock';
import { appActor } from '../../runtime/system';
import { scenarioFile, startRecording, type Recording } from './recorder';
import styles from './player.module.css';

// The player's runs reset, fault and write the fake API's copy of the data, never a person's own.
const control = createControl({ baseUrl: playerApiBase(BUILT_API_BASE) });

export function Recorder() {
  const [recording, setRecording] = useState<Recording | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const start = () => {
    setExported(null);
    void startRecording({
      root: appActor,
      now: () => appClock.now(),
      clock: appClock,
      listFaults: () => control.listFaults(),
      pollFaultsMs: FAULT_POLL_MS,
      path: '/',
    }).then(setRecording);
  };
  const stop = () => {
    if (!recording) return;
    void recording
      .stop({ id: 'recorded-session', title: 'A recorded session' })
      .then((scenario) => {
        setRecording(null);
        setExported(scenarioFile(scenario));
      });
  };
  const download = useCallback(() => {
    if (!exported) return;
    const url = URL.createObjectURL(new Blob([exported], { type: 'text/typescript' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recorded-session.scenario.ts';
    a.click();
    URL.revokeObjectURL(url);
  }, [exported]);
  return (
    <section aria-label="Recorder" className={styles.recorder}>
      {recording ? (
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={stop}>
          Stop recording
        </button>
      ) : (
        <button type="button" className={styles.button} onClick={start}>
          Record
        </button>
      )}
      <span className={styles.muted}>
        {recording
          ? 'Recording what you do in the app, the pauses and the API faults in force.'
          : 'Record a session in the live app and export it as a scenario.'}
      </span>
      {exported ? (
        <>
          <button type="button" className={styles.button} onClick={download}>
            Download scenario file
          </button>
          <textarea
            className={styles.exported}
            readOnly
            value={exported}
            aria-label="Recorded scenario file"
          />
        </>
      ) : null}
    </section>
  );
}
