/** How long work waits at most: a page under heavy load may hold back low-priority tasks for a while. */
const AT_MOST_MS = 1_000;

/** 'background' waits behind everything else; 'user-visible' behind input and rendering only. */
type Priority = 'background' | 'user-visible';

interface PostTask {
  postTask(run: () => void, options: { priority: Priority }): Promise<unknown>;
}

/** A task of that priority where the browser has the Scheduler API (Chromium), else a plain task. */
function task(run: () => void, priority: Priority): void {
  const scheduler = (globalThis as { scheduler?: PostTask }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(run, { priority }).catch(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

/**
 * Runs `work` once the next frame has been painted, behind the tasks already waiting (input, a
 * render), so that what a tap changed on screen is drawn before anything that can wait: sending
 * the outbox, a toast. A page that draws no frame (hidden) runs it as a task; it always runs, once.
 */
export function afterPaint(work: () => void, priority: Priority = 'background'): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    work();
  };
  const timer = setTimeout(once, AT_MOST_MS);
  const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
  if (typeof requestAnimationFrame === 'function' && visible) requestAnimationFrame(() => task(once, priority));
  else task(once, priority);
}
