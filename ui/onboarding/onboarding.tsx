// The new account's onboarding (decision 105): the onboarding actor `user.<id>.onboarding` drawn
// as a floating card (a bottom sheet on a narrow layout) once the screen's arbiter grants it, as
// a callout: after the cookie choice, never over a modal. The step on screen, its answer, Back,
// Next (Done on the last step), Skip for now, and a failure's message with Try again.
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { ONBOARDING_DEFAULT_LOCALE, ONBOARDING_TILE_SIZE } from '../../domain/constants';
import {
  ONBOARDING_GENDERS,
  ONBOARDING_TEXT,
  ONBOARDING_USE_CASES,
  stepAnswered,
  stepCounter,
  type OnboardingOption,
} from '../../domain/onboarding';
import {
  selectOnboardingBusy,
  selectOnboardingError,
  selectOnboardingShown,
  type OnboardingSnapshot,
} from '../../machines/onboarding.machine';
import { onboardingActorId } from '../../machines/page-kinds';
import { SYSTEM_IDS } from '../../machines/system-ids';
import { appActor } from '../../runtime/system';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import { ReportBoundary } from '../app/report-boundary';
import { useViewer } from '../app/viewer';
import { useArbitrated } from '../arbiter/arbitrated';
import { ONBOARDING_PRIORITY } from '../arbiter/priorities';
import { useNarrowLayout } from '../shell/use-narrow-layout';
import styles from './onboarding.module.css';

type OnboardingRef = PageActorRef<'onboarding'>;

/** The card's own words (domain/onboarding.ts has the steps' questions and the messages). */
const CARD_TEXT = {
  title: 'Welcome to Pinstate',
  appInstall: 'Get the app',
  skip: 'Skip for now',
  retry: 'Try again',
};

/** A drawing failure is reported, and the page goes on without the onboarding. */
function reportFailure(error: unknown) {
  const analytics = appActor.system.get(SYSTEM_IDS.analytics) as AnyActorRef | undefined;
  analytics?.send({
    type: 'analytics.record',
    source: 'onboarding',
    event: {
      type: 'onboarding.renderFailed',
      message: error instanceof Error ? error.message : String(error),
    },
  });
}

export function Onboarding({ userId }: { userId: string }) {
  return (
    <ReportBoundary report={reportFailure}>
      <OnboardingSurface userId={userId} />
    </ReportBoundary>
  );
}

function OnboardingSurface({ userId }: { userId: string }) {
  const viewer = useViewer();
  const actor = usePageActor(
    onboardingActorId(userId),
    'onboarding',
    {
      userId,
      device: viewer.device,
      locale: viewer.locale ?? ONBOARDING_DEFAULT_LOCALE,
      country: viewer.country,
    },
    userId,
  );
  // Undefined in the moment before the mount has spawned it (never painted): nothing shows.
  const shown = useSelector(actor, (s) => (s ? selectOnboardingShown(s) : false));
  const granted = useArbitrated({
    id: 'onboarding',
    kind: 'callout',
    priority: ONBOARDING_PRIORITY,
    wanted: shown,
  });
  if (!granted || !actor) return null;
  return <OnboardingCard actor={actor} />;
}

const sameStep = (s: OnboardingSnapshot) => `${String(s.value)}|${s.context.step}`;

