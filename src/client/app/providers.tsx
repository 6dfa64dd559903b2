import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '../../shared/constants';
import { cssVariablesResolver, theme } from './theme';
import classes from './toasts.module.css';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Notifications
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        limit={TOAST_LIMIT}
        classNames={{ root: classes.root, notification: classes.toast }}
      />
      {children}
    </MantineProvider>
  );
}
