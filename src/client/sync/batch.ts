import { syncMessages } from '../../shared/messages-sync';
import type { BatchResult, SyncBatchAnswer } from '../../shared/schemas/sync-batch';
import { isBatchCall } from '../../shared/sync-batch-calls';
import type { LocalDb, OutboxRow, RejectedRow } from '../db/local-db';
import { backoffMs } from './backoff';
import { classify, REQUEST_TIMEOUT_MS, type ReplayDeps, type SendOutcome, sendableBy, withinTimeLimit } from './replay';

/** Writes sent in one request: a whole match's backlog in one or two round trips. */
export const BATCH_LIMIT = 250;
/** A body at least this large (bytes of JSON) is gzipped on the way: a slow line pays per byte. */
const GZIP_FROM_BYTES = 4_096;
/** Time the server takes per write, added to the time limit of a large batch. */
const PER_WRITE_MS = 20;

const isBatchable = (row: OutboxRow) => isBatchCall(row.method, row.path);

/**
 * The rows to send together: the queue of each fixture that `userId` may send (their own rows; another
 * account's wait for it without holding them up), in seq order from its head, while its rows are due
 * and carried by the batch call; a fixture stops at the first that is not (its order is kept). Empty
 * when the first due row must go alone.
 */
export async function dueBatch(db: LocalDb, now: number, userId: string | null): Promise<OutboxRow[]> {
  const blocked = new Set<string>();
  const rows: OutboxRow[] = [];
  await db.outbox
    .orderBy('seq')
    .until(() => rows.length >= BATCH_LIMIT)
    .each((row) => {
      if (blocked.has(row.fixtureId) || !sendableBy(row, userId)) return;
      if (row.nextAttemptAt > now || !isBatchable(row)) blocked.add(row.fixtureId);
      else rows.push(row);
    });
  return rows;
}

async function gzipped(text: string): Promise<Blob> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).blob();
}

async function requestBody(rows: readonly OutboxRow[]) {
  const json = JSON.stringify({
    writes: rows.map((row) => ({ id: row.id, method: row.method, path: row.path, body: row.body })),
  });
  if (json.length < GZIP_FROM_BYTES || typeof CompressionStream === 'undefined') return { json, zipped: false };
  return { json: await gzipped(json), zipped: true };
}

/** What a batch came to: an answer per write, or one outcome for all (no answer, a 401, a 429, a 5xx). */
export type BatchOutcome = { kind: 'answered'; results: BatchResult[] } | SendOutcome | { kind: 'unsupported' };

/**
 * One request for the rows (POST /api/sync/batch), with the bearer token and a time limit that grows
 * with the batch. A server without the batch call (404) is answered `unsupported`: the rows then go
 * one call at a time.
 */
export function sendBatch(rows: readonly OutboxRow[], token: string, deps: ReplayDeps): Promise<BatchOutcome> {
  const limit = (deps.timeoutMs ?? REQUEST_TIMEOUT_MS) + rows.length * PER_WRITE_MS;
  return withinTimeLimit(deps, limit, async (signal): Promise<BatchOutcome> => {
    const { json, zipped } = await requestBody(rows);
    const response = await deps.fetch(new URL('/api/sync/batch', deps.origin).href, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(zipped ? { 'content-encoding': 'gzip' } : {}),
        authorization: `Bearer ${token}`,
      },
      body: json,
      signal,
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return { kind: 'unsupported' };
    }
    if (response.status !== 200) return classify(response);
    const answer = (await response.json()) as { data?: SyncBatchAnswer };
    return { kind: 'answered', results: answer.data?.results ?? [] };
  });
}

/**
 * Writes each write's answer into the outbox in one transaction: applied or replayed rows leave it,
 * refused ones go to the refused list with the server's reason, a failed one waits for its backoff,
 * and a row without an answer (not tried after a failure) stays as it is. Each kind is written in one
 * bulk call: deleting a batch's rows one by one made Dexie track (and merge) each row's change apart,
 * main-thread work that fell into the scorer's taps while a backlog was sending.
 */
export async function recordBatch(deps: ReplayDeps, rows: readonly OutboxRow[], results: readonly BatchResult[]) {
  const { db } = deps;
  const byId = new Map(results.map((r) => [r.id.toLowerCase(), r]));
  const now = deps.clock.now();
  const done: number[] = [];
  const refused: RejectedRow[] = [];
  const failed: { key: number; changes: Pick<OutboxRow, 'attempts' | 'nextAttemptAt' | 'lastError'> }[] = [];
  for (const row of rows) {
    const result = byId.get(row.id.toLowerCase());
    const seq = row.seq as number;
    if (!result) continue;
    if (result.outcome === 'applied' || result.outcome === 'replayed') done.push(seq);
    else if (result.outcome === 'refused') {
      const { seq: _seq, ...kept } = row;
      const reason = result.message ?? syncMessages.refused(result.status);
      refused.push({ ...kept, status: result.status, reason, rejectedAt: now });
      done.push(seq);
    } else {
      const attempts = row.attempts + 1;
      const wait = backoffMs(attempts, deps.random ?? Math.random);
      failed.push({
        key: seq,
        changes: { attempts, nextAttemptAt: now + wait, lastError: syncMessages.serverProblem(result.status) },
      });
    }
  }
  await db.transaction('rw', db.outbox, db.rejected, async () => {
    if (refused.length > 0) await db.rejected.bulkPut(refused);
    if (done.length > 0) await db.outbox.bulkDelete(done);
    if (failed.length > 0) await db.outbox.bulkUpdate(failed);
  });
}
