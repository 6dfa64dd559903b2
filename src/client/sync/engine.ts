import { replayDue } from './drain';
import { endBackoff, nextWakeAt, type ReplayDeps } from './replay';

export const OUTBOX_LOCK = 'pitchside-outbox';
/** The Background Sync tag under which the service worker sends the outbox (sw/background-replay.ts). */
export const OUTBOX_SYNC_TAG = 'pitchside-outbox';
/** How soon a tab tries again when another tab holds the replay lock. */
export const LOCK_BUSY_RETRY_MS = 2_000;
/** How soon the replay tries again after the local database itself failed. */
const STORAGE_RETRY_MS = 5_000;

/** The part of `navigator.locks` the engine uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export interface SyncEngineDeps extends Omit<ReplayDeps, 'signal'> {
  /** The access token to send; null when nobody is signed in (the queue waits). */
  getToken(): string | null;
  /** Who is signed in: only their rows (and rows without an author) are sent. */
  getUserId?(): string | null;
  /**
   * Renews the session after the server refused `staleToken` (401); true when a new token is
   * there to send with. Without it, or when it fails, the queue waits for the token to change.
   */
  refresh?(staleToken: string): Promise<boolean>;
  /** Only the holder replays; without it (old browsers, Node) every engine replays. */
  locks?: LockManagerLike;
  onError?(error: unknown): void;
}

export interface KickOptions {
  /** Send what waits for its backoff too: the network is back, or the user looks at the page again. */
  now?: boolean;
}

export interface SyncEngine {
  /** Replays what is due; answers when that replay has finished. */
  kick(options?: KickOptions): Promise<void>;
  /** The page is going away: drop the call in flight, write nothing more. */
  stop(): void;
}

/**
 * Runs the replay (docs/offline.md): one run at a time (a kick during a run asks for one more), the
 * backoff timer set to the earliest waiting fixture, and the whole queue paused after a 401 until
 * the token changes.
 */
export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const stopping = new AbortController();
  const replay: ReplayDeps = { ...deps, signal: stopping.signal };
  let refusedToken: string | null = null;
  let timer: unknown = null;
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let nextEndsBackoff = false;

  const wakeAt = (at: number | null) => {
    if (timer !== null) deps.clock.clearTimeout(timer);
    timer = null;
    if (at === null || stopping.signal.aborted) return;
    timer = deps.clock.setTimeout(
      () => {
        timer = null;
        void kick();
      },
      Math.max(0, at - deps.clock.now()),
    );
  };

  const replayAsHolder = async (token: string, endsBackoff: boolean) => {
    if (endsBackoff) await endBackoff(deps.db, deps.clock.now());
    let sendWith = token;
    let result = await replayDue(replay, sendWith, deps.getUserId?.() ?? null);
    if (result === 'signed-out' && deps.refresh && (await deps.refresh(sendWith))) {
      sendWith = deps.getToken() ?? sendWith;
      if (sendWith !== token) result = await replayDue(replay, sendWith, deps.getUserId?.() ?? null);
    }
    if (result === 'signed-out') refusedToken = sendWith;
    if (result === 'idle') wakeAt(await nextWakeAt(deps.db, deps.getUserId?.() ?? null));
  };

  const run = async (endsBackoff: boolean) => {
    const token = deps.getToken();
    if (!token || token === refusedToken || stopping.signal.aborted) return;
    refusedToken = null;
    try {
      if (!deps.locks) return await replayAsHolder(token, endsBackoff);
      const held = await deps.locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
        if (!lock) return false;
        await replayAsHolder(token, endsBackoff);
        return true;
      });
      if (!held) wakeAt(deps.clock.now() + LOCK_BUSY_RETRY_MS);
    } catch (error) {
      deps.onError?.(error);
      wakeAt(deps.clock.now() + STORAGE_RETRY_MS);
    }
  };

  function kick({ now = false }: KickOptions = {}): Promise<void> {
    if (!current) {
      current = run(now).finally(() => {
        current = null;
      });
      return current;
    }
    nextEndsBackoff ||= now;
    next ??= current.then(() => {
      const endsBackoff = nextEndsBackoff;
      next = null;
      nextEndsBackoff = false;
      return kick({ now: endsBackoff });
    });
    return next;
  }

  return {
    kick,
    stop() {
      stopping.abort();
      wakeAt(null);
    },
  };
}
