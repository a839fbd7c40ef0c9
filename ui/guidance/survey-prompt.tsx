// The survey prompt (spec 2 section 4 "Survey prompt"): the
// survey machine, a page actor `placement.<id>` in the root's system (decision 040), decides;
// this view renders its snapshot. The survey link is a real cross-origin frame, in the page but
// hidden while it loads; the window's messages go to the actor with the browser's own origin
// (the machine accepts the survey link's origin only). The prompt floats, so the feed never moves,
// and asks the screen's arbiter before it shows.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import { surveyDisplay, type SurveyDisplay } from '../../domain/experiences';
import { surveyAsksOnLeaving } from '../../domain/experiments';
import { placementActorId } from '../../machines/page-kinds';
import { useNarrowLayout } from '../shell/use-narrow-layout';
import {
  selectFrameMounted,
  selectSurveyExpanded,
  selectSurveyShown,
} from '../../machines/survey.machine';
import { experimentsOf } from '../../runtime/experiments';
import { useAppSystem } from '../app/app-system';
import { usePageActor, type PageActorRef } from '../app/page-actor';
import { useArbitrated } from '../arbiter/arbitrated';
import type { RendererProps } from './renderer-props';
import { useDisplayed } from './use-displayed';
import { useLeaveGuard } from './use-leave-guard';
import styles from './survey-prompt.module.css';

type SurveyRef = PageActorRef<'survey'>;

/** A survey experience of a placement: its actor, frame and prompt. */
export function SurveyPrompt({ experience, experiences }: RendererProps) {
  const display = surveyDisplay(experience.display_data, window.location.origin);
  if (!display) return null;
  return <SurveyWithActor experience={experience} experiences={experiences} display={display} />;
}

function SurveyWithActor({
  experience,
  experiences,
  display,
}: RendererProps & { display: SurveyDisplay }) {
  const { pathname } = useLocation();
  const system = useAppSystem();
  const survey = usePageActor(
    placementActorId(experience.placement_id),
    'survey',
    {
      placementId: experience.placement_id,
      experienceId: experience.experience_id,
      surveyUrl: display.url,
      appOrigin: window.location.origin,
      delayMs: display.delayMs,
      // On-close mode: action_trigger 2 with its experiment on (decision 041).
      onClose: surveyAsksOnLeaving(display.actionTrigger, experimentsOf(system)),
      pathname,
    },
    experience.experience_id,
  );
  // The moment before the actor is mounted (never painted): the same empty, hidden box.
  if (!survey) return <div data-survey-placement={experience.placement_id} hidden />;
  return (
    <SurveyFrame
      survey={survey}
      experience={experience}
      experiences={experiences}
      display={display}
    />
  );
}

function SurveyFrame({
  survey,
  experience,
  experiences,
  display,
}: RendererProps & { survey: SurveyRef; display: SurveyDisplay }) {
  const { pathname } = useLocation();
  useLeaveGuard(survey);
  // The route it is on: held back on the builder paths (spec 2 section 4).
  useEffect(() => {
    survey.send({ type: 'survey.route', pathname });
  }, [survey, pathname]);
  // Every message the window receives, with the origin the browser gives it.
  useEffect(() => {
    const onMessage = (event: MessageEvent) =>
      survey.send({ type: 'survey.message', origin: event.origin, data: event.data as unknown });
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [survey]);
  const framed = useSelector(survey, selectFrameMounted);
  // In the page from the start (empty and hidden until the frame comes), so a test can tell the
  // survey's delay has begun.
  return (
    <div data-survey-placement={experience.placement_id} hidden={!framed}>
      {framed ? (
        <SurveyView
          survey={survey}
          experiences={experiences}
          experience={experience}
          display={display}
        />
      ) : null}
    </div>
  );
}

function SurveyView({
  survey,
  display,
  experience,
  experiences,
}: RendererProps & { survey: SurveyRef; display: SurveyDisplay }) {
  const loaded = useSelector(survey, selectSurveyShown);
  // The prompt asks the screen's arbiter as its frame starts loading, so a less important surface
  // never takes the screen for the frame's load time only to lose it (decision 082: what shows
  // follows what is asked for, not what arrives first). It shows (and is viewed) once its frame
  // has loaded and the screen is granted; the frame stays in the page, hidden, while it waits. A
  // frame that never loads ends the survey, and the screen is given back.
  const granted = useArbitrated({
    id: placementActorId(experience.placement_id),
    kind: 'survey',
  });
  const shown = loaded && granted;
  const expanded = useSelector(survey, selectSurveyExpanded);
  const titleId = `survey-title-${experience.placement_id}`;
  const narrow = useNarrowLayout();
  return (
    <section
      className={narrow ? styles.sheet : styles.survey}
      hidden={!shown}
      aria-labelledby={titleId}
      data-floating-bottom=""
    >
      <h2 id={titleId} className={styles.title}>
        {display.title}
      </h2>
      {shown ? (
        <Shown
          survey={survey}
          display={display}
          experience={experience}
          experiences={experiences}
          expanded={expanded}
        />
      ) : null}
      <iframe className={styles.frame} src={display.url} title={display.title} hidden={!expanded} />
    </section>
  );
}

function DeclineButton({ survey, label }: { survey: SurveyRef; label: string }) {
  return (
    <button
      type="button"
      className={styles.secondary}
      onClick={() => survey.send({ type: 'survey.decline' })}
    >
      {label}
    </button>
  );
}

function Shown({
  survey,
  display,
  experience,
  experiences,
  expanded,
}: RendererProps & { survey: SurveyRef; display: SurveyDisplay; expanded: boolean }) {
  useDisplayed(experiences, experience);
  if (expanded)
    return (
      <div className={styles.actions}>
        <DeclineButton survey={survey} label={display.decline} />
      </div>
    );
  return (
    <>
      {display.subtitle ? <p className={styles.subtitle}>{display.subtitle}</p> : null}
      {display.detail ? <p className={styles.detail}>{display.detail}</p> : null}
      <div className={styles.actions}>
        <DeclineButton survey={survey} label={display.decline} />
        <button
          type="button"
          className={styles.primary}
          onClick={() => survey.send({ type: 'survey.accept' })}
        >
          {display.accept}
        </button>
      </div>
    </>
  );
}
