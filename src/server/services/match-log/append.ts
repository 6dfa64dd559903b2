import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { isFinal } from '../../../shared/domain/fixture-status';
import { admit, replay, type TrackerEntry, type TrackerState } from '../../../shared/domain/match-tracker';
import { matchWriteMessages as m } from '../../../shared/messages';
import type { Database } from '../../db/database';
import { matchLog } from '../../db/schema';
import { conflict, unprocessable } from '../../http-error';
import type { ChangeSet } from '../../live/change-set';
import { followResult, knockoutEndRefusal } from '../competition/results';
import { fixtureOwnedBy } from '../writes/authorize';
import { claimKeys, lockedFixture, releaseKeys, sameRequest } from '../writes/idempotency';
import { matchLineups } from './lineups';
import { project } from './project';
import { entryOf, type LogRow, loggedRows } from './store';

/** An entry to append, with the digest of the request that carried it (a replay must match it). */
export interface Submission {
  entry: TrackerEntry;
  hash: string;
  /** Notes an API client sent with an event (its metadata). */
  metadata?: Record<string, unknown> | null;
  /**
   * For a client that never starts the clock (the matchEvent calls): when the match has not
   * started, it starts at this instant, just before the entry, instead of the entry being refused.
   */
  startsClockAt?: number;
}

export type Outcome =
  | { id: string; outcome: 'applied' | 'replayed'; seq: number }
  | { id: string; outcome: 'refused'; reason: string };

export interface AppendResult {
  outcomes: Outcome[];
  /** The state of the log after the append (what the tracker of every phone now shows). */
  state: TrackerState;
  /** Rows the append added, in order. */
  added: LogRow[];
}

const refused = (reason: string) => ({ ok: false as const, reason });

/**
 * How far ahead of the server's clock an entry may be dated. Phones date entries on the server's
 * clock, so only a broken client goes past it, and one entry dated in the future would hold the
 * match clock and the order of every later entry hostage.
 */
export const MAX_ENTRY_AHEAD_MS = 2 * 60_000;

/** A CLOCK_START the server adds for an entry; its id follows from the entry's, so a replay finds it again. */
function clockStartFor(entry: TrackerEntry, at: number): TrackerEntry {
  const hex = createHash('sha256').update(`clock-start:${entry.id}`).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return { kind: 'CLOCK_START', id, at };
}

/** `admit`, starting the clock first when the submission asks for it and the match has not started. */
function admitStartingClock(
  state: TrackerState,
  submission: Submission,
): { ok: false; reason: string } | { ok: true; state: TrackerState; start?: TrackerEntry } {
  const { entry, startsClockAt } = submission;
  if (startsClockAt === undefined || state.started || state.locked) return admit(state, entry);
  // Strictly before the entry: entries of one instant are ordered by id.
  const start = clockStartFor(entry, Math.min(startsClockAt, entry.at - 1));
  const started = admit(state, start);
  if (!started.ok) return started;
  const taken = admit(started.state, entry);
  return taken.ok ? { ...taken, start } : taken;
}

/** Where the log holds entries sent again, by id: their places, answered as replays (one query for a whole batch). */
async function placesOf(tx: Database, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: matchLog.id, seq: matchLog.seq }).from(matchLog).where(inArray(matchLog.id, ids));
  return new Map(rows.map((row) => [row.id, row.seq]));
}

/** Each entry's key (its id) once, with the digest of the request that first carried it. */
function uniqueKeys(submissions: readonly Submission[]) {
  const keys = new Map<string, { key: string; hash: string }>();
  for (const { entry, hash } of submissions) if (!keys.has(entry.id)) keys.set(entry.id, { key: entry.id, hash });
  return [...keys.values()];
}

/**
 * Logs an entry, after the clock start the server adds for it if any, under the next numbers.
 * None when the log holds its id already (its key was pruned after the retention period): the
 * entry is not taken a second time, and the clock start added for it goes too.
 */
async function insertEntries(
  tx: Database,
  fixtureId: string,
  authorId: string,
  after: number,
  entry: TrackerEntry,
  start: TrackerEntry | undefined,
): Promise<LogRow[] | null> {
  const rows = [start, entry]
    .filter((logged): logged is TrackerEntry => logged !== undefined)
    .map((logged, i) => ({ fixtureId, seq: after + i + 1, id: logged.id, kind: logged.kind, entry: logged, authorId }));
  const logged = await tx.insert(matchLog).values(rows).onConflictDoNothing({ target: matchLog.id }).returning();
  if (logged.some((row) => row.id === entry.id)) return logged as LogRow[];
  if (logged.length > 0)
    await tx.delete(matchLog).where(
      inArray(
        matchLog.id,
        logged.map((row) => row.id),
      ),
    );
  return null;
}

