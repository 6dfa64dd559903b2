import { and, eq } from 'drizzle-orm';
import { isFinal } from '../../../shared/domain/fixture-status';
import { matchWriteMessages as m, messages } from '../../../shared/messages';
import type { MatchEventBody, MatchEventCorrectionBody, MatchEventUndoBody } from '../../../shared/schemas/match-day';
import type { Database } from '../../db/database';
import { fixtures, lineupPlayers, lineups, matchEventChanges, matchEvents, teamMembers } from '../../db/schema';
import { badRequest, conflict, notFound, unprocessable } from '../../http-error';
import { effectiveEvents, type StoredChange, type StoredEvent, scoreOfEvents } from '../effective-events';
import { fixtureOwnedBy } from './authorize';
import { lockedFixture, requestHash } from './idempotency';

type Fixture = typeof fixtures.$inferSelect;

const MAX_METADATA_JSON = 2000;

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

export const changeData = (row: StoredChange) => ({
  id: row.id,
  fixtureId: row.fixtureId,
  targetId: row.targetId,
  kind: row.kind,
  teamId: row.teamId,
  playerId: row.playerId,
  type: row.type,
  minute: row.minute,
  penaltyOutcome: row.penaltyOutcome,
  createdAt: row.createdAt.toISOString(),
});

/**
 * An earlier write of the match log under this client id, when it is the same request (a replay).
 * Events, undos and corrections share one id space: the id under another request is a 422.
 */
async function replayed(tx: Database, id: string, hash: string) {
  const [event] = await tx.select().from(matchEvents).where(eq(matchEvents.id, id));
  const [change] = event ? [] : await tx.select().from(matchEventChanges).where(eq(matchEventChanges.id, id));
  const found = event ?? change;
  if (!found) return null;
  if (found.requestHash !== hash) throw unprocessable(m.keyReused);
  return { event, change };
}

/**
 * After FULL_TIME the tracker is locked and sends nothing more: its outbox is FIFO per fixture, and
 * a shootout's kicks are sent before the FULL_TIME that its end sends (SPEC §4). So a new event,
 * undo or correction of a finished match is refused; a replay of one recorded before still answers.
 */
function assertOpen(fixture: Fixture) {
  if (isFinal(fixture.status)) throw conflict(m.matchEnded);
}

/** In the team's squad, or in its lineup for this fixture. */
async function playsFor(tx: Database, fixtureId: string, teamId: string, playerId: string) {
  const [member] = await tx
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, playerId)));
  if (member) return true;
  const [listed] = await tx
    .select({ id: lineupPlayers.id })
    .from(lineupPlayers)
    .innerJoin(lineups, eq(lineups.id, lineupPlayers.lineupId))
    .where(and(eq(lineups.fixtureId, fixtureId), eq(lineups.teamId, teamId), eq(lineupPlayers.playerId, playerId)));
  return !!listed;
}

function shapeProblem(body: MatchEventBody): string | null {
  if (body.type === 'SUBSTITUTION') {
    if (!body.substitutePlayerId) return m.substituteNeeded;
    if (body.substitutePlayerId === body.playerId) return m.samePlayer;
  } else if (body.substitutePlayerId) return m.substituteOnlyForSubstitution;
  if (body.type === 'PENALTY' && !body.penaltyOutcome) return m.penaltyOutcomeNeeded;
  if (body.type !== 'PENALTY' && body.penaltyOutcome) return m.outcomeOnlyForPenalty;
  if (body.isShootout && (body.type !== 'PENALTY' || body.minute !== 0)) return m.shootoutKickIsPenalty;
  if (body.metadata && JSON.stringify(body.metadata).length > MAX_METADATA_JSON) return m.metadataTooLarge;
  return null;
}

/** Once a fixture has events, its stored score is that of its effective events. */
async function storeScore(tx: Database, fixture: Fixture) {
  const score = await scoreOfEvents(tx, fixture);
  if (score)
    await tx
      .update(fixtures)
      .set({ ...score, updatedAt: new Date() })
      .where(eq(fixtures.id, fixture.id));
}

/** Runs a match-log write for the tournament's admin, with the fixture locked and replays answered. */
async function logWrite<T>(
  db: Database,
  userId: string,
  body: { id: string; fixtureId: string },
  hash: string,
  replay: (prior: { event?: StoredEvent; change?: StoredChange }) => T,
  write: (tx: Database, fixture: Fixture) => Promise<T>,
  changesScore = true,
): Promise<T> {
  await fixtureOwnedBy(db, body.fixtureId, userId);
  return db.transaction(async (tx) => {
    const fixture = await lockedFixture(tx, body.fixtureId);
    const prior = await replayed(tx, body.id, hash);
    if (prior) return replay(prior);
    assertOpen(fixture);
    const result = await write(tx, fixture);
    if (changesScore) await storeScore(tx, fixture);
    return result;
  });
}

const priorChange = (prior: { change?: StoredChange }) => changeData(prior.change as StoredChange);

/** Events that can move the score; a foul or a card leaves the stored score as it is. */
const SCORING_TYPES: readonly string[] = ['GOAL', 'OWN_GOAL', 'PENALTY'];

