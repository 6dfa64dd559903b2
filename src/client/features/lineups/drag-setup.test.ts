import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { expect, it } from 'vitest';
import { zoneKeyboardCoordinates } from './drag-setup';

type Args = Parameters<KeyboardCoordinateGetter>[1];

/** Each zone 100 px tall, one under the other, in the order of the team sheet. */
const droppableRects = new Map(
  ['goalkeeper', 'starting', 'substitutes', 'available'].map((zone, i) => [zone, { left: 0, top: i * 100 }]),
);
const zoneAt = (y: number) => ['goalkeeper', 'starting', 'substitutes', 'available'][Math.floor(y / 100)];

/** A drag of a card from Available Players, as dnd-kit's keyboard sensor passes it; `over` as the page last drew it. */
function dragFromAvailable(over: string) {
  const activatorEvent = new KeyboardEvent('keydown', { code: 'Space' });
  return (code: string) =>
    zoneKeyboardCoordinates(new KeyboardEvent('keydown', { code, cancelable: true }), {
      active: 'card',
      currentCoordinates: { x: 0, y: 0 },
      context: {
        activatorEvent,
        droppableRects,
        active: { data: { current: { zone: 'available' } } },
        over: { data: { current: { zone: over } } },
      },
    } as unknown as Args);
}

it('each arrow key goes one zone on from the last, though the page has not yet drawn the card over it', () => {
  const press = dragFromAvailable('available');
  expect(zoneAt(press('ArrowUp')?.y ?? -1)).toBe('substitutes');
  expect(zoneAt(press('ArrowUp')?.y ?? -1)).toBe('starting');
  expect(zoneAt(press('ArrowDown')?.y ?? -1)).toBe('substitutes');
});

it('a new drag starts from the zone its card is in, not where the last drag aimed', () => {
  dragFromAvailable('available')('ArrowUp');
  const next = dragFromAvailable('available');
  expect(zoneAt(next('ArrowUp')?.y ?? -1)).toBe('substitutes');
});

it('keys other than the arrows leave the card where it is', () => {
  expect(dragFromAvailable('available')('KeyA')).toBeUndefined();
});
