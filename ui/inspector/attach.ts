// Stately Inspector for the live app (README.md "Machines"): a press on "Open Stately
// Inspector" (shown with `?inspect`, and in the dev toolbar) opens the inspector's window and
// attaches `createBrowserInspector` from @statelyai/inspect to the root actor system. The window
// is opened in the press itself, before any code is fetched, so no pop-up blocker stops it; the
// inspector is loaded with a dynamic import only then, so the app's bundle does not carry it
// (docs/decisions/069). The root is created once outside React (runtime/system.ts), so Strict Mode
// neither doubles actors nor shows phantom ones.

import type { AnyActorRef, InspectionEvent, Observer, Subscription } from 'xstate';

/** Options handed to `createBrowserInspector` (a test passes `send` to record the stream). */
export interface AttachOptions {
  /** Where the inspector window opens; defaults to the hosted Stately Inspector. */
  url?: string;
  /** Receives every serialised inspection event instead of a remote window (tests). */
  send?: (event: unknown) => void;
  /** Open the inspector window at once (default true). */
  autoStart?: boolean;
  /** A window already opened for the inspector (by a press): the inspector loads in it. */
  target?: Window;
}

/** A live attachment; `detach()` stops the stream and closes the connection. */
export interface InspectorAttachment {
  detach: () => void;
}

interface InspectorSink {
  actor: (
    actor: AnyActorRef,
    snapshot?: unknown,
    info?: { parentId?: string; rootId?: string },
  ) => void;
  inspect: Observer<InspectionEvent>;
}

/** Every live actor below (and including) the root, parents before children. */
export function liveActors(root: AnyActorRef): AnyActorRef[] {
  const seen = new Set<AnyActorRef>();
  const order: AnyActorRef[] = [];
  const visit = (ref: AnyActorRef): void => {
    if (seen.has(ref)) return;
    seen.add(ref);
    order.push(ref);
    const snapshot = ref.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
    for (const child of Object.values(snapshot.children ?? {})) if (child) visit(child);
  };
  visit(root);
  for (const ref of Object.values(root.system.getAll() as Record<string, AnyActorRef>)) visit(ref);
  return order;
}

/**
 * Connects an inspector to a running system: first registers the actors that are already live
 * (they started before the inspector was asked for), then streams every later actor, event and
 * snapshot. Answers the subscription.
 */
export function connectInspector(root: AnyActorRef, sink: InspectorSink): Subscription {
  for (const ref of liveActors(root)) {
    const parent = (ref as unknown as { _parent?: AnyActorRef })._parent;
    sink.actor(ref, ref.getSnapshot(), {
      ...(parent ? { parentId: parent.sessionId } : {}),
      rootId: root.sessionId,
    });
  }
  return root.system.inspect(sink.inspect);
}

let current: InspectorAttachment | null = null;
/** The window the current attachment sends to, when it has one. */
let currentWindow: Window | null = null;

/**
 * What `createBrowserInspector` takes as its `window`: this page's, except that opening the
 * inspector's window answers the one a press opened already, sent to the inspector's address.
 */
function openedWindow(target: Window): Window {
  return {
    open: (url: string | URL) => {
      target.location.replace(String(url));
      return target;
    },
    addEventListener: window.addEventListener.bind(window),
  } as unknown as Window;
}

/**
 * Attaches the Stately Inspector to the root actor's system (once; a second call answers the
 * same attachment). The inspector code is fetched on first use.
 */
export async function attachInspector(
  actor: AnyActorRef,
  options: AttachOptions = {},
): Promise<InspectorAttachment> {
  if (current) return current;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    ...(options.url ? { url: options.url } : {}),
    ...(options.send ? { send: options.send } : {}),
    ...(options.target ? { window: openedWindow(options.target) } : {}),
    autoStart: options.autoStart ?? true,
  });
  const subscription = connectInspector(actor, inspector as unknown as InspectorSink);
  const attachment: InspectorAttachment = {
    detach: () => {
      subscription.unsubscribe();
      inspector.stop();
      if (current === attachment) {
        current = null;
        currentWindow = null;
      }
    },
  };
  current = attachment;
  currentWindow = options.target ?? null;
  return attachment;
}

/** What a press on "Open Stately Inspector" did. */
export type OpenOutcome = 'attached' | 'shown' | 'blocked';

/** The name of the inspector's window, the one @statelyai/inspect uses. */
const INSPECTOR_WINDOW = 'xstateinspector';

/**
 * Opens Stately Inspector's window and attaches it to the root actor's system; call it in a
 * press's handler, before anything else waits, so the browser lets the window open. An inspector
 * whose window is still open is brought to the front (`shown`); one whose window was closed is
 * detached and opened anew. A window the browser blocked attaches nothing (`blocked`), so the next
 * press tries again.
 */
export async function openInspector(
  actor: AnyActorRef,
  options: { url?: string } = {},
): Promise<OpenOutcome> {
  if (current && currentWindow && !currentWindow.closed) {
    currentWindow.focus();
    return 'shown';
  }
  current?.detach();
  // about:blank first, in the press; the inspector sends it to its address once it listens for
  // the window's hello, so the hello cannot come before.
  const target = window.open('about:blank', INSPECTOR_WINDOW);
  // Blocked: no window, or (some blockers) one closed at once.
  if (!target || target.closed) return 'blocked';
  await attachInspector(actor, { ...options, target });
  return 'attached';
}

/** Whether the inspector is attached now. */
export function isInspectorAttached(): boolean {
  return current !== null;
}

/** Detaches the inspector when attached. */
export function detachInspector(): void {
  current?.detach();
}
