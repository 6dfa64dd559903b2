import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isFinal } from '../../../shared/domain/fixture-status';
import { admit, replay, type TrackerEntry, type TrackerState } from '../../../shared/domain/match-tracker';
import { matchWriteMessages as m } from '../../../shared/messages';
import type { Database } from '../../db/database';
import { matchLog } from '../../db/schema';
import { conflict, unprocessable } from '../../http-error';
import type { ChangeSet } from '../../live/change-set';
import { fixtureOwnedBy } from '../writes/authorize';
import { lockedFixture } from '../writes/idempotency';
import { matchLineups } from './lineups';
import { project } from './project';
import { entryOf, type LogRow, lastSeq, loggedRows } from './store';

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

/** A replay of an entry the log has: the same request by the same author answers its place, another is a 422. */
async function earlier(
  tx: Database,
  userId: string,
  fixtureId: string,
  submission: Submission,
): Promise<Outcome | null> {
  const [row] = await tx.select().from(matchLog).where(eq(matchLog.id, submission.entry.id));
  if (!row) return null;
  const same = row.fixtureId === fixtureId && row.requestHash === submission.hash && row.authorId === userId;
  if (!same) throw unprocessable(m.keyReused);
  return { id: row.id, outcome: 'replayed', seq: row.seq };
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
  await fixtureOwnedBy(db, fixtureId, userId);
  return db.transaction(async (tx) => {
    const fixture = await lockedFixture(tx, fixtureId);
    const rows = await loggedRows(tx, fixtureId);
    let state = replay(await matchLineups(tx, fixture), rows.map(entryOf));
    let seq = await lastSeq(tx, fixtureId);
    const outcomes: Outcome[] = [];
    const added: LogRow[] = [];
    for (const submission of submissions) {
      const replayed = await earlier(tx, userId, fixtureId, submission);
      if (replayed) {
        outcomes.push(replayed);
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
        outcomes.push({ id: submission.entry.id, outcome: 'refused', reason: result.reason });
        continue;
      }
      const entry = submission.metadata ? { ...submission.entry, metadata: submission.metadata } : submission.entry;
      const insert = async (logged: TrackerEntry, requestHash: string) => {
        const [row] = await tx
          .insert(matchLog)
          .values({
            fixtureId,
            seq: ++seq,
            id: logged.id,
            kind: logged.kind,
            entry: logged,
            requestHash,
            authorId: userId,
          })
          .returning();
        added.push(row as LogRow);
      };
      if (result.start) await insert(result.start, `clock-start:${submission.hash}`);
      await insert(entry, submission.hash);
      state = result.state;
      outcomes.push({ id: entry.id, outcome: 'applied', seq });
    }
    if (added.length > 0) {
      await project(tx, fixture, state, [...rows, ...added]);
      changes?.fixture(fixtureId, 'event', fixture);
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
