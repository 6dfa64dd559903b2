import type { FastifyBaseLogger } from 'fastify';
import type { TrackerEntry } from '../../shared/domain/match-tracker';
import { matchWriteMessages, messages } from '../../shared/messages';
import { BATCH_CALLS, type BatchResult, type BatchWrite } from '../../shared/schemas/sync-batch';
import { type BatchCall, isBatchCall } from '../../shared/sync-batch-calls';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import type { Writes } from '../live/after-commit';
import type { ChangeSet } from '../live/change-set';
import { appendEntries, type Submission } from './match-log/append';
import { requestHash } from './writes/idempotency';
import { saveLineup } from './writes/lineups';

/** A write whose body passed its call's schema, ready to apply. */
type Checked =
  | { write: BatchWrite; call: 'POST /api/matchLog/entry'; fixtureId: string; submission: Submission }
  | { write: BatchWrite; call: 'POST /api/lineup/create' | 'PUT /api/lineup/update'; fixtureId: string; body: never };

const refused = (id: string, status: number, message: string): BatchResult => ({
  id,
  outcome: 'refused',
  status,
  message,
});

/** The write checked by its own call's rules, or the single call's 400 answer. */
function check(write: BatchWrite): Checked | BatchResult {
  if (!isBatchCall(write.method, write.path)) return refused(write.id, 400, matchWriteMessages.notBatchable);
  const call = `${write.method} ${write.path}` as BatchCall;
  const parsed = BATCH_CALLS[call].safeParse(write.body);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    // A body that is no object fails at its root, where the schema's own words say nothing useful.
    const message = !issue || issue.path.length === 0 ? messages.server.bodyNotObject : issue.message;
    return refused(write.id, 400, message);
  }
  const body = parsed.data as { id?: string; fixtureId: string; entry?: TrackerEntry };
  const bodyId = body.entry?.id ?? body.id;
  if (bodyId?.toLowerCase() !== write.id.toLowerCase())
    return refused(write.id, 400, matchWriteMessages.batchIdMismatch);
  if (call === 'POST /api/matchLog/entry') {
    const submission = { entry: body.entry as TrackerEntry, hash: requestHash('matchLog.entry', parsed.data) };
    return { write, call, fixtureId: body.fixtureId, submission };
  }
  return { write, call, fixtureId: body.fixtureId, body: parsed.data as never };
}

const isResult = (item: Checked | BatchResult): item is BatchResult => 'outcome' in item;

/** A client error answers the write; anything else is the server's trouble and stops its fixture. */
function failure(id: string, error: unknown): BatchResult {
  if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 429) {
    return refused(id, error.statusCode, error.message);
  }
  const status = error instanceof HttpError ? error.statusCode : 503;
  return { id, outcome: 'failed', status, message: messages.server.internal };
}

/** Consecutive match log entries of one fixture: appended in one transaction. */
type EntryWrite = Extract<Checked, { submission: Submission }>;

async function appendRun(db: Database, userId: string, run: EntryWrite[], changes: ChangeSet): Promise<BatchResult[]> {
  const fixtureId = run[0]?.fixtureId as string;
  try {
    const { outcomes } = await appendEntries(
      db,
      userId,
      fixtureId,
      run.map((item) => item.submission),
      changes,
    );
    return outcomes.map(
      (o): BatchResult =>
        o.outcome === 'refused'
          ? refused(o.id, 409, o.reason)
          : { id: o.id, outcome: o.outcome, status: o.outcome === 'applied' ? 201 : 200 },
    );
  } catch (error) {
    // One entry's key reused, or the fixture not theirs: each entry is answered on its own.
    if (run.length > 1 && error instanceof HttpError && error.statusCode < 500) {
      const results: BatchResult[] = [];
      for (const item of run) results.push(...(await appendRun(db, userId, [item], changes)));
      return results;
    }
    return run.map((item) => failure(item.write.id, error));
  }
}

type LineupWrite = Extract<Checked, { body: never }>;

/** Whether `next` goes in the same append as `first`: a match log entry of the same fixture. */
const sameRun = (next: Checked | BatchResult, first: Checked) =>
  !isResult(next) && next.call === first.call && next.fixtureId === first.fixtureId;

async function saveLineupWrite(
  db: Database,
  userId: string,
  item: LineupWrite,
  log: FastifyBaseLogger,
  changes: ChangeSet,
) {
  try {
    const mode = item.call === 'POST /api/lineup/create' ? 'create' : 'update';
    const saved = await saveLineup(db, userId, item.write.id, item.body, mode, changes);
    return { id: item.write.id, outcome: 'applied' as const, status: saved.statusCode };
  } catch (error) {
    if (!(error instanceof HttpError)) log.error({ err: error }, 'batch write failed');
    return failure(item.write.id, error);
  }
}

/**
 * Applies a batch in order, each write as its single call would (same rules, permissions and
 * idempotency), and answers each on its own. After a write the server could not take (`failed`),
 * the later writes of the same fixture are not tried and get no result, so their order is kept.
 */
export async function applyBatch(
  runner: Writes,
  userId: string,
  writes: readonly BatchWrite[],
  log: FastifyBaseLogger,
): Promise<BatchResult[]> {
  const results: BatchResult[] = [];
  const stopped = new Set<string>();
  const checked = writes.map(check);
  for (let i = 0; i < checked.length; ) {
    const item = checked[i] as Checked | BatchResult;
    if (isResult(item) || stopped.has(item.fixtureId)) {
      if (isResult(item)) results.push(item);
      i += 1;
      continue;
    }
    let answered: BatchResult[];
    if (item.call === 'POST /api/matchLog/entry') {
      let end = i + 1;
      while (end < checked.length && sameRun(checked[end] as Checked | BatchResult, item)) end += 1;
      const run = checked.slice(i, end) as EntryWrite[];
      answered = await inTransaction(runner, log, run, (tx, changes) => appendRun(tx, userId, run, changes));
      i = end;
    } else {
      const lineup = item as LineupWrite;
      answered = await inTransaction(runner, log, [lineup], async (tx, changes) => [
        await saveLineupWrite(tx, userId, lineup, log, changes),
      ]);
      i += 1;
    }
    results.push(...answered);
    if (answered.some((r) => r.outcome === 'failed')) stopped.add(item.fixtureId);
  }
  return results;
}

/** One run of writes and its live messages in one transaction; if that cannot commit, each write failed. */
async function inTransaction(
  runner: Writes,
  log: FastifyBaseLogger,
  items: readonly Checked[],
  work: (tx: Database, changes: ChangeSet) => Promise<BatchResult[]>,
): Promise<BatchResult[]> {
  try {
    return await runner.run(log, work);
  } catch (error) {
    log.error({ err: error }, 'batch write failed');
    return items.map((item) => failure(item.write.id, error));
  }
}
