// The closeup's context (docs/requirements.md part 2, "Error catalogue"): the pin the closeup
// shows and who looks at it, provided once by the closeup and read by its views (the media, the
// card and the related pins) instead of being handed down each of them. A view that reads it
// outside the closeup is a programming error, thrown with the product's message.
import { createContext, useContext, type ReactNode } from 'react';
import type { Pin, Viewer } from '../../domain/types';

export const CLOSEUP_CONTEXT_MISSING =
  'useCloseupContext must be used within CloseupContextProvider';

export interface CloseupContextValue {
  pin: Pin;
  viewer: Viewer;
}

const CloseupContext = createContext<CloseupContextValue | null>(null);

export function CloseupContextProvider({
  pin,
  viewer,
  children,
}: CloseupContextValue & { children: ReactNode }) {
  return <CloseupContext.Provider value={{ pin, viewer }}>{children}</CloseupContext.Provider>;
}

/** The closeup's pin and viewer; throws outside `CloseupContextProvider`. */
export function useCloseupContext(): CloseupContextValue {
  const value = useContext(CloseupContext);
  if (!value) throw new Error(CLOSEUP_CONTEXT_MISSING);
  return value;
}
