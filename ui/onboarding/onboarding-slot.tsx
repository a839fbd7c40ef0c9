// The new account's onboarding on the home feed (decision 105), drawn after the first paint
// (ui/shell/after-paint.tsx): nothing for anyone else, and for the new user its code is fetched on
// demand, never with the home page's own.
import { lazy, Suspense } from 'react';
import { loadPinLogic } from '../../runtime/system';
import { useSessionUser } from '../app/viewer';

const Onboarding = lazy(() =>
  Promise.all([import('./onboarding'), loadPinLogic()]).then(([m]) => ({
    default: m.Onboarding,
  })),
);

/** The onboarding, while the signed-in account says it still has it to go through. */
export function OnboardingSlot() {
  const user = useSessionUser();
  if (!user?.onboardingPending) return null;
  return (
    <Suspense fallback={null}>
      <Onboarding userId={user.id} />
    </Suspense>
  );
}
