// @vitest-environment jsdom
// README.md "Machines" (a developer inspecting live machines): the Stately Inspector attaches to the root system; every live actor's
// snapshots and events reach the inspector's observer, with no phantom actors under Strict Mode.
import { StrictMode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { expect, test } from 'vitest';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { catalogue } from '../../machines/catalogue';
import { appActor, loadPinLogic } from '../../runtime/system';
import { usePinActor } from '../app/pin-actor';
import { attachInspector, liveActors } from './attach';

interface Sent {
  type: string;
  sessionId: string;
  name?: string;
  event?: { type: string };
  snapshot?: { value?: unknown };
}

function HoverState({ pinId }: { pinId: string }) {
  const hover = usePinActor(pinId, 'hover', { hover: { canEdit: true, contextMenuAllowed: true } });
  const value = useSelector(hover, (s) => (s ? JSON.stringify(s.value) : ''));
  return <p>{value}</p>;
}

test('every live actor, its events and its snapshots reach the inspector, with no phantom actors under Strict Mode', async () => {
  // A card's hover actor comes with the per-pin logic, loaded right after the first paint.
  await loadPinLogic();
  const sent: Sent[] = [];
  const raw: InspectionEvent[] = [];
  const recording = appActor.system.inspect((event) => raw.push(event));
  const attachment = await attachInspector(appActor, {
    send: (event) => sent.push(event as Sent),
    autoStart: false,
  });

  // A card rendered twice by Strict Mode, then again without it, looks up one actor.
  const strict = render(
    <StrictMode>
      <HoverState pinId="100001" />
      <HoverState pinId="100001" />
    </StrictMode>,
  );
  strict.unmount();
  const plain = render(<HoverState pinId="100001" />);

  const hover = appActor.system.get('pin.100001.hover') as AnyActorRef;
  hover.send({ type: 'hover.start' });
  const session = appActor.system.get('session') as AnyActorRef;
  session.send({ type: 'viewer.setDevice', device: 'mobile' });

  const live = liveActors(appActor);
  await waitFor(() => {
    const registered = new Set(
      sent.filter((e) => e.type === '@xstate.actor').map((e) => e.sessionId),
    );
    for (const ref of live)
      expect(registered, `actor ${ref.id} registered`).toContain(ref.sessionId);
    const hoverEvents = sent.filter(
      (e) => e.type === '@xstate.event' && e.sessionId === hover.sessionId,
    );
    expect(hoverEvents.map((e) => e.event?.type)).toContain('hover.start');
    const hoverSnapshots = sent.filter(
      (e) => e.type === '@xstate.snapshot' && e.sessionId === hover.sessionId,
    );
    expect(hoverSnapshots.some((e) => JSON.stringify(e.snapshot?.value).includes('active'))).toBe(
      true,
    );
    const sessionEvents = sent.filter(
      (e) => e.type === '@xstate.event' && e.sessionId === session.sessionId,
    );
    expect(sessionEvents.map((e) => e.event?.type)).toContain('viewer.setDevice');
    expect(
      sent.some((e) => e.type === '@xstate.snapshot' && e.sessionId === session.sessionId),
    ).toBe(true);
  });

  // No phantoms: one hover actor for the pin, every actor registered once, and every registered
  // actor either live now or one that finished its work (an invoked request), never a duplicate.
  const created = raw
    .filter((e) => e.type === '@xstate.actor')
    .map((e) => e.actorRef as AnyActorRef);
  expect(created.filter((ref) => ref.id === 'pin.100001.hover')).toHaveLength(1);
  const registrations = sent.filter((e) => e.type === '@xstate.actor').map((e) => e.sessionId);
  expect(new Set(registrations).size).toBe(registrations.length);
  const liveIds = new Set(liveActors(appActor).map((ref) => ref.sessionId));
  for (const ref of created) {
    if (!liveIds.has(ref.sessionId)) {
      const status = (ref.getSnapshot() as { status: string }).status;
      expect(status).not.toBe('active');
    }
  }

  // Every live actor with a catalogued machine gets an event it accepts now; each event and the
  // snapshot that follows reach the inspector.
  const poked: AnyActorRef[] = [];
  for (const ref of liveActors(appActor)) {
    const machineId = (ref as unknown as { logic?: { id?: string } }).logic?.id;
    const entry = catalogue.find((e) => e.machine.id === machineId && e.id !== 'app');
    const snapshot = ref.getSnapshot() as { can?: (event: unknown) => boolean; status: string };
    const allowed = entry?.events.find(
      (e) => snapshot.status === 'active' && snapshot.can?.(e.event),
    );
    if (!allowed) continue;
    ref.send(allowed.event);
    poked.push(ref);
  }
  expect(poked.length).toBeGreaterThanOrEqual(3);
  await waitFor(() => {
    for (const ref of poked) {
      expect(
        sent.some((e) => e.type === '@xstate.event' && e.sessionId === ref.sessionId),
        `${ref.id} events`,
      ).toBe(true);
      expect(
        sent.some((e) => e.type === '@xstate.snapshot' && e.sessionId === ref.sessionId),
        `${ref.id} snapshots`,
      ).toBe(true);
    }
  });

  plain.unmount();
  attachment.detach();
  recording.unsubscribe();
});
