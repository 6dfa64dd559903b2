import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router-dom';
import { theme } from './app/theme';

/** Renders a component as the app does: inside the theme and a router. */
export function renderWithApp(ui: ReactElement, { route = '/' as InitialEntry } = {}) {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}
