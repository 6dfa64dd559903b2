import { eq } from 'drizzle-orm';
import type { TrackerEntry } from '../../../shared/domain/match-tracker';
import { specEventEntry, specEventProblem } from '../../../shared/domain/spec-event';
import { matchWriteMessages as m, messages } from '../../../shared/messages';
import type { MatchEventBody, MatchEventCorrectionBody, MatchEventUndoBody } from '../../../shared/schemas/match-day';
import type { Database } from '../../db/database';
import { matchEvents } from '../../db/schema';
import { badRequest } from '../../http-error';
import type { ChangeSet } from '../../live/change-set';
import type { StoredEvent } from '../effective-events';
import { appendEntries, soleOutcome } from '../match-log/append';
import { fixtureOwnedBy } from './authorize';
import { requestHash } from './idempotency';
import { refuseInvitedTeams } from './take-part';

/**
 * The match event calls, for clients without a tracker of their own: each is turned into
 * an entry of the fixture's match log (src/shared/domain/spec-event.ts) and checked by the same
 * rules as a phone's entries (docs/match-log.md). The minute the caller gives is kept.
 */

export const eventData = (row: StoredEvent) => ({
  id: row.id,
  fixtureId: row.fixtureId,
  teamId: row.teamId,
  playerId: row.playerId,
  substitutePlayerId: row.substitutePlayerId,
  type: row.type,
  minute: row.minute,
  penaltyOutcome: row.penaltyOutcome,
  isShootout: row.isShootout,
  metadata: row.metadata as Record<string, unknown> | null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Records an event under `id` (its body's id, the Idempotency-Key, or one the server made): a
 * replay of the same id and body answers the original result.
 */
export async function recordEvent(db: Database, userId: string, body: MatchEventBody, id: string, changes: ChangeSet) {
  const { fixture } = await fixtureOwnedBy(db, body.fixtureId, userId);
  await refuseInvitedTeams(db, fixture.tournamentId, [body.teamId]);
  if (body.teamId !== fixture.homeTeamId && body.teamId !== fixture.awayTeamId) {
    throw badRequest(messages.server.teamNotInFixture);
  }
  const problem = specEventProblem(body);
  if (problem) throw badRequest(problem);
  const hash = requestHash('matchEvent.create', { ...body, id, isShootout: body.isShootout ?? false });
  const at = Date.now();
  // A client without a tracker never starts the clock: its first event starts it, so that its minute is now.
  const startsClockAt = body.isShootout ? undefined : at - body.minute * 60_000;
  const submission = { entry: specEventEntry(body, id, at), hash, metadata: body.metadata ?? null, startsClockAt };
  soleOutcome(await appendEntries(db, userId, body.fixtureId, [submission], changes));
  const [row] = await db.select().from(matchEvents).where(eq(matchEvents.id, id));
  if (row) return eventData(row);
  // Recorded, and no longer counting (undone since): the event as it was sent.
  return {
    id,
    fixtureId: body.fixtureId,
    teamId: body.teamId,
    playerId: body.playerId,
    type: body.type,
    minute: body.minute,
    substitutePlayerId: body.substitutePlayerId ?? null,
    penaltyOutcome: body.penaltyOutcome ?? null,
    isShootout: body.isShootout ?? false,
    metadata: body.metadata ?? null,
    createdAt: new Date().toISOString(),
  };
}

const changeData = (entry: TrackerEntry & { targetId: string }, fixtureId: string, teamId: string | null = null) => ({
  id: entry.id,
  fixtureId,
  targetId: entry.targetId,
  kind: entry.kind,
  teamId,
  playerId: 'playerId' in entry ? (entry.playerId ?? null) : null,
  type: 'type' in entry ? (entry.type ?? null) : null,
  minute: 'minute' in entry ? (entry.minute ?? null) : null,
  penaltyOutcome: 'penaltyOutcome' in entry ? (entry.penaltyOutcome ?? null) : null,
  createdAt: new Date(entry.at).toISOString(),
});

/** The target (an event or a correction) stops counting; both stay in the log. */
export async function undoEvent(db: Database, userId: string, body: MatchEventUndoBody, changes: ChangeSet) {
  const entry = { kind: 'UNDO' as const, id: body.id, at: Date.now(), targetId: body.targetId };
  const hash = requestHash('matchEvent.undo', body);
  soleOutcome(await appendEntries(db, userId, body.fixtureId, [{ entry, hash }], changes));
  return changeData(entry, body.fixtureId);
}

/** New values for an event: the original stays in the log, the corrected values count. */
export async function correctEvent(db: Database, userId: string, body: MatchEventCorrectionBody, changes: ChangeSet) {
  const { id, targetId, playerId, minute, type, penaltyOutcome } = body;
  if (type === 'SUBSTITUTION') throw badRequest(m.correctionNotSubstitution);
  const entry = {
    kind: 'CORRECTION' as const,
    id,
    at: Date.now(),
    targetId,
    ...(playerId !== undefined ? { playerId } : {}),
    ...(minute !== undefined ? { minute } : {}),
    ...(type !== undefined ? { type } : {}),
    ...(penaltyOutcome != null ? { penaltyOutcome } : {}),
  };
  const hash = requestHash('matchEvent.correct', body);
  const result = await appendEntries(db, userId, body.fixtureId, [{ entry, hash }], changes);
  soleOutcome(result);
  // A corrected player of the other team takes the event to that team.
  const corrected = result.state.events.find((e) => e.id === targetId);
  return changeData(entry, body.fixtureId, playerId && corrected ? corrected.teamId : null);
}