/**
 * Appends entries to a fixture's log for one of its organisers, in one transaction with the fixture
 * locked: each is checked by the tracker's rules at its place in time (`admit`), so the server
 * takes nothing a phone's replay would refuse; a refused one is answered with the reason and
 * changes nothing, the others go on. Then match_events, the status and the score follow the log,
 * and `changes` notes the match changed (not for replays alone).
 */
export async function appendEntries(
  db: Database,
  userId: string,
  fixtureId: string,
  submissions: readonly Submission[],
  changes?: ChangeSet,
): Promise<AppendResult> {
  // No check for invited teams here: a fixture is only ever built between teams that took part
  // (createFixtures refuses invited ones, and nothing turns a taking-part team back into invited).
  await fixtureOwnedBy(db, fixtureId, userId);
  return db.transaction(async (tx) => {
    const fixture = await lockedFixture(tx, fixtureId);
    const rows = await loggedRows(tx, fixtureId);
    let state = replay(await matchLineups(tx, fixture), rows.map(entryOf));
    // The rows are in seq order: the last one's is where the log stands.
    let seq = rows.at(-1)?.seq ?? 0;
    const outcomes: Outcome[] = [];
    const added: LogRow[] = [];
    const keys = await claimKeys(tx, userId, uniqueKeys(submissions), 201);
    const places = await placesOf(tx, [...keys.keys()]);
    /** Entries of this very append, by id: one sent twice in a batch is answered as its first. */
    const answered = new Map<string, { hash: string; outcome: Outcome }>();
    const refusedKeys: string[] = [];
    const settle = (submission: Submission, outcome: Outcome) => {
      if (outcome.outcome === 'refused') refusedKeys.push(outcome.id);
      answered.set(outcome.id, { hash: submission.hash, outcome });
      outcomes.push(outcome);
    };
    for (const submission of submissions) {
      const { id } = submission.entry;
      const stored = keys.get(id);
      if (stored) {
        sameRequest(stored, userId, submission.hash);
        const place = places.get(id);
        if (place === undefined) throw unprocessable(m.keyReused);
        outcomes.push({ id, outcome: 'replayed', seq: place });
        continue;
      }
      const again = answered.get(id);
      if (again) {
        if (again.hash !== submission.hash) throw unprocessable(m.keyReused);
        outcomes.push(again.outcome.outcome === 'applied' ? { ...again.outcome, outcome: 'replayed' } : again.outcome);
        continue;
      }
      // Ended by hand (PUT status FULL_TIME) rather than by the log: nothing more is taken.
      const result =
        submission.entry.at > Date.now() + MAX_ENTRY_AHEAD_MS
          ? refused(m.entryInFuture)
          : isFinal(fixture.status) && !state.locked
            ? refused(m.matchEnded)
            : admitStartingClock(state, submission);
      if (!result.ok) {
        settle(submission, { id, outcome: 'refused', reason: result.reason });
        continue;
      }
      // A knockout match ends only with a winner: after extra time or a shootout when level.
      const knockoutRefusal = result.state.locked && !state.locked && knockoutEndRefusal(fixture, result.state.score);
      if (knockoutRefusal) {
        settle(submission, { id, outcome: 'refused', reason: knockoutRefusal });
        continue;
      }
      const entry = submission.metadata ? { ...submission.entry, metadata: submission.metadata } : submission.entry;
      const logged = await insertEntries(tx, fixtureId, userId, seq, entry, result.start);
      if (!logged) {
        settle(submission, { id, outcome: 'refused', reason: m.keyExpired });
        continue;
      }
      added.push(...logged);
      state = result.state;
      seq += logged.length;
      settle(submission, { id, outcome: 'applied', seq });
    }
    await releaseKeys(tx, refusedKeys);
    if (added.length > 0) {
      const status = await project(tx, fixture, state, [...rows, ...added]);
      changes?.fixture(fixtureId, 'event', fixture).statusMoved(fixture.status, status);
      await followResult(tx, fixture, status, changes);
    }
    return { outcomes, state, added };
  });
}

/** The single outcome of a one-entry append, as an HTTP answer: a refusal is a 409 with the reason. */
export function soleOutcome(result: AppendResult): Extract<Outcome, { outcome: 'applied' | 'replayed' }> {
  const [outcome] = result.outcomes;
  if (!outcome) throw new Error('An append of one entry answered nothing.');
  if (outcome.outcome === 'refused') throw conflict(outcome.reason);
  return outcome;
}
