import { dueBatch, recordBatch, sendBatch } from './batch';
import { nextDueRow, type ReplayDeps, recordOutcome, sendRow } from './replay';

export type DrainResult = 'idle' | 'signed-out' | 'abandoned';

/** Sends the next due row on its own: one the batch call does not carry, or to a server without it. */
async function sendOne(
  deps: ReplayDeps,
  token: string,
  userId: string | null,
  now: number,
): Promise<DrainResult | 'sent'> {
  const row = await nextDueRow(deps.db, now, userId);
  if (!row) return 'idle';
  const outcome = await sendRow(row, token, deps);
  if (outcome.kind === 'abandoned' || deps.signal?.aborted) return 'abandoned';
  await recordOutcome(deps, row, outcome);
  return outcome.kind === 'signed-out' ? 'signed-out' : 'sent';
}

/**
 * Sends every due row of the signed-in user (`userId`) with their token, until none is due: in
 * batches of each fixture's queue in order (a few round trips for any backlog), one call at a time
 * for what the batch call does not carry or when the server lacks it. Stops early on a 401 (the
 * token must be renewed) or when the page goes away.
 */
export async function replayDue(deps: ReplayDeps, token: string, userId: string | null = null): Promise<DrainResult> {
  let batches = true;
  for (;;) {
    if (deps.signal?.aborted) return 'abandoned';
    // One instant for both looks at the queue: a row that falls due in between would go alone.
    const now = deps.clock.now();
    const rows = batches ? await dueBatch(deps.db, now, userId) : [];
    if (rows.length === 0) {
      const sent = await sendOne(deps, token, userId, now);
      if (sent !== 'sent') return sent;
      continue;
    }
    const outcome = await sendBatch(rows, token, deps);
    if (outcome.kind === 'abandoned' || deps.signal?.aborted) return 'abandoned';
    if (outcome.kind === 'unsupported') batches = false;
    else if (outcome.kind === 'answered') await recordBatch(deps, rows, outcome.results);
    else {
      // The batch as a whole got no answer: each fixture's head waits, as a single call's would.
      const heads = rows.filter((row, i) => rows.findIndex((r) => r.fixtureId === row.fixtureId) === i);
      for (const head of heads) await recordOutcome(deps, head, outcome);
      if (outcome.kind === 'signed-out') return 'signed-out';
    }
  }
}
