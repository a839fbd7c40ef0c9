// The scenario player (scenarios/README.md): `/scenarios` lists every scenario with its title, and
// `/scenarios/:id` replays one in the live app: play, pause, step, restart and speed; the step
// list with the current step lit; the live app and the live machine panel beside it; a failed
// expectation shown plainly; and a recorder that exports what a person does as a scenario file.
// `?autoplay` starts at once (`?autoplay=step` runs the first step only); `?speed=0` runs without
// pauses between steps (Playwright uses both). Every run starts on a fresh app system, in this
// page: no reload between runs (fresh-run.ts).

import { useCallback, useSyncExternalStore, type MouseEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { createControl } from '../../api/control';
import { playerApiBase } from '../../domain/api-contract';
import { BUILT_API_BASE } from '../../runtime/api-base';
import { findScenario, scenarios } from '../../scenarios/all';
import type { Scenario } from '../../scenarios/format';
import type { StepResult } from '../../scenarios/runner';
import { appClock } from '../../runtime/app-clock';
import { controlClock } from '../../runtime/clock-control';
import { api, appActor, loadPinLogic } from '../../runtime/system';
import { MachinePanel } from '../panel/machine-panel';
import { CHROME_ATTRIBUTE, createBrowserDriver } from '../../scenarios/drivers/browser-driver';
import { OpenedLinks } from './player-tabs';
import { CARRY_RUN_KEY } from './carry-run';
import { statusText, WHAT_A_RUN_RESETS } from './player-status';
import { startFreshSystem } from './fresh-run';
import { LiveApp } from './live-app';
import { createPlayer, SPEEDS, type Player } from './player-controller';
import { Recorder } from './recorder-panel';
import styles from './player.module.css';
import { pageName } from '../../domain/page-names';
import { pageTitle } from '../../domain/page-title';

// The player's runs reset, fault and write the fake API's copy of the data, never a person's own.
const control = createControl({ baseUrl: playerApiBase(BUILT_API_BASE) });

const chrome = { [CHROME_ATTRIBUTE]: '' };

/** One player per scenario for the page's life: it survives re-renders and Strict Mode. */
const players = new Map<string, Player>();

function playerFor(scenario: Scenario, speed: number, timeScale = 1): Player {
  const existing = players.get(scenario.id);
  if (existing) return existing;
  const player = createPlayer(
    scenario,
    // Each run, the first included, starts on a fresh system over a browser that kept nothing,
    // in the scenario's experiments.
    (p) => {
      startFreshSystem(scenario.start.experiments);
      return createBrowserDriver({
        root: appActor,
        api,
        control,
        container: () => document.querySelector<HTMLElement>('[data-live-app]'),
        navigate: (path) => p.showApp(path),
        clock: controlClock(appClock),
        logicLoaded: loadPinLogic,
        onSetup: p.setSetup,
        speed: () => p.getState().speed * timeScale,
      });
    },
    { speed, timeScale },
  );
  players.set(scenario.id, player);
  return player;
}

/** A mouse press on a playback button does not move the focus (the click still lands). */
function keepFocusInLiveApp(event: MouseEvent<HTMLElement>): void {
  if ((event.target as Element).closest('button')) event.preventDefault();
}

if (typeof window !== 'undefined') {
  let driver: ReturnType<typeof createBrowserDriver> | null = null;
  let scenarioInUse: Scenario | null = null;
  let hookSpeed = 0;
  window.__pinstateScenario = {
    use(id, speed = 0) {
      hookSpeed = speed;
      const scenario = findScenario(id);
      if (!scenario) return false;
      const player = playerFor(scenario, 0);
      scenarioInUse = scenario;
      driver = createBrowserDriver({
        root: appActor,
        api,
        control,
        container: () => document.querySelector<HTMLElement>('[data-live-app]'),
        navigate: (path) => player.showApp(path),
        clock: controlClock(appClock),
        logicLoaded: loadPinLogic,
        speed: () => hookSpeed,
      });
      return true;
    },
    async call(method, ...args) {
      if (!driver || !scenarioInUse) throw new Error('Call use(id) first.');
      switch (method) {
        case 'start':
          startFreshSystem(scenarioInUse.start.experiments);
          return driver.start(scenarioInUse);
        case 'send':
          return driver.send(args[0] as string, args[1] as { type: string });
        case 'api':
          return driver.api(args[0] as Parameters<typeof driver.api>[0]);
        case 'read': {
          const reading = await driver.read(args[0] as string);
          return reading === null ? null : (JSON.parse(JSON.stringify(reading)) as unknown);
        }
        case 'hasText':
          return driver.hasText(args[0] as string);
        case 'visit':
          return driver.act({ do: 'visit', path: args[0] as string });
        case 'path':
          return driver.currentPath();
        case 'resume':
          return driver.resume(args[0] as string);
        case 'wait':
          return driver.wait(args[0] as number);
        case 'settle':
          return driver.settle();
        case 'stop':
          return driver.stop();
        case 'carryAcrossReload':
          // The next load of this page takes the run up again with the storage it has now,
          // instead of setting it aside as for a new run (ui/index.html reads the same key).
          window.sessionStorage.setItem(CARRY_RUN_KEY, '1');
          return;
      }
    },
  };
}

/** `/scenarios`: every scenario with its title. */
export function ScenarioListPage() {
  return (
    <main className={styles.list}>
      <title>{pageTitle(pageName('scenarios'))}</title>
      <h1>Scenarios</h1>
      <p className={styles.muted}>
        Scripted stories of the app's lifecycles, replayed step by step in the live app. The same
        scripts run headless in <code>npm test</code> and under Playwright.
      </p>
      <p className={styles.muted} data-player-resets="">
        {WHAT_A_RUN_RESETS}
      </p>
      <ul className={styles.listItems}>
        {scenarios.map((s) => (
          <li key={s.id} className={styles.listItem}>
            <Link className={styles.listLink} to={`/scenarios/${s.id}`}>
              {s.title}
            </Link>
            <p className={styles.summary}>{s.summary}</p>
            <p className={styles.muted}>
              {s.spec} · {s.steps.length} steps
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}

const MARKS: Record<StepResult['status'], string> = {
  passed: '✓',
  failed: '✗',
  skipped: '–',
  'not-run': '·',
};

function StepItem({ result, current }: { result: StepResult; current: boolean }) {
  const className = [
    styles.step,
    current ? styles.stepCurrent : '',
    result.status === 'passed' ? styles.stepPassed : '',
    result.status === 'failed' ? styles.stepFailed : '',
    result.status === 'skipped' ? styles.stepSkipped : '',
  ].join(' ');
  return (
    <li
      className={className}
      aria-current={current ? 'step' : undefined}
      data-status={result.status}
    >
      <span className={styles.mark} aria-label={result.status}>
        {MARKS[result.status]}
      </span>
      <span className={styles.kind}>{result.kind}</span>
      {result.say}
      {result.status === 'failed' && result.detail ? (
        <p className={styles.problem} role="alert">
          {result.detail}
        </p>
      ) : null}
      {result.status === 'skipped' && result.detail ? (
        <span className={styles.muted}> ({result.detail})</span>
      ) : null}
    </li>
  );
}

/** The first actor a scenario talks about: the panel selects it. */
function firstActor(scenario: Scenario): string {
  for (const step of scenario.steps) {
    if (step.kind === 'send') return step.to;
    if (step.kind === 'act' && step.equivalent) return step.equivalent.to;
    if (step.kind === 'expect' && 'actor' in step.check) return step.check.actor;
  }
  return 'session';
}

function Player({
  scenario,
  autoplay,
  speed,
  timeScale,
}: {
  scenario: Scenario;
  autoplay: 'play' | 'step' | null;
  speed: number;
  timeScale: number;
}) {
  const player = playerFor(scenario, speed, timeScale);
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  const total = scenario.steps.length;
  const running = state.status === 'playing' || state.status === 'paused';
  // Autoplay starts once the live app's place is on the page.
  const whenMounted = useCallback(
    (element: HTMLElement | null) => {
      if (element && autoplay && player.getState().status === 'ready')
        (autoplay === 'step' ? player.step : player.play)();
    },
    [autoplay, player],
  );
  const statusClass =
    state.status === 'passed'
      ? styles.statusPassed
      : state.status === 'failed'
        ? styles.statusFailed
        : '';
  return (
    <div className={styles.page}>
      <header className={styles.header} {...chrome}>
        <div>
          <p className={styles.muted}>
            <Link to="/scenarios">Scenarios</Link> · {scenario.spec}
          </p>
          <title>{pageTitle(scenario.title, pageName('scenarios'))}</title>
          <h1 className={styles.title}>{scenario.title}</h1>
          <p className={styles.summary}>{scenario.summary}</p>
        </div>
        {/* A press on a playback button leaves the focus where it was, in the live app: a menu
            the run opened there, which closes when focus leaves it, stays open between steps. */}
        <div
          className={styles.controls}
          role="toolbar"
          aria-label="Playback"
          onMouseDown={keepFocusInLiveApp}
        >
          {state.status === 'playing' ? (
            <button type="button" className={styles.button} onClick={player.pause}>
              Pause
            </button>
          ) : (
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
              onClick={player.play}
            >
              Play
            </button>
          )}
          <button type="button" className={styles.button} onClick={player.step}>
            Step
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={player.restart}
            disabled={state.status === 'ready'}
          >
            Restart
          </button>
          <label>
            <span className={styles.muted}>Speed </span>
            <select
              className={styles.select}
              value={state.speed}
              onChange={(e) => player.setSpeed(Number(e.target.value))}
            >
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s}×
                </option>
              ))}
              <option value={0}>no pauses</option>
            </select>
          </label>
        </div>
        <p
          role="status"
          className={`${styles.status} ${statusClass}`}
          data-scenario-status={state.status}
          data-scenario-result={
            state.status === 'passed' || state.status === 'failed'
              ? JSON.stringify(state.steps)
              : undefined
          }
        >
          {statusText(state, total)}
        </p>
        <Recorder />
      </header>
      <section className={styles.steps} aria-label="Steps" {...chrome}>
        <p className={styles.muted}>
          Starts {scenario.start.viewer ? `signed in as ${scenario.start.viewer}` : 'signed out'} on{' '}
          {scenario.start.path ?? '/'}. Machine time stands still between steps; a wait moves it by
          its length. Speed scales the pauses between steps and how long a wait takes to watch.
        </p>
        <p className={styles.muted} data-player-resets="">
          {WHAT_A_RUN_RESETS}
        </p>
        <ol className={styles.stepList}>
          {state.steps.map((result) => (
            <StepItem
              key={result.index}
              result={result}
              current={running && state.current === result.index}
            />
          ))}
        </ol>
        {state.status === 'failed' && state.problem ? (
          <p className={styles.problem}>Failed: {state.problem}</p>
        ) : null}
        <OpenedLinks className={styles.muted} />
      </section>
      <section aria-label="Live app" className={styles.liveArea} ref={whenMounted}>
        <LiveApp key={state.appMount} path={state.appPath} mount={state.appMount} />
      </section>
      <section className={styles.panel} aria-label="Machines" {...chrome}>
        <MachinePanel root={appActor} initialSelection={firstActor(scenario)} />
      </section>
    </div>
  );
}

/** `/scenarios/:id`: the player. */
export function ScenarioPlayerPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const scenario = findScenario(id);
  if (!scenario) {
    return (
      <main className={styles.list}>
        <title>{pageTitle(pageName('notFound'))}</title>
        <h1>No scenario '{id}'</h1>
        <p>
          <Link to="/scenarios">See every scenario</Link>
        </p>
      </main>
    );
  }
  const speedParam = search.get('speed');
  const speed = speedParam === null ? 1 : Number(speedParam);
  // Tests only: divides real time further, machine time unchanged (docs/decisions/012).
  const timeScale = Number(search.get('timeScale') ?? 1);
  return (
    <Player
      key={scenario.id}
      scenario={scenario}
      autoplay={
        search.has('autoplay') ? (search.get('autoplay') === 'step' ? 'step' : 'play') : null
      }
      speed={Number.isFinite(speed) && speed >= 0 ? speed : 1}
      timeScale={Number.isFinite(timeScale) && timeScale > 0 ? timeScale : 1}
    />
  );
}

export default ScenarioPlayerPage;
