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

/** The id of the last toast about each topic: the next one about it takes its place. */
const latestOf = new Map<string, string>();

/**
 * Shows a toast at once, taking the place of the oldest when the room is full: a
 * scorer tapping fast reads the news of the latest tap now, not after the earlier toasts have
 * closed (Mantine would queue it, and a finger resting on a toast pauses them all).
 */
function show(message: string, color: Color, autoClose: number, topic?: string) {
  const id = randomId();
  const replaced = topic === undefined ? undefined : latestOf.get(topic);
  if (topic !== undefined) latestOf.set(topic, id);
  notifications.updateState(notificationsStore, (shown) =>
    [...shown.filter((t) => t.id !== replaced), { id, message, color, autoClose }].slice(-room),
  );
}

/**
 * Toasts (docs/rules.md#texts): top-right, dark (see toaster.tsx). One about a `topic` (a form's
 * outcome) takes the place of the last about it: three wrong passwords show one toast, not a pile
 * over the form, and a sign-in that then succeeds does not leave its failures on the next page.
 */
export const toast = {
  success: (message: string, autoClose = TOAST_AUTO_CLOSE_MS, topic?: string) =>
    show(message, 'pitch', autoClose, topic),
  error: (message: string, autoClose = TOAST_AUTO_CLOSE_MS, topic?: string) => show(message, 'red', autoClose, topic),
  info: (message: string, autoClose = TOAST_AUTO_CLOSE_MS, topic?: string) => show(message, 'blue', autoClose, topic),
  /** Takes away the last toast about `topic`: a form tried again says what is wrong now, not before. */
  close: (topic: string) => {
    const id = latestOf.get(topic);
    if (id === undefined) return;
    latestOf.delete(topic);
    notifications.updateState(notificationsStore, (shown) => shown.filter((t) => t.id !== id));
  },
};
