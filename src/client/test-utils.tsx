import { MantineProvider } from '@mantine/core';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router-dom';
import { theme } from './app/theme';

/**
 * Renders a component as the app does: inside the theme and a router. The providers wrap the
 * component, so `rerender` gives it new props without remounting it.
 */
export function renderWithApp(ui: ReactElement, { route = '/' as InitialEntry } = {}): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}
