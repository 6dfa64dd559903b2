import { asc, eq, inArray } from 'drizzle-orm';
import {
  type CorrectionValues,
  type Counted,
  countingEvents,
  type PenaltyOutcome,
  type StatType,
} from '../../shared/domain/match-tracker';
import type { MatchEventInput } from '../../shared/domain/match-types';
import { type Score, scoreFromEvents } from '../../shared/domain/score';
import type { Database } from '../db/database';
import { matchEventChanges, matchEvents } from '../db/schema';

export type StoredEvent = typeof matchEvents.$inferSelect;
export type StoredChange = typeof matchEventChanges.$inferSelect;

/**
 * An undo or correction row of a match scored before matches had a log, as the shared rules read
 * it. Its values were checked when it was recorded.
 */
const asRewrite = (c: StoredChange): Counted & CorrectionValues => ({
  id: c.id,
  kind: c.kind as 'UNDO' | 'CORRECTION',
  targetId: c.targetId,
  teamId: c.teamId ?? undefined,
  playerId: c.playerId ?? undefined,
  type: (c.type ?? undefined) as StatType | undefined,
  minute: c.minute ?? undefined,
  penaltyOutcome: c.penaltyOutcome as PenaltyOutcome | null,
});

/** The events that count, from events as recorded and their undo and correction rows in recorded order. */
export const applyChanges = (events: readonly StoredEvent[], changes: readonly StoredChange[]): StoredEvent[] =>
  countingEvents(events, changes.map(asRewrite));

/**
 * The effective events of these fixtures, in recorded order: what every read and every derived
 * number (scores, standings, leaderboards, awards, profile stats) is made of. Two queries.
 * match_events holds what the match log makes (docs/match-log.md); match_event_changes is no
 * longer written, and holds only the undo and correction rows of matches scored before the log.
 */
export async function effectiveEvents(db: Database, fixtureIds: readonly string[]): Promise<StoredEvent[]> {
  if (fixtureIds.length === 0) return [];
  const [events, changes] = await Promise.all([
    db
      .select()
      .from(matchEvents)
      .where(inArray(matchEvents.fixtureId, [...fixtureIds]))
      .orderBy(asc(matchEvents.createdAt), asc(matchEvents.id)),
    db
      .select()
      .from(matchEventChanges)
      .where(inArray(matchEventChanges.fixtureId, [...fixtureIds]))
      .orderBy(asc(matchEventChanges.createdAt), asc(matchEventChanges.id)),
  ]);
  return applyChanges(events, changes);
}

/** An effective event as the shared match rules take it. */
/** The server notes an event tapped in extra time in its metadata (match-log/project.ts). */
const isExtraTime = (e: StoredEvent) =>
  typeof e.metadata === 'object' && e.metadata !== null && (e.metadata as { extraTime?: unknown }).extraTime === true;

export const asMatchInput = (e: StoredEvent): MatchEventInput => ({
  id: e.id,
  fixtureId: e.fixtureId,
  teamId: e.teamId,
  playerId: e.playerId,
  substitutePlayerId: e.substitutePlayerId,
  type: e.type,
  minute: e.minute,
  penaltyOutcome: e.penaltyOutcome,
  isShootout: e.isShootout,
  ...(isExtraTime(e) && { extraTime: true }),
  createdAt: e.createdAt.toISOString(),
});

interface FixtureTeams {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
}

/** The score of a fixture's effective events, or null while no event was ever recorded (a manual score stands). */
export async function scoreOfEvents(db: Database, fixture: FixtureTeams): Promise<Score | null> {
  const [recorded] = await db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(eq(matchEvents.fixtureId, fixture.id))
    .limit(1);
  if (!recorded) return null;
  return scoreFromEvents(fixture.homeTeamId, fixture.awayTeamId, await effectiveEvents(db, [fixture.id]));
}
