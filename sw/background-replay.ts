/// <reference lib="webworker" />
import { localDb, type WorkerCredential } from '../src/client/db/local-db';
import { createSyncEngine, type LockManagerLike, OUTBOX_SYNC_TAG } from '../src/client/sync/engine';
import { sendableBy } from '../src/client/sync/replay';

declare const self: ServiceWorkerGlobalScope;

/** The Background Sync event (not in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const workerClock = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
};

/** How often the worker looks whether the page it leaves the queue to is still shown. */
const PAGE_WATCH_MS = 2_000;
/** A sync event has about three minutes: past this, the browser is asked to wake the worker later. */
const PAGE_WATCH_LIMIT_MS = 150_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function aPageIsShown(): Promise<boolean> {
  // A page opened before this worker took control is a page all the same (and sends its own queue).
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.visibilityState === 'visible');
}

/**
 * Sends the outbox of whoever is signed in on the phone, with the access token the page last
 * shared. Answers true when changes still wait for signal (the browser should wake us again);
 * false when done, or when only the page can go on (the session must be renewed first).
 */
async function sendOutbox(credential: WorkerCredential): Promise<boolean> {
  let tokenRefused = false;
  const engine = createSyncEngine({
    db: localDb,
    fetch: async (url, init) => {
      const response = await fetch(url, init);
      if (response.status === 401) tokenRefused = true;
      return response;
    },
    clock: workerClock,
    origin: self.location.origin,
    getToken: () => credential.accessToken,
    getUserId: () => credential.userId,
    locks: navigator.locks as LockManagerLike | undefined,
    onError: (error) => console.error('background outbox replay failed', error),
  });
  try {
    await engine.kick({ now: true });
  } finally {
    engine.stop();
  }
  return !tokenRefused && (await changesWait(credential));
}

const changesWait = async (credential: WorkerCredential) =>
  (await localDb.outbox.filter((row) => sendableBy(row, credential.userId)).count()) > 0;

/**
 * A page the user looks at sends its own queue: the worker waits, and steps in once no page is
 * shown (closed, or the phone locked) while changes still wait. A rejected sync event is tried again
 * later by the browser, until its last chance.
 */
async function replayWhenNoPageDoes(lastChance: boolean): Promise<void> {
  const watchUntil = Date.now() + PAGE_WATCH_LIMIT_MS;
  while (await aPageIsShown()) {
    const credential = await signedIn();
    if (!credential || !(await changesWait(credential))) return;
    if (Date.now() > watchUntil) throw new Error('A page still shows changes waiting: look again later');
    await sleep(PAGE_WATCH_MS);
  }
  // Read again after the wait: whoever signed out meanwhile sends nothing.
  const credential = await signedIn();
  if (credential && (await sendOutbox(credential)) && !lastChance) {
    throw new Error('Changes still wait for the server');
  }
}

/** Who the page last said is signed in, while their access token is valid. */
async function signedIn(): Promise<WorkerCredential | null> {
  const credential = await localDb.workerCredential.get('current');
  return credential && credential.exp * 1000 > Date.now() ? credential : null;
}

/** Sends queued changes when the browser wakes the worker with signal, after the page was closed. */
export function listenForBackgroundSync(): void {
  self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as unknown as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayWhenNoPageDoes(sync.lastChance));
  });
}
