import { Workbox } from 'workbox-window';
import { create } from 'zustand';

interface PwaState {
  updateReady: boolean;
  applyUpdate: () => void;
}

export const usePwa = create<PwaState>(() => ({ updateReady: false, applyUpdate: () => {} }));

/** Registers the service worker; a new version waits until the user accepts the update prompt. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
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
  void wb.register();
}
