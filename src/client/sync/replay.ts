import { syncMessages } from '../../shared/messages-sync';
import type { LocalDb, OutboxRow } from '../db/local-db';
import { backoffMs } from './backoff';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Everything the replay needs from the outside world, so tests can hand in their own. */
export interface ReplayDeps {
  db: LocalDb;
  fetch: FetchLike;
  clock: Clock;
  /** Where `/api/...` paths resolve, e.g. `location.origin`. */
  origin: string;
  random?: () => number;
  timeoutMs?: number;
  /** Aborted when the page goes away: the call in flight is dropped and nothing more is written. */
  signal?: AbortSignal;
}

/** What one call came to, by the failure classes of docs/offline.md. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; reason: string; retryAfterMs: number }
  | { kind: 'signed-out'; reason: string }
  | { kind: 'rejected'; status: number; reason: string }
  | { kind: 'abandoned' };

/** Whether `userId` may send the row: its author, or anyone for a row saved without one. */
export const sendableBy = (row: Pick<OutboxRow, 'authorId'>, userId: string | null) =>
  !row.authorId || row.authorId === userId;

/**
 * The next call to send: the oldest row (by seq) of `userId`'s that heads its fixture's queue and is
 * due. A fixture whose head waits for its backoff is skipped whole, so its order is kept; rows of
 * another account are not in this queue at all (they wait for it to sign in without holding this
 * user's changes back).
 */
export function nextDueRow(db: LocalDb, now: number, userId: string | null = null): Promise<OutboxRow | undefined> {
  const seen = new Set<string>();
  return db.outbox
    .orderBy('seq')
    .filter((row) => {
      if (seen.has(row.fixtureId) || !sendableBy(row, userId)) return false;
      seen.add(row.fixtureId);
      return row.nextAttemptAt <= now;
    })
    .first();
}

/** The network came back or the page was shown again: what waits for its backoff is due now. */
export async function endBackoff(db: LocalDb, now: number): Promise<void> {
  // By the index: this runs whenever the server answers, while a tap may be waiting to write to the queue.
  await db.outbox
    .where('nextAttemptAt')
    .above(now)
    .modify((row) => {
      row.nextAttemptAt = now;
    });
}

/** When the earliest fixture head `userId` may send becomes due; null when none waits. */
export async function nextWakeAt(db: LocalDb, userId: string | null = null): Promise<number | null> {
  const heads = new Map<string, number>();
  await db.outbox.orderBy('seq').each((row) => {
    if (!heads.has(row.fixtureId) && sendableBy(row, userId)) heads.set(row.fixtureId, row.nextAttemptAt);
  });
  return heads.size === 0 ? null : Math.min(...heads.values());
}

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

const retryAfterMs = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
};

/** A call's answer by the failure classes of docs/offline.md. */
export async function classify(response: Response): Promise<SendOutcome> {
  const { status } = response;
  if (status >= 200 && status < 300) {
    await response.body?.cancel();
    return { kind: 'sent' };
  }
  const message = await serverMessage(response);
  if (status === 401) return { kind: 'signed-out', reason: syncMessages.signedOut };
  if (status === 429) return { kind: 'retry', reason: syncMessages.busy, retryAfterMs: retryAfterMs(response) };
  // 408 is a timeout on the way, not a verdict on the change.
  if (status >= 500 || status === 408) {
    return { kind: 'retry', reason: syncMessages.serverProblem(status), retryAfterMs: 0 };
  }
  return { kind: 'rejected', status, reason: message ?? syncMessages.refused(status) };
}

/**
 * Runs one request with a time limit, dropped if the page goes away: a failure to get an answer
 * (no network, no answer in time) is a retry, the page going away abandons it.
 */
export async function withinTimeLimit<T>(
  deps: ReplayDeps,
  limitMs: number,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T | Extract<SendOutcome, { kind: 'retry' | 'abandoned' }>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = deps.clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limitMs);
  const leave = () => controller.abort();
  deps.signal?.addEventListener('abort', leave);
  try {
    return await send(controller.signal);
  } catch {
    if (deps.signal?.aborted) return { kind: 'abandoned' };
    return { kind: 'retry', reason: timedOut ? syncMessages.timedOut : syncMessages.offline, retryAfterMs: 0 };
  } finally {
    deps.clock.clearTimeout(timer);
    deps.signal?.removeEventListener('abort', leave);
  }
}

/** One call of a row: its id as Idempotency-Key, the bearer token, and a time limit. */
export function sendRow(row: OutboxRow, token: string, deps: ReplayDeps): Promise<SendOutcome> {
  return withinTimeLimit(deps, deps.timeoutMs ?? REQUEST_TIMEOUT_MS, async (signal) =>
    classify(
      await deps.fetch(new URL(row.path, deps.origin).href, {
        method: row.method,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': row.id,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(row.body),
        signal,
      }),
    ),
  );
}

/** Writes what a call came to back into the outbox: delete only on 2xx, never drop a row. */
export async function recordOutcome(deps: ReplayDeps, row: OutboxRow, outcome: SendOutcome): Promise<void> {
  const { db } = deps;
  const seq = row.seq as number;
  switch (outcome.kind) {
    case 'sent':
      await db.outbox.delete(seq);
      return;
    case 'retry': {
      const attempts = row.attempts + 1;
      const wait = backoffMs(attempts, deps.random ?? Math.random, outcome.retryAfterMs);
      await db.outbox.update(seq, { attempts, nextAttemptAt: deps.clock.now() + wait, lastError: outcome.reason });
      return;
    }
    case 'signed-out':
      await db.outbox.update(seq, { lastError: outcome.reason });
      return;
    case 'rejected':
      await db.transaction('rw', db.outbox, db.rejected, async () => {
        if (!(await db.outbox.get(seq))) return;
        const { seq: _seq, ...kept } = row;
        await db.rejected.put({
          ...kept,
          status: outcome.status,
          reason: outcome.reason,
          rejectedAt: deps.clock.now(),
        });
        await db.outbox.delete(seq);
      });
      return;
    case 'abandoned':
      return;
  }
}
