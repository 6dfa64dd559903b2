import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { cssVariablesResolver, theme } from './theme';

const Toaster = lazy(() => import('./toaster'));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      {children}
      {/* After the screen, so that its code is asked for first. */}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </MantineProvider>
  );
}
