import { and, eq, inArray } from 'drizzle-orm';
import { nextStatus } from '../../../shared/domain/fixture-status';
import {
  extraTimeStart,
  findPlayer,
  statusFor,
  type TrackerEvent,
  type TrackerState,
  teamById,
} from '../../../shared/domain/match-tracker';
import { scoreFromEvents } from '../../../shared/domain/score';
import type { Database } from '../../db/database';
import { fixtures, matchEvents } from '../../db/schema';
import { scoreOfEvents } from '../effective-events';
import { type LogRow, metadataOf } from './store';

type Fixture = typeof fixtures.$inferSelect;
type EventRow = typeof matchEvents.$inferInsert;

type Tapped = Pick<TrackerEvent, 'id' | 'at'>;

/** Whether the event was tapped after extra time began (its clock starts again from 0, docs/rules.md#the-match-tracker). */
const tappedAfter = (event: Tapped, start: Tapped | undefined) =>
  !!start && (event.at > start.at || (event.at === start.at && event.id > start.id));

/**
 * What the public pages show of a substitution or a second yellow, beside the event; and that an
 * event of play was in extra time, whose minutes count from 0 again.
 */
function eventMetadata(state: TrackerState, event: TrackerEvent, row: LogRow | undefined, extraTime?: Tapped) {
  const logged = row ? metadataOf(row) : null;
  const notes = !event.isShootout && tappedAfter(event, extraTime) ? { ...logged, extraTime: true } : logged;
  if (event.type === 'SUBSTITUTION') {
    const team = teamById(state, event.teamId);
    const off = team && findPlayer(team, event.playerId);
    const on = team && event.substitutePlayerId ? findPlayer(team, event.substitutePlayerId) : undefined;
    return {
      ...notes,
      position: on?.position ?? null,
      playerOffName: off?.name ?? null,
      playerOnName: on?.name ?? null,
    };
  }
  if (event.secondYellow) return { ...notes, secondYellow: true };
  return notes;
}

function eventRow(
  fixtureId: string,
  state: TrackerState,
  event: TrackerEvent,
  row: LogRow | undefined,
  extraTime: Tapped | undefined,
): EventRow {
  return {
    id: event.id,
    fixtureId,
    teamId: event.teamId,
    playerId: event.playerId,
    substitutePlayerId: event.substitutePlayerId,
    type: event.type,
    minute: event.minute,
    penaltyOutcome: event.penaltyOutcome,
    isShootout: event.isShootout,
    metadata: eventMetadata(state, event, row, extraTime),
    createdBy: row?.authorId as string,
    createdAt: new Date(event.at),
  };
}

const SAME_FIELDS = ['teamId', 'playerId', 'substitutePlayerId', 'type', 'minute', 'penaltyOutcome'] as const;

/** JSON with each object's keys in order: jsonb gives them back in its own order, not in the order written. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/**
 * Makes match_events (what every read and derived number uses) what the log makes: the events
 * that count, with their corrected values; one that stopped counting (undone, a reset, a probable
 * duplicate) is removed. Events recorded before the match had a log are left as they are. Then
 * the fixture's status moves forward to the log's stage, its score follows the events, and its
 * clock is the log's, for readers to show the minute the scorer sees. Returns the fixture's status.
 */
export async function project(tx: Database, fixture: Fixture, state: TrackerState, rows: readonly LogRow[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const logIds = rows.map((r) => r.id);
  const stored = logIds.length
    ? await tx
        .select()
        .from(matchEvents)
        .where(and(eq(matchEvents.fixtureId, fixture.id), inArray(matchEvents.id, logIds)))
    : [];
  const extraTime = extraTimeStart(state.log);
  const wanted = new Map(state.events.map((e) => [e.id, eventRow(fixture.id, state, e, byId.get(e.id), extraTime)]));
  const gone = stored.filter((s) => !wanted.has(s.id)).map((s) => s.id);
  if (gone.length) await tx.delete(matchEvents).where(inArray(matchEvents.id, gone));
  const storedById = new Map(stored.map((s) => [s.id, s]));
  const fresh: EventRow[] = [];
  for (const [id, row] of wanted) {
    const old = storedById.get(id);
    if (!old) fresh.push(row);
    else if (SAME_FIELDS.some((f) => old[f] !== row[f]) || canonical(old.metadata) !== canonical(row.metadata))
      await tx.update(matchEvents).set(row).where(eq(matchEvents.id, id));
  }
  // An id already taken by an event recorded before the log (another match) is not overwritten.
  if (fresh.length) await tx.insert(matchEvents).values(fresh).onConflictDoNothing();

  // With a log, the score is that of the events, even when none counts any more (all undone).
  const score = (await scoreOfEvents(tx, fixture)) ?? scoreFromEvents(fixture.homeTeamId, fixture.awayTeamId, []);
  const wantedStatus = statusFor(state);
  const status = wantedStatus ? nextStatus(fixture.status, wantedStatus) : fixture.status;
  const { clock } = state;
  await tx
    .update(fixtures)
    .set({
      ...score,
      status,
      clockRunningSince: clock.running && clock.runningSince !== null ? new Date(clock.runningSince) : null,
      clockMs: Math.round(clock.accumulatedMs),
      updatedAt: new Date(),
    })
    .where(eq(fixtures.id, fixture.id));
  return status;
}
