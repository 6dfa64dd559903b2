import './app/landing-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes } from './app/routes';
import { registerServiceWorker } from './lib/pwa';
import { warmDateFormats } from './lib/warm-date-formats';

warmDateFormats();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Rendered as a transition, so React yields to the browser every few milliseconds instead of
// holding a slow phone's main thread for the whole first render.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});

registerServiceWorker();
// The outbox replay, and IndexedDB with it, loads after the first render: the landing route stays small.
void import('./sync/start-sync').then(({ startSync }) => startSync());
