// The survey frames of the guidance layer (docs/placements.md, spec 2 section 4
// "Survey prompt"): a small survey page served on the fake API's own origin, so the app shows it
// in a real cross-origin iframe. It tells its parent `surveyLoaded` once loaded and
// `surveyFinished` when the person finishes it; the app accepts these only from this origin.
import type { Experience } from '../domain/types';
import { HttpError, type Ctx, type RouteDef } from './http';
import { answerOrigin } from './outside';

/**
 * A survey experience as the API answers it: a relative survey link (`/surveys/home-feed/`) is
 * made absolute on this API's own origin, the host the request reached (and the player's copy's
 * path when it came there), so the app frames it
 * cross-origin and accepts messages from that origin only.
 */
export function withSurveyOrigin(ctx: Pick<Ctx, 'req'>, experience: Experience): Experience {
  const anket = experience.display_data.anket as { url?: unknown } | undefined;
  const url = anket?.url;
  if (typeof url !== 'string' || !url.startsWith('/surveys/')) return experience;
  // Under the player's copy (`/_player/`) the frame is that copy's page, with its faults.
  return {
    ...experience,
    display_data: {
      ...experience.display_data,
      anket: { ...anket, url: `${answerOrigin(ctx)}${url}` },
    },
  };
}

/** The survey ids the page accepts: lowercase words joined by hyphens (`home-feed`). */
const SURVEY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function surveyPage(id: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Survey ${id}</title>
<style>
body { margin: 0; padding: 16px; font-family: system-ui, sans-serif; color: #111111; }
button { min-height: 40px; padding: 0 16px; border: 0; border-radius: 999px; background: #e60023; color: #ffffff; font: inherit; font-weight: 700; cursor: pointer; }
</style>
</head>
<body>
<main>
<h1>Survey</h1>
<p>How useful is your home feed?</p>
<button type="button" id="finish">Finish survey</button>
</main>
<script>
window.parent.postMessage('surveyLoaded', '*');
document.getElementById('finish').addEventListener('click', function () {
  window.parent.postMessage('surveyFinished', '*');
});
</script>
</body>
</html>
`;
}

const surveyRoute: RouteDef = {
  method: 'GET',
  path: '/surveys/:id/',
  summary:
    "A survey frame's page (/surveys/{id}/): posts surveyLoaded to its parent once loaded and surveyFinished when finished",
  raw: true,
  handler: (ctx) => {
    const id = ctx.params.id ?? '';
    if (!SURVEY_ID.test(id))
      throw new HttpError(404, `No survey "${id}": survey ids are words joined by hyphens.`);
    ctx.res.status(200).set({ 'Content-Type': 'text/html; charset=utf-8' }).send(surveyPage(id));
    return undefined;
  },
};

export const surveyRoutes: RouteDef[] = [surveyRoute];
