import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '../../shared/constants';
import classes from './toasts.module.css';

/**
 * Where toasts show: loaded after the first page (toasts shown before it arrives wait in
 * Mantine's store and appear when it mounts), so the first download carries no toast code.
 */
export default function Toaster() {
  return (
    <Notifications
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={TOAST_LIMIT}
      classNames={{ root: classes.root, notification: classes.toast }}
    />
  );
}
