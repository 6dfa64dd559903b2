import { create } from 'zustand';

interface PwaState {
  updateReady: boolean;
  applyUpdate: () => void;
}

export const usePwa = create<PwaState>(() => ({ updateReady: false, applyUpdate: () => {} }));

/**
 * Registers the service worker (workbox-window, loaded here, waits for the page's load event); a new
 * version waits until the user accepts the update prompt.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js');
      wb.addEventListener('waiting', () => {
        usePwa.setState({
          updateReady: true,
          applyUpdate: () => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          },
        });
      });
      return wb.register();
    })
    // A browser that refuses the worker (storage turned off, a private window): the app works online only.
    .catch(() => {});
}