function OnboardingCard({ actor }: { actor: OnboardingRef }) {
  const narrow = useNarrowLayout();
  const titleId = useId();
  const questionId = useId();
  const question = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLElement>(null);
  const snapshot = useSelector(actor, (s) => s);
  const busy = selectOnboardingBusy(snapshot);
  const error = selectOnboardingError(snapshot);
  const { step, flow, answers } = snapshot.context;
  const loadFailed = snapshot.matches('loadFailed');
  const saveFailed = snapshot.matches('saveFailed');
  const building = snapshot.matches('building') || (busy && step === 'LoadingStep');
  const at = sameStep(snapshot);

  // A person moving through the steps with the keyboard goes on from the new step's question;
  // the card never takes the focus by itself when it first shows.
  const lastStep = useRef(at);
  useEffect(() => {
    if (lastStep.current === at || busy) return;
    lastStep.current = at;
    const active = document.activeElement;
    if (active === document.body || card.current?.contains(active)) question.current?.focus();
  }, [at, busy]);

  const send = actor.send.bind(actor);
  const canGoOn = stepAnswered(step, answers);
  const last = flow.indexOf(step) === flow.length - 1;
  const counter = stepCounter(step, flow);
  const tile = { '--tile': `${ONBOARDING_TILE_SIZE}px` } as CSSProperties;

  let body: ReactNode;
  if (loadFailed) {
    body = null;
  } else if (building) {
    body = (
      <div className={styles.building} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <h3 className={styles.question} id={questionId} ref={question} tabIndex={-1}>
          {ONBOARDING_TEXT.steps.LoadingStep}
        </h3>
      </div>
    );
  } else {
    body = (
      <>
        <h3 className={styles.question} id={questionId} ref={question} tabIndex={-1}>
          {step === 'AppInstall' ? CARD_TEXT.appInstall : ONBOARDING_TEXT.steps[step]}
        </h3>
        <StepControls
          actor={actor}
          questionId={questionId}
          disabled={busy}
          style={tile}
          options={{ interests: snapshot.context.interests, pins: snapshot.context.pins }}
        />
      </>
    );
  }

  return (
    <section
      ref={card}
      className={narrow ? styles.sheet : styles.card}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-onboarding={step}
    >
      <div className={styles.head}>
        <h2 className={styles.title} id={titleId}>
          {CARD_TEXT.title}
        </h2>
        {counter && !loadFailed ? <p className={styles.counter}>{counter}</p> : null}
      </div>
      {body}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {!loadFailed && !building && !saveFailed && !canGoOn && !busy ? (
        <p className={styles.note}>
          {step === 'Gender' || step === 'UseCase'
            ? ONBOARDING_TEXT.chooseOne
            : ONBOARDING_TEXT.pickOne}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.quiet}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) send({ type: 'onboarding.skip' });
          }}
        >
          {CARD_TEXT.skip}
        </button>
        <span className={styles.spacer} />
        {loadFailed || saveFailed ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => send({ type: 'onboarding.retry' })}
          >
            {CARD_TEXT.retry}
          </button>
        ) : building ? null : (
          <>
            {flow.slice(0, flow.indexOf(step)).some((s) => s !== 'LoadingStep') ? (
              <button
                type="button"
                className={styles.secondary}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) send({ type: 'onboarding.back' });
                }}
              >
                {ONBOARDING_TEXT.back}
              </button>
            ) : null}
            <button
              type="button"
              className={styles.primary}
              aria-disabled={busy || !canGoOn || undefined}
              aria-busy={busy || undefined}
              onClick={() => {
                if (!busy && canGoOn) send({ type: 'onboarding.next' });
              }}
            >
              {busy ? ONBOARDING_TEXT.saving : last ? ONBOARDING_TEXT.done : ONBOARDING_TEXT.next}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

function StepControls({
  actor,
  questionId,
  disabled,
  style,
  options,
}: {
  actor: OnboardingRef;
  questionId: string;
  disabled: boolean;
  style: CSSProperties;
  options: { interests: OnboardingOption[]; pins: OnboardingOption[] };
}) {
  const { step, answers } = useSelector(actor, (s) => s.context);
  const name = useId();
  switch (step) {
    case 'Gender':
      return (
        <div className={styles.choices} role="radiogroup" aria-labelledby={questionId}>
          {ONBOARDING_GENDERS.map((gender) => (
            <label key={gender} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={gender}
                checked={answers.gender === gender}
                disabled={disabled}
                onChange={() => actor.send({ type: 'onboarding.gender', gender })}
              />
              {ONBOARDING_TEXT.genders[gender]}
            </label>
          ))}
        </div>
      );
    case 'UseCase':
      return (
        <div className={styles.choices} role="radiogroup" aria-labelledby={questionId}>
          {ONBOARDING_USE_CASES.map((useCase) => (
            <label key={useCase.id} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={useCase.id}
                checked={answers.useCase === useCase.id}
                disabled={disabled}
                onChange={() => actor.send({ type: 'onboarding.useCase', useCase: useCase.id })}
              />
              {useCase.label}
            </label>
          ))}
        </div>
      );
    case 'InterestPicker':
      return (
        <div className={styles.tiles} style={style} role="group" aria-labelledby={questionId}>
          {options.interests.map((interest) => (
            <button
              key={interest.id}
              type="button"
              className={styles.tile}
              aria-pressed={answers.interestIds.includes(interest.id)}
              aria-disabled={disabled || undefined}
              onClick={() => {
                if (!disabled) actor.send({ type: 'onboarding.toggleInterest', id: interest.id });
              }}
            >
              {interest.label}
            </button>
          ))}
        </div>
      );
    case 'PinPicker':
      return (
        <div className={styles.tiles} style={style} role="group" aria-labelledby={questionId}>
          {options.pins.map((pin) => (
            <button
              key={pin.id}
              type="button"
              className={styles.tile}
              aria-pressed={answers.pinIds.includes(pin.id)}
              aria-disabled={disabled || undefined}
              onClick={() => {
                if (!disabled) actor.send({ type: 'onboarding.togglePin', id: pin.id });
              }}
            >
              {pin.imageUrl ? (
                <img
                  src={pin.imageUrl}
                  alt=""
                  width={ONBOARDING_TILE_SIZE}
                  height={ONBOARDING_TILE_SIZE}
                />
              ) : null}
              <span className={styles.pinLabel}>{pin.label}</span>
            </button>
          ))}
        </div>
      );
    case 'AppInstall':
      return <p className={styles.note}>{ONBOARDING_TEXT.appInstall}</p>;
    default:
      return null;
  }
}
