import type { LocalDb } from '../db/local-db';
import type { StoredToken } from '../lib/session';
import { OUTBOX_SYNC_TAG } from './engine';

/** The part of a service worker registration that Background Sync adds, where the browser has it. */
interface WithBackgroundSync {
  sync?: { register(tag: string): Promise<void> };
}

let registration: Promise<WithBackgroundSync | null> | null = null;
/**
 * A registration is kept on disk by the browser, and the worker holds it while a shown page has
 * changes waiting (sw/background-replay.ts): after a tap, asking once a minute is enough.
 */
const ASK_AGAIN_AFTER_MS = 60_000;
let askedAt = Number.NEGATIVE_INFINITY;

/**
 * Asks the browser to wake the service worker and send the queue as soon as it has signal, even
 * after the page was closed. Browsers without Background Sync ignore it: the page sends the queue
 * the next time it opens. `always` (the page is being hidden) asks even if it asked a moment ago.
 */
export function askForBackgroundReplay({ always = false } = {}): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  if (!always && Date.now() - askedAt < ASK_AGAIN_AFTER_MS) return;
  askedAt = Date.now();
  registration ??= navigator.serviceWorker.ready.then(
    (ready) => ready as WithBackgroundSync,
    () => null,
  );
  void registration.then((ready) => ready?.sync?.register(OUTBOX_SYNC_TAG)).catch(() => undefined);
}

/** Keeps the service worker's copy of who is signed in equal to the page's session. */
export async function shareCredentialWithWorker(db: LocalDb, token: StoredToken | null): Promise<void> {
  if (!token) await db.workerCredential.delete('current');
  else
    await db.workerCredential.put({
      key: 'current',
      accessToken: token.accessToken,
      userId: token.user.id,
      exp: token.exp,
    });
}
