// The dev toolbar (README.md "Seeing every variant"): viewer kind, device and country (kept by
// the session actor across reloads), the live machine panel, the Stately Inspector switch, and
// API faults and offline through the fake API's fault control. Its own chunk.
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { API_ROUTES } from '../../api/client';
import { createControl } from '../../api/control';
import { DEFAULT_LOCALE, DEVICES, VIEWER_KINDS } from '../../domain/viewer';
import { SHOPPING_INDICATOR_COUNTRIES } from '../../domain/constants';
import type { ViewerKind } from '../../domain/types';
import { selectViewer } from '../../machines/session.machine';
import { applyViewerPreference } from '../../runtime/apply-viewer';
import { pageControlBase } from '../../runtime/api-base';
import { appActor, getSessionActor } from '../../runtime/system';
import { setDevtoolsStored } from '../shell/devtools-switch';
import { InspectorNoteText, useOpenInspector } from '../inspector/launcher';
import { MachinePanel } from '../panel/machine-panel';
import styles from './dev-toolbar.module.css';

function field(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

const KIND_LABELS: Record<ViewerKind, string> = {
  'logged-out': 'Logged out',
  'signed-in': 'Signed in',
  partner: 'Partner',
  employee: 'Employee',
  bot: 'Bot',
  'social-bot': 'Social bot',
};

/**
 * Locales offered: the default, three that count in 万 and 億 (zh, ja, ko, spec 3 section 9) and a
 * few that write numbers otherwise.
 */
const LOCALES = [DEFAULT_LOCALE, 'en-GB', 'de-DE', 'fr-FR', 'pt-BR', 'zh-CN', 'ja-JP', 'ko-KR'];
const COUNTRIES = [...SHOPPING_INDICATOR_COUNTRIES, 'JP', 'BR', 'IN', 'AU'];
const ROUTES = [...new Set(Object.values(API_ROUTES))].sort();
// On a player page the buttons act on the data the page shows: the player's copy.
const control = createControl({ baseUrl: pageControlBase() });

/** What the fault control's one-click buttons do, and what they say once done. */
const CONTROL_ACTIONS: readonly { label: string; run: () => Promise<void>; done: string }[] = [
  { label: 'Clear faults', run: () => control.resetFaults(), done: 'Faults cleared' },
  { label: 'Go offline', run: () => control.setOffline(true), done: 'API offline' },
  { label: 'Go online', run: () => control.setOffline(false), done: 'API online' },
  { label: 'Reset data', run: () => control.resetData(), done: 'Data reset to the fixtures' },
];

/** One choice among a few, as pressed/unpressed chips. */
function Chips<T extends string>(props: {
  values: readonly T[];
  current: T;
  labelOf: (value: T) => string;
  onPick: (value: T) => void;
}) {
  return (
    <div className={styles.chips}>
      {props.values.map((value) => (
        <button
          key={value}
          type="button"
          className={styles.chip}
          aria-pressed={props.current === value}
          onClick={() => props.onPick(value)}
        >
          {props.labelOf(value)}
        </button>
      ))}
    </div>
  );
}

/** A labelled whole-number input of the fault form, at least 0. */
function NumberField(props: { name: string; label: string; defaultValue: number; max?: number }) {
  const id = `dev-${props.name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="number"
        className={styles.input}
        defaultValue={props.defaultValue}
        min={0}
        max={props.max}
      />
    </div>
  );
}

/** The outcome of the last action, read out politely. */
function StatusNote({ note }: { note: string | null }) {
  return note ? (
    <p className={styles.note} role="status">
      {note}
    </p>
  ) : null;
}

/** The locale every number and date is shown in (spec 3 section 9). */
function LocaleField({ locale }: { locale: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor="dev-locale">Locale</label>
      <select
        id="dev-locale"
        className={styles.select}
        value={locale}
        onChange={(e) => applyViewerPreference({ locale: e.target.value })}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
        {LOCALES.includes(locale) ? null : <option value={locale}>{locale}</option>}
      </select>
    </div>
  );
}

function ViewerSection() {
  const viewer = useSelector(
    getSessionActor(),
    selectViewer,
    (a, b) =>
      a.kind === b.kind &&
      a.device === b.device &&
      a.country === b.country &&
      a.locale === b.locale &&
      a.id === b.id,
  );
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Viewer</legend>
        <Chips
          values={VIEWER_KINDS}
          current={viewer.kind}
          labelOf={(kind) => KIND_LABELS[kind]}
          onPick={(kind) => applyViewerPreference({ kind })}
        />
        <p className={styles.note}>
          {viewer.id ? `Signed in as user ${viewer.id}` : 'Not signed in'}
        </p>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Device</legend>
        <Chips
          values={DEVICES}
          current={viewer.device}
          labelOf={(device) => (device === 'desktop' ? 'Desktop' : 'Mobile')}
          onPick={(device) => applyViewerPreference({ device })}
        />
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="dev-country">Country</label>
        <select
          id="dev-country"
          className={styles.select}
          value={viewer.country}
          onChange={(e) => applyViewerPreference({ country: e.target.value })}
        >
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
          {COUNTRIES.includes(viewer.country) ? null : (
            <option value={viewer.country}>{viewer.country}</option>
          )}
        </select>
      </div>
      <LocaleField locale={viewer.locale ?? DEFAULT_LOCALE} />
    </>
  );
}

function FaultSection() {
  const [note, setNote] = useState<string | null>(null);
  const report = (promise: Promise<void>, done: string) => {
    promise.then(
      () => setNote(done),
      (error: unknown) =>
        setNote(error instanceof Error ? error.message : 'The fault control did not answer'),
    );
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const route = field(data, 'route');
    const status = Number(field(data, 'status') || 0);
    const latencyMs = Number(field(data, 'latency') || 0);
    const count = Number(field(data, 'count') || 0);
    const message = field(data, 'message').trim();
    report(
      control.setFault({
        route,
        ...(status > 0 ? { status } : {}),
        ...(message ? { message } : {}),
        ...(latencyMs > 0 ? { latencyMs } : {}),
        ...(count > 0 ? { count } : {}),
      }),
      `Fault set on ${route}`,
    );
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>API faults</legend>
      <form onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor="dev-route">Route</label>
          <select
            id="dev-route"
            name="route"
            className={styles.select}
            defaultValue="POST /v3/repins/"
          >
            {ROUTES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.row}>
          <NumberField name="status" label="Status" defaultValue={500} max={599} />
          <NumberField name="latency" label="Latency ms" defaultValue={0} />
          <NumberField name="count" label="Times" defaultValue={1} />
        </div>
        <div className={styles.field}>
          <label htmlFor="dev-message">Message</label>
          <input
            id="dev-message"
            name="message"
            className={styles.input}
            placeholder="Server message (optional)"
          />
        </div>
        <div className={styles.row}>
          <button type="submit" className={`${styles.button} ${styles.primary}`}>
            Set fault
          </button>
          {CONTROL_ACTIONS.map(({ label, run, done }) => (
            <button
              key={label}
              type="button"
              className={styles.button}
              onClick={() => report(run(), done)}
            >
              {label}
            </button>
          ))}
        </div>
        <StatusNote note={note} />
      </form>
    </fieldset>
  );
}

function InspectorSection({ panel, onPanel }: { panel: boolean; onPanel: (on: boolean) => void }) {
  const { open, note } = useOpenInspector(appActor);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Machines</legend>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          aria-pressed={panel}
          onClick={() => onPanel(!panel)}
        >
          {panel ? 'Hide live machine panel' : 'Show live machine panel'}
        </button>
        <button type="button" className={styles.button} onClick={open}>
          Open Stately Inspector
        </button>
      </div>
      <InspectorNoteText note={note} className={styles.note} />
    </fieldset>
  );
}

export default function DevToolbar() {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState(false);
  return (
    <div className={styles.root}>
      {open ? (
        <section
          className={panel ? `${styles.panel} ${styles.wide}` : styles.panel}
          aria-label="Developer tools"
        >
          <h2 className={styles.heading}>Developer tools</h2>
          <ViewerSection />
          <InspectorSection panel={panel} onPanel={setPanel} />
          {panel ? (
            <div className={styles.machinePanel}>
              <MachinePanel />
            </div>
          ) : null}
          <FaultSection />
          <div className={styles.row}>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                setDevtoolsStored(false);
                setOpen(false);
              }}
            >
              Hide toolbar after reload
            </button>
          </div>
        </section>
      ) : null}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close dev tools' : 'Dev tools'}
      </button>
    </div>
  );
}
