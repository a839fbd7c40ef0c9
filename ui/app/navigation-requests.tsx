// A machine's navigation request (a one-tap save on the explore-local tab goes to the repin route,
// a hero banner's button to its page) moves the app's router through the router's own API, with
// the state the machine gave. Registered once, when the app mounts: a handler registered later
// (the scenario player's live app) takes the requests over while it shows (runtime/system.ts
// `onNavigate`).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { onNavigate } from '../../runtime/system';

export function NavigationRequests(): null {
  const navigate = useNavigate();
  // The router's `navigate` is new after each move: the handler reads the newest, and stays the
  // one registered, behind any handler that came after it.
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });
  useEffect(
    () =>
      onNavigate((request) => void latest.current(request.to, { state: request.state ?? null })),
    [],
  );
  return null;
}
