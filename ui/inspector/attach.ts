// Stately Inspector for the live app (README.md "Machines"): opening the app with `?inspect`, or the dev
// toolbar's switch, attaches `createBrowserInspector` from @statelyai/inspect to the root actor
// system. The inspector is loaded with a dynamic import only when asked for, so the app's bundle
// does not carry it. The root is created once outside React (runtime/system.ts), so Strict Mode
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
}

/** A live attachment; `detach()` stops the stream and closes the connection. */
export interface InspectorAttachment {
  detach: () => void;
}

/** True when the page asks for the inspector: `?inspect` (any value but `0` or `false`). */
export function wantsInspector(search: string): boolean {
  const value = new URLSearchParams(search).get('inspect');
  return value !== null && value !== '0' && value !== 'false';
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
    autoStart: options.autoStart ?? true,
  });
  const subscription = connectInspector(actor, inspector as unknown as InspectorSink);
  const attachment: InspectorAttachment = {
    detach: () => {
      subscription.unsubscribe();
      inspector.stop();
      if (current === attachment) current = null;
    },
  };
  current = attachment;
  return attachment;
}

/** Whether the inspector is attached now (the toolbar switch shows it). */
export function isInspectorAttached(): boolean {
  return current !== null;
}

/** Detaches the inspector when attached. */
export function detachInspector(): void {
  current?.detach();
}

/** Attaches the inspector when the page's URL asks for it (`?inspect`); call once at start. */
export function attachInspectorFromUrl(
  actor: AnyActorRef,
  search: string,
): Promise<InspectorAttachment | null> {
  return wantsInspector(search) ? attachInspector(actor) : Promise.resolve(null);
}
