import { create } from 'zustand';

interface PwaState {
  updateReady: boolean;
  applyUpdate: () => void;
}

export const usePwa = create<PwaState>(() => ({ updateReady: false, applyUpdate: () => {} }));

/**
 * Registers the service worker once the page has loaded, so that its install (the whole app fetched
 * for offline use) does not compete with the first page for the network and the main thread; a new
 * version waits until the user accepts the update prompt.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
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
    await wb.register();
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
