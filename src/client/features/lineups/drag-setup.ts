import {
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { LINEUP_ZONES, type LineupZone } from '../../../shared/domain/lineup-rules';
import { lineupMessages } from '../../../shared/messages';

const text = lineupMessages;

/** What a draggable card and a droppable zone carry, for announcements and the keyboard. */
export interface CardData {
  name: string;
  zone: LineupZone;
}
export interface ZoneData {
  zone: LineupZone;
}

const [pointerDown] = PointerSensor.activators;

/**
 * Mouse and pen drag as soon as the pointer moves a little. Touch is left to TouchSensor, which
 * waits for a short press so a finger can still scroll the page past the cards.
 */
class MouseAndPenSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (...args: Parameters<NonNullable<typeof pointerDown>['handler']>) =>
        (args[0] as ReactPointerEvent).nativeEvent.pointerType !== 'touch' && !!pointerDown?.handler(...args),
    },
  ];
}

/** The zone the last arrow key of each drag aimed at, by the key that started the drag. */
const aimed = new WeakMap<Event, LineupZone>();

/**
 * Arrow keys jump from zone to zone (down/right: next, up/left: previous) instead of 25 px steps.
 * Each key goes on from the zone the last one aimed at: on a slow phone the page may still be
 * scrolling that zone into view, and the zone the card is over would send it there a second time.
 */
export const zoneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const drag = context.activatorEvent;
  const from =
    (drag ? aimed.get(drag) : undefined) ??
    (context.over?.data.current as ZoneData | undefined)?.zone ??
    (context.active?.data.current as CardData | undefined)?.zone;
  const at = LINEUP_ZONES.indexOf(from ?? 'available');
  const target = LINEUP_ZONES[Math.min(LINEUP_ZONES.length - 1, Math.max(0, at + step))];
  const rect = target ? context.droppableRects.get(target) : undefined;
  if (!target || !rect) return undefined;
  if (drag) aimed.set(drag, target);
  return { x: rect.left + 8, y: rect.top + 8 };
};

/**
 * The zone under the pointer; with the keyboard (no pointer) the zone holding the card's top-left
 * corner, which the arrow keys place just inside the chosen zone.
 */
export const zoneUnderCard: CollisionDetection = (args) =>
  pointerWithin(
    args.pointerCoordinates
      ? args
      : { ...args, pointerCoordinates: { x: args.collisionRect.left + 1, y: args.collisionRect.top + 1 } },
  );

export function useLineupSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneKeyboardCoordinates }),
  );
}

const nameOf = (data: unknown) => (data as CardData | undefined)?.name ?? '';
const zoneName = (data: unknown) => {
  const zone = (data as ZoneData | undefined)?.zone;
  return zone ? text.zones[zone] : '';
};

/** What a screen reader hears while a player is moved (WCAG 2.2: keyboard-reachable drag and drop). */
export const lineupAnnouncements: Announcements = {
  onDragStart: ({ active }) => text.announce.picked(nameOf(active.data.current), zoneName(active.data.current)),
  onDragOver: ({ active, over }) =>
    over
      ? text.announce.over(nameOf(active.data.current), zoneName(over.data.current))
      : text.announce.notOver(nameOf(active.data.current)),
  onDragEnd: ({ active, over }) =>
    over
      ? text.announce.dropped(nameOf(active.data.current), zoneName(over.data.current))
      : text.announce.cancelled(nameOf(active.data.current)),
  onDragCancel: ({ active }) => text.announce.cancelled(nameOf(active.data.current)),
};
