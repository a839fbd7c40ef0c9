// The app's actor system for the views: ui/main.tsx starts one before the first render and
// provides it here (`AppSystemProvider`), as the scenario player does for its live app. A view
// that needs the system itself (its root, its API) reads it with `useAppSystem`; the lookups of
// runtime/system.ts act on the same running system.
import { createContext, useContext } from 'react';
import { runningSystem, type AppSystem } from '../../runtime/system';

const AppSystemContext = createContext<AppSystem | null>(null);

/** Provides the system to the views below: `<AppSystemProvider value={system}>`. */
export const AppSystemProvider = AppSystemContext.Provider;

/** The system provided above, or the running one (a view rendered alone in a test). */
export function useAppSystem(): AppSystem {
  return useContext(AppSystemContext) ?? runningSystem();
}
