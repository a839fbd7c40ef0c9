// The card's hover and long-press hook (spec 1 sections 2 and 9): looks up the per-pin actor
// `pin.<id>.hover` (machines/card-hover.machine.ts), which the root spawns on the card's first
// pointer or focus event so scrolling past cards spawns nothing, and turns pointer, focus and
// keyboard events into the machine's events. The card holds the hover actor it asked for until it
// unmounts, and the root stops it then (docs/decisions/110).
import { useLayoutEffect, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import {
  selectBlocksClick,
  selectIsActive,
  selectMenuOpen,
  selectShowsActionBar,
  type HoverTags,
} from '../../machines/card-hover-select';
import {
  appActor,
  findPinActor,
  loadPinLogic,
  pageLogicLoaded,
  pinActorAt,
  type AskingEvent,
  type HoverRef,
} from '../../runtime/system';
import type { CardModel } from './card-model';
import { overflowMenuId } from './overflow-menu';

/** What a card reads from a hover actor, and the events it sends one. */
interface HoverLike extends Pick<AnyActorRef, 'subscribe'> {
  getSnapshot: () => HoverTags;
  send: HoverRef['send'];
}

/**
 * What a card shows before its first pointer touches it: no hover actor runs yet (the machine
 * loads with the per-pin logic after the first paint), so nothing is active and nothing changes.
 */
const idleHover: HoverLike = {
  getSnapshot: () => ({ hasTag: () => false, matches: () => false }),
  subscribe: () => ({ unsubscribe: () => undefined }),
  send: () => undefined,
};

/** The mobile long-press menu, fetched when a press starts on a card that has one. */
export const loadContextMenu = () => import('./pin-context-menu');

function pointerHandlers(model: CardModel, hover: (e: AskingEvent) => Pick<HoverLike, 'send'>) {
  const touchLike = (e: PointerEvent) => model.mobile || e.pointerType === 'touch';
  return {
    onPointerEnter: (e: PointerEvent) => {
      if (!touchLike(e)) hover(e).send({ type: 'hover.start' });
    },
    onPointerLeave: (e: PointerEvent) => {
      if (!touchLike(e)) hover(e).send({ type: 'hover.end' });
      else hover(e).send({ type: 'press.cancel' });
    },
    onPointerDown: (e: PointerEvent) => {
      if (touchLike(e) && e.button === 0) {
        if (model.contextMenu) void loadContextMenu();
        hover(e).send({ type: 'press.start', x: e.clientX, y: e.clientY });
      }
    },
    onPointerMove: (e: PointerEvent) => {
      if (touchLike(e)) hover(e).send({ type: 'press.move', x: e.clientX, y: e.clientY });
    },
    onPointerUp: (e: PointerEvent) => {
      if (touchLike(e)) hover(e).send({ type: 'press.end' });
    },
    onPointerCancel: (e: PointerEvent) => hover(e).send({ type: 'press.cancel' }),
  };
}

/** The keys that open a context menu from the keyboard: ContextMenu, or Shift+F10. */
export function opensContextMenu(e: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10');
}

/**
 * A desktop card's menu is its overflow menu: the keyboard opens it as 'More options' does (its
 * own button, so Escape gives focus back to it) and moves to its first item.
 */
function openOverflowMenu(card: HTMLElement, pinId: string) {
  const menu = overflowMenuId(pinId);
  const button = card.querySelector<HTMLElement>(`[popovertarget="${menu}"]`);
  if (!button) return;
  button.click();
  document.getElementById(menu)?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
}

/**
 * Which pin's hover actor a card holds: taken when an event asked the root for it
 * (`pinActorAt` holds it), let go with `pin.unmount` when the card unmounts or shows another pin.
 */
function heldHover() {
  let heldPin: string | null = null;
  return {
    holds: (pinId: string) => heldPin === pinId,
    take: (pinId: string) => {
      heldPin = pinId;
    },
    letGo: (pinId: string) => {
      if (heldPin !== pinId) return;
      heldPin = null;
      appActor.send({ type: 'pin.unmount', pinId, kind: 'hover' });
    },
  };
}

/** What the card renders from its hover actor, and the handlers its root element takes. */
export function useCardHover(model: CardModel) {
  const spawned = useSelector(
    appActor,
    // Read again at each change of the root, of which a spawn is one.
    () => findPinActor(model.pinId, 'hover'),
  );
  const hover: HoverLike = spawned ?? idleHover;
  // The hover actor this card holds (it asked for it at an event), let go on unmount.
  const [held] = useState(heldHover);
  const { pinId } = model;
  useLayoutEffect(() => () => held.letGo(pinId), [held, pinId]);
  const hoverActor = (event: AskingEvent): Pick<HoverLike, 'send'> => {
    if (spawned) return spawned;
    // A pointer in the moment before the per-pin logic has arrived changes nothing.
    if (!pageLogicLoaded()) {
      void loadPinLogic();
      return idleHover;
    }
    // Held already, asked for by an event before this render: one hold a card.
    const live = held.holds(pinId) ? findPinActor(pinId, 'hover') : undefined;
    if (live) return live;
    // Spawned (and held for this card) by the root at the event that asks for it, never in a
    // render. A hold the root forgot (the viewer changed) is taken again.
    const hover = pinActorAt(event, pinId, 'hover', {
      hover: {
        canEdit: model.canEdit,
        contextMenuAllowed: model.contextMenu,
        // A desktop card fetches its closeup ahead while hovered or focused (spec 3 section 9).
        prefetchPinId: !model.mobile && model.tap.kind === 'closeup' ? model.pinId : null,
      },
    });
    if (hover) held.take(pinId);
    return hover ?? idleHover;
  };
  const active = useSelector(hover, selectIsActive);
  const actionBar = useSelector(hover, selectShowsActionBar);
  const menuOpen = useSelector(hover, selectMenuOpen);
  const handlers = {
    ...pointerHandlers(model, hoverActor),
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (!model.mobile && !active) hoverActor(e).send({ type: 'hover.start' });
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!model.mobile && !e.currentTarget.contains(e.relatedTarget)) {
        hoverActor(e).send({ type: 'hover.end' });
      }
    },
    onContextMenu: (e: { preventDefault: () => void }) => {
      if (model.mobile) e.preventDefault();
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (!opensContextMenu(e)) return;
      e.preventDefault();
      if (model.contextMenu) {
        void loadContextMenu();
        hoverActor(e).send({ type: 'menu.open' });
      } else {
        openOverflowMenu(e.currentTarget, model.pinId);
      }
    },
  };
  return {
    spawned: spawned !== undefined,
    active,
    actionBar,
    menuOpen,
    closeMenu: () => hover.send({ type: 'menu.close' }),
    /** Stops the click that ends a long press from opening the closeup. */
    blockClickAfterPress: (e: { preventDefault: () => void }) => {
      if (selectBlocksClick(hover.getSnapshot())) e.preventDefault();
    },
    handlers,
  };
}
