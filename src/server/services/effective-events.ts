import { asc, eq, inArray } from 'drizzle-orm';
import type { MatchEventInput } from '../../shared/domain/match-types';
import { type Score, scoreFromEvents } from '../../shared/domain/score';
import type { Database } from '../db/database';
import { matchEventChanges, matchEvents } from '../db/schema';

export type StoredEvent = typeof matchEvents.$inferSelect;
export type StoredChange = typeof matchEventChanges.$inferSelect;

/**
 * The events that count, from the events as recorded and their changes in recorded order: an undone
 * event is left out; a corrected one carries the corrected values (several corrections apply in
 * order, later fields win); an undone correction no longer applies. The same rules as the tracker's
 * log (src/shared/domain/match-tracker/reducer.ts).
 */
export function applyChanges(events: readonly StoredEvent[], changes: readonly StoredChange[]): StoredEvent[] {
  const undone = new Set(changes.filter((c) => c.kind === 'UNDO').map((c) => c.targetId));
  const corrected = new Map<string, StoredEvent>();
  const recorded = new Map(events.map((e) => [e.id, e]));
  for (const c of changes) {
    const current = corrected.get(c.targetId) ?? recorded.get(c.targetId);
    if (c.kind !== 'CORRECTION' || undone.has(c.id) || !current) continue;
    const type = c.type ?? current.type;
    corrected.set(c.targetId, {
      ...current,
      teamId: c.teamId ?? current.teamId,
      playerId: c.playerId ?? current.playerId,
      type,
      minute: c.minute ?? current.minute,
      penaltyOutcome: type === 'PENALTY' ? (c.penaltyOutcome ?? current.penaltyOutcome) : null,
    });
  }
  return events.filter((e) => !undone.has(e.id)).map((e) => corrected.get(e.id) ?? e);
}

/**
 * The effective events of these fixtures, in recorded order: what every read and every derived
 * number (scores, standings, leaderboards, awards, profile stats) is made of. Two queries.
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
