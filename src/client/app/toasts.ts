import { randomId } from '@mantine/hooks';
import { notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '../../shared/constants';

type Color = 'pitch' | 'red' | 'blue';

let room = TOAST_LIMIT;

/**
 * How many toasts a screen has room for while it is open (the tracker: one, under its pinned
 * scoreboard, so the players stay in view); the returned function gives the room back.
 */
export function limitToasts(count: number): () => void {
  room = count;
  return () => {
    room = TOAST_LIMIT;
  };
}

/**
 * Shows a toast at once, taking the place of the oldest when the room is full: a
 * scorer tapping fast reads the news of the latest tap now, not after the earlier toasts have
 * closed (Mantine would queue it, and a finger resting on a toast pauses them all).
 */
function show(message: string, color: Color, autoClose: number) {
  notifications.updateState(notificationsStore, (shown) =>
    [...shown, { id: randomId(), message, color, autoClose }].slice(-room),
  );
}

/** Toasts (docs/rules.md#texts): top-right, dark (see toaster.tsx). */
export const toast = {
  success: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show(message, 'pitch', autoClose),
  error: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show(message, 'red', autoClose),
  info: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show(message, 'blue', autoClose),
};
