import './app/landing-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes } from './app/routes';
import { registerServiceWorker } from './lib/pwa';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);

registerServiceWorker();

/** After the page has loaded, when the main thread is free (within a few seconds at the latest). */
function whenLoadedAndIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

// The outbox replay, and IndexedDB with it, starts once the first screen is drawn and the page has
// loaded: it stays out of the first download and off the main thread while the screen renders. What
// waits in the outbox is sent then (a write made before it starts is sent by it).
whenLoadedAndIdle(() => void import('./sync/start-sync').then(({ startSync }) => startSync()));
