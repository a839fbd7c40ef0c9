// "Open Stately Inspector": the `?inspect` launcher, a button over the page in a root of its own,
// and the press behind it, which the dev toolbar's button shares. ui/main.tsx loads this chunk
// when the URL has `inspect` (`?inspect=0` and `?inspect=false` show nothing). The press opens
// the inspector's window at once (ui/inspector/attach.ts), never at page load, which browsers
// block, and says what came of it, plainly when the browser blocked the window; the next press
// tries again. One chunk, with no stylesheet of its own: its import costs home's initial
// JavaScript no more than a file name (docs/decisions/069).
import { StrictMode, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import type { AnyActorRef } from 'xstate';
import { openInspector, type OpenOutcome } from './attach';
import { wantsInspector } from './flag';

/** What the last press came to; `problem` when the inspector is not open. */
export interface InspectorNote {
  text: string;
  problem: boolean;
}

const NOTES: Record<OpenOutcome, InspectorNote> = {
  attached: { text: 'Stately Inspector attached in its own window', problem: false },
  shown: { text: 'Stately Inspector is open in its own window', problem: false },
  blocked: {
    text: 'The browser blocked the Stately Inspector window. Allow pop-ups for this site, then press "Open Stately Inspector" again.',
    problem: true,
  },
};

/** The press's handler (call it from a click) and the note on what it did. */
export function useOpenInspector(actor: AnyActorRef): {
  open: () => void;
  note: InspectorNote | null;
} {
  const [note, setNote] = useState<InspectorNote | null>(null);
  const open = () => {
    openInspector(actor).then(
      (outcome) => setNote(NOTES[outcome]),
      (error: unknown) =>
        setNote({
          text: error instanceof Error ? error.message : 'Stately Inspector failed to open',
          problem: true,
        }),
    );
  };
  return { open, note };
}

/** The note, when there is one: an alert when the inspector did not open, else a status. */
export function InspectorNoteText({
  note,
  className,
  style,
}: {
  note: InspectorNote | null;
  className?: string;
  style?: CSSProperties;
}) {
  if (!note) return null;
  return (
    <p className={className} style={style} role={note.problem ? 'alert' : 'status'}>
      {note.text}
    </p>
  );
}

const ROOT: CSSProperties = {
  position: 'fixed',
  left: '50%',
  bottom: 16,
  zIndex: 40,
  maxWidth: 'min(420px, calc(100vw - 32px))',
  transform: 'translateX(-50%)',
  fontSize: 14,
  color: '#111111',
  textAlign: 'center',
};
const BUTTON: CSSProperties = {
  minHeight: 40,
  padding: '0 16px',
  border: 0,
  borderRadius: 24,
  background: '#111111',
  color: '#fff',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  boxShadow: '0 2px 8px rgb(0 0 0 / 20%)',
};
const NOTE: CSSProperties = {
  margin: '0 0 8px',
  padding: '8px 12px',
  borderRadius: 12,
  background: '#fff',
  boxShadow: '0 0 8px rgb(0 0 0 / 20%)',
};

export function InspectorLauncher({ actor }: { actor: AnyActorRef }) {
  const { open, note } = useOpenInspector(actor);
  return (
    <aside style={ROOT} aria-label="Stately Inspector">
      <InspectorNoteText note={note} style={NOTE} />
      <button type="button" style={BUTTON} onClick={open}>
        Open Stately Inspector
      </button>
    </aside>
  );
}

/** Shows the launcher in a root of its own, after the app's, when the URL's query asks for it. */
export function showInspectorLauncher(actor: AnyActorRef, search: string): void {
  if (!wantsInspector(search)) return;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <InspectorLauncher actor={actor} />
    </StrictMode>,
  );
}
