// What views read from the screen's arbiter (screen-arbiter.machine.ts), apart from the machine,
// so a surface can ask whether it has the screen without bringing the machine into the first
// paint's code.

/** The part of an arbiter's snapshot the selectors read. */
export interface ScreenArbiterView {
  context: { shown: readonly { id: string }[] };
}

/** Whether the surface has the screen now: a view renders it only then. */
export const isGranted = (snapshot: ScreenArbiterView, id: string): boolean =>
  snapshot.context.shown.some((s) => s.id === id);
