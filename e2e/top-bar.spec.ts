// The top bar while a returning viewer's account loads (the page never
// shifts): the account area keeps the avatar's place from the first paint, so the bar does not
// change width when the account arrives, where it used to swap Log in and Sign up for the avatar.
import { KNOWN } from '../fixtures/known';
import { expect, test } from './support/fixtures';
import { waitForAppIdle } from './support/idle';
import { layoutShift, watchLayoutShift } from './support/layout-shift';
import { signIn } from './support/viewer';

test("a returning viewer's top bar keeps the avatar's place while the account loads: no shift", async ({
  page,
}) => {
  await watchLayoutShift(page);
  // The stored session of a returning viewer, in place before the first load.
  await signIn(page, KNOWN.users.newUser);
  await expect(page.getByRole('button', { name: /^Your account, / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await waitForAppIdle(page);
  expect(await layoutShift(page)).toBe(0);
});
