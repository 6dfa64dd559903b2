import { localDb } from '../db/local-db';
import { onNetworkAnswer } from '../lib/network-answers';
import { currentUserId, refreshSession, useSession } from '../lib/session';
import { askForBackgroundReplay, shareCredentialWithWorker } from './background-sync';
import { createSyncEngine, type LockManagerLike, type SyncEngine } from './engine';

let engine: SyncEngine | null = null;

const browserClock = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/** Replays the outbox now (after a write, for instance); does nothing before startSync. */
export function kick(): void {
  void engine?.kick();
}

/** A write was queued: send it now, and have the service worker send it if the page closes first. */
export function sendQueued(): void {
  kick();
  askForBackgroundReplay();
}

const shareCredential = () => {
  void shareCredentialWithWorker(localDb, useSession.getState().token).catch((error) =>
    console.error('could not share the session with the service worker', error),
  );
};

/** The network is back or the page is shown again: retry what waits for its backoff too. */
const retryNow = () => void engine?.kick({ now: true });

/** How often an answer from the server may cut the outbox's backoff short. */
const ANSWER_RETRY_MS = 3_000;
let lastAnswerRetry = 0;

/** The server just answered a read: send what waits now, within this window of signal. */
function retryOnAnswer() {
  const now = Date.now();
  if (now - lastAnswerRetry < ANSWER_RETRY_MS) return;
  lastAnswerRetry = now;
  retryNow();
}

/**
 * Starts the outbox replay once per page (docs/offline.md): at start, when the network comes
 * back or the server answers any call, when the page is shown again, when the session changes, and
 * on the backoff timer. When the page is hidden with changes waiting, the service worker is asked
 * to send them (Background Sync), for a page that is closed before the signal returns.
 */
export function startSync(): void {
  if (engine) return;
  engine = createSyncEngine({
    db: localDb,
    fetch: (url, init) => fetch(url, init),
    clock: browserClock,
    origin: window.location.origin,
    getToken: () => useSession.getState().token?.accessToken ?? null,
    getUserId: currentUserId,
    refresh: async () => (await refreshSession()) === 'refreshed',
    locks: (navigator.locks as LockManagerLike | undefined) ?? undefined,
    onError: (error) => console.error('outbox replay failed', error),
  });
  void navigator.storage?.persist?.().catch(() => false);
  window.addEventListener('online', retryNow);
  onNetworkAnswer(retryOnAnswer);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retryNow();
    else void localDb.outbox.count().then((waiting) => waiting > 0 && askForBackgroundReplay({ always: true }));
  });
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) engine?.stop();
  });
  useSession.subscribe((state, previous) => {
    if (state.token?.accessToken === previous.token?.accessToken) return;
    shareCredential();
    kick();
  });
  shareCredential();
  retryNow();
}
