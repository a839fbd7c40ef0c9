// A person's data is theirs (docs/decisions/085): a save made in the running app is still there
// after the scenario player has played a run, which resets, faults and writes its own copy of the
// data only; and the player says what it resets.
import { findScenario } from '../scenarios/all';
import { VIEWER_HEADER } from '../domain/api-contract';
import { cardsWith } from './support/cards';
import { expect, test } from './support/fixtures';
import { chooseSpeed, failures, outcome } from './support/player';
import { signIn } from './support/viewer';

test('a save under the running app is still there after a scenario is played', async ({ page }) => {
  // Two cold starts in one test: the app's page, then the player's.
  test.setTimeout(120_000);
  await signIn(page);
  const [card] = await cardsWith(page, 'Save', 1);
  const pinId = await card!.getAttribute('data-pin-id');
  await card!.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card!.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  const savedInfo = async () => {
    const answer = await page.request.get(`/v3/pins/${pinId}/`, {
      headers: { [VIEWER_HEADER]: 'u1' },
    });
    const body = (await answer.json()) as { resource_response: { data: { savedInfo: unknown } } };
    return body.resource_response.data.savedInfo;
  };
  const saved = await savedInfo();
  expect(saved).toBeTruthy();

  // A run that resets the data, fails a save and saves again.
  const scenario = findScenario('one-tap-save-fails-then-succeeds')!;
  await page.goto(`/scenarios/${scenario.id}`);
  await expect(page.getByRole('heading', { name: scenario.title })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('[data-player-resets]')).toContainText(
    'your boards, saves and settings are never touched',
  );
  await chooseSpeed(page, 0);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  expect(failures(await outcome(page, 60_000))).toEqual([]);

  expect(await savedInfo()).toEqual(saved);
  const faults = await page.request.get('/_control/faults');
  expect(
    ((await faults.json()) as { resource_response: { data: unknown } }).resource_response.data,
  ).toEqual([]);
});