export function recordEvent(db: Database, userId: string, body: MatchEventBody) {
  const hash = requestHash('matchEvent.create', { ...body, isShootout: body.isShootout ?? false });
  const replay = (prior: { event?: StoredEvent }) => eventData(prior.event as StoredEvent);
  return logWrite(
    db,
    userId,
    body,
    hash,
    replay,
    async (tx, fixture) => {
      if (body.teamId !== fixture.homeTeamId && body.teamId !== fixture.awayTeamId) {
        throw badRequest(messages.server.teamNotInFixture);
      }
      const problem = shapeProblem(body);
      if (problem) throw badRequest(problem);
      if (!(await playsFor(tx, fixture.id, body.teamId, body.playerId))) throw badRequest(m.playerNotInTeam);
      if (body.substitutePlayerId && !(await playsFor(tx, fixture.id, body.teamId, body.substitutePlayerId))) {
        throw badRequest(m.substituteNotInTeam);
      }
      const [row] = await tx
        .insert(matchEvents)
        .values({
          id: body.id,
          fixtureId: fixture.id,
          teamId: body.teamId,
          playerId: body.playerId,
          substitutePlayerId: body.substitutePlayerId ?? null,
          type: body.type,
          minute: body.minute,
          penaltyOutcome: body.penaltyOutcome ?? null,
          isShootout: body.isShootout ?? false,
          metadata: body.metadata ?? null,
          requestHash: hash,
          createdBy: userId,
        })
        // The same id in another fixture's transaction: a different request under a used id.
        .onConflictDoNothing()
        .returning();
      if (!row) throw unprocessable(m.keyReused);
      return eventData(row);
    },
    SCORING_TYPES.includes(body.type),
  );
}

/** The event or change an undo or correction names, in this fixture. */
async function findTarget(tx: Database, fixtureId: string, targetId: string) {
  const [event] = await tx.select().from(matchEvents).where(eq(matchEvents.id, targetId));
  const [change] = event ? [] : await tx.select().from(matchEventChanges).where(eq(matchEventChanges.id, targetId));
  const target = event ? { kind: 'EVENT', fixtureId: event.fixtureId } : change;
  if (!target) throw notFound(m.eventNotFound);
  if (target.fixtureId !== fixtureId) throw badRequest(m.eventOfOtherFixture);
  return target.kind;
}

async function insertChange(tx: Database, values: typeof matchEventChanges.$inferInsert) {
  const [row] = await tx.insert(matchEventChanges).values(values).onConflictDoNothing().returning();
  if (!row) throw unprocessable(m.keyReused);
  return changeData(row);
}

/** The target (an event or a correction) stops counting; both rows stay on record. */
export function undoEvent(db: Database, userId: string, body: MatchEventUndoBody) {
  const hash = requestHash('matchEvent.undo', body);
  return logWrite(db, userId, body, hash, priorChange, async (tx, fixture) => {
    const kind = await findTarget(tx, fixture.id, body.targetId);
    if (kind === 'UNDO') throw badRequest(m.undoOfUndo);
    const [undone] = await tx
      .select({ id: matchEventChanges.id })
      .from(matchEventChanges)
      .where(and(eq(matchEventChanges.kind, 'UNDO'), eq(matchEventChanges.targetId, body.targetId)));
    if (undone) throw conflict(m.alreadyUndone);
    const { id, targetId } = body;
    return insertChange(tx, {
      id,
      fixtureId: fixture.id,
      targetId,
      kind: 'UNDO',
      requestHash: hash,
      createdBy: userId,
    });
  });
}

/** The team of a corrected player: the event's own, or the other team's (the event then moves there). */
async function teamOfCorrectedPlayer(tx: Database, fixture: Fixture, teamId: string | null, playerId: string) {
  const other = teamId === fixture.homeTeamId ? fixture.awayTeamId : fixture.homeTeamId;
  for (const team of teamId ? [teamId, other] : [fixture.homeTeamId, fixture.awayTeamId]) {
    if (await playsFor(tx, fixture.id, team, playerId)) return team;
  }
  throw badRequest(m.playerInNeitherTeam);
}

/** New values for an event: the original row stays, the corrected values count. */
export function correctEvent(db: Database, userId: string, body: MatchEventCorrectionBody) {
  const hash = requestHash('matchEvent.correct', body);
  return logWrite(db, userId, body, hash, priorChange, async (tx, fixture) => {
    if ((await findTarget(tx, fixture.id, body.targetId)) !== 'EVENT') throw badRequest(m.onlyEventsCorrected);
    const current = (await effectiveEvents(tx, [fixture.id])).find((e) => e.id === body.targetId);
    if (!current) throw conflict(m.alreadyUndone);
    if (current.type === 'SUBSTITUTION' || current.isShootout) throw badRequest(m.notCorrectable);
    if (body.type === 'SUBSTITUTION') throw badRequest(m.correctionNotSubstitution);
    const type = body.type ?? current.type;
    if (type === 'PENALTY' && !(body.penaltyOutcome ?? current.penaltyOutcome)) {
      throw badRequest(m.penaltyOutcomeNeeded);
    }
    if (type !== 'PENALTY' && body.penaltyOutcome) throw badRequest(m.outcomeOnlyForPenalty);
    const teamId = body.playerId ? await teamOfCorrectedPlayer(tx, fixture, current.teamId, body.playerId) : null;
    return insertChange(tx, {
      id: body.id,
      fixtureId: fixture.id,
      targetId: body.targetId,
      kind: 'CORRECTION',
      teamId,
      playerId: body.playerId ?? null,
      type: body.type ?? null,
      minute: body.minute ?? null,
      penaltyOutcome: body.penaltyOutcome ?? null,
      requestHash: hash,
      createdBy: userId,
    });
  });
}
