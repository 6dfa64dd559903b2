import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';

/** Toasts (docs/rules.md#texts): top-right, dark (see Notifications in providers). */
export const toast = {
  success: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) =>
    notifications.show({ message, color: 'pitch', autoClose }),
  error: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => notifications.show({ message, color: 'red', autoClose }),
  info: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => notifications.show({ message, color: 'blue', autoClose }),
};
