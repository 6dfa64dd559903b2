import { and, eq, inArray, ne } from 'drizzle-orm';
import { replay } from '../../../shared/domain/match-tracker';
import { lineupMessages, matchWriteMessages as m, messages } from '../../../shared/messages';
import type { LineupBody } from '../../../shared/schemas/match-day';
import type { Lineup } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { type fixtures, lineupPlayers, lineups, teamMembers, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import type { ChangeSet } from '../../live/change-set';
import { matchLineups } from '../match-log/lineups';
import { entryOf, loggedRows } from '../match-log/store';
import { lineupsOf } from '../reads/lineups';
import { fixtureOwnedBy } from './authorize';
import { once, requestHash, type WriteResult } from './idempotency';
import { refuseInvitedTeams } from './take-part';

type Mode = 'create' | 'update';

interface LineupAnswer {
  message: string;
  data: Lineup;
}

async function assertValidLineup(tx: Database, body: LineupBody) {
  const ids = body.players.map((p) => p.playerId);
  if (new Set(ids).size !== ids.length) throw badRequest(m.duplicatePlayers);
  const numbers = body.players.map((p) => p.jerseyNumber);
  if (new Set(numbers).size !== numbers.length) throw badRequest(m.uniqueJerseyNumbers);
  const members = await tx
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, body.teamId), inArray(teamMembers.userId, ids)));
  if (members.length !== ids.length) throw badRequest(m.playersNotInTeam);
}

/**
 * A member of both teams plays for one of them in a match: in both lineups, the match log could not
 * tell whose goal or card an entry of theirs was.
 */
async function assertNotInOtherLineup(tx: Database, fixtureId: string, body: LineupBody) {
  const clashes = await tx
    .select({ name: users.name })
    .from(lineupPlayers)
    .innerJoin(lineups, eq(lineupPlayers.lineupId, lineups.id))
    .innerJoin(users, eq(lineupPlayers.playerId, users.id))
    .where(
      and(
        eq(lineups.fixtureId, fixtureId),
        ne(lineups.teamId, body.teamId),
        inArray(
          lineupPlayers.playerId,
          body.players.map((p) => p.playerId),
        ),
      ),
    )
    .orderBy(users.name);
  if (clashes.length > 0) throw conflict(lineupMessages.inOtherLineup(clashes.map((c) => c.name).join(', ')));
}

/**
 * A lineup changed after kick-off must leave every entry of the match log counting as before (a
 * player who scored cannot leave it): the phones and the server replay the log with the new lineups.
 */
async function assertLogStillHolds(tx: Database, fixture: typeof fixtures.$inferSelect) {
  const rows = await loggedRows(tx, fixture.id);
  if (rows.length === 0) return;
  const state = replay(await matchLineups(tx, fixture), rows.map(entryOf));
  const [broken] = state.rejected;
  if (broken) throw conflict(m.lineupBreaksLog(broken.reason));
}

async function insertLineup(tx: Database, fixtureId: string, teamId: string): Promise<string> {
  const [row] = await tx.insert(lineups).values({ fixtureId, teamId }).returning({ id: lineups.id });
  return (row as { id: string }).id;
}

/**
 * Submits (create) or replaces (update) a team's whole lineup for a fixture, once per key: the
 * client replays a create whose answer it lost, and gets the original answer, not a 409. Without
 * a key (a call that sent no id), each call is a new write.
 */
export async function saveLineup(
  db: Database,
  userId: string,
  key: string | null,
  body: LineupBody,
  mode: Mode,
  changes: ChangeSet,
): Promise<WriteResult<LineupAnswer>> {
  const { fixture } = await fixtureOwnedBy(db, body.fixtureId, userId);
  const claim = { key, userId, hash: requestHash(`lineup.${mode}`, body), fixtureId: fixture.id };
  return once<LineupAnswer>(db, claim, async (tx) => {
    await refuseInvitedTeams(tx, fixture.tournamentId, [body.teamId, fixture.homeTeamId, fixture.awayTeamId]);
    if (body.teamId !== fixture.homeTeamId && body.teamId !== fixture.awayTeamId) {
      throw badRequest(messages.server.teamNotInFixture);
    }
    await assertValidLineup(tx, body);
    await assertNotInOtherLineup(tx, fixture.id, body);
    const [existing] = await tx
      .select({ id: lineups.id })
      .from(lineups)
      .where(and(eq(lineups.fixtureId, fixture.id), eq(lineups.teamId, body.teamId)));
    if (mode === 'create' && existing) throw conflict(m.lineupExists);
    if (mode === 'update' && !existing) throw notFound(messages.server.lineupNotFound);
    const lineupId = existing ? existing.id : await insertLineup(tx, fixture.id, body.teamId);
    if (existing) {
      await tx.update(lineups).set({ updatedAt: new Date() }).where(eq(lineups.id, lineupId));
      await tx.delete(lineupPlayers).where(eq(lineupPlayers.lineupId, lineupId));
    }
    await tx.insert(lineupPlayers).values(
      body.players.map((p) => ({
        lineupId,
        playerId: p.playerId,
        position: p.position,
        isStarting: p.isStarting,
        isOnField: p.isStarting,
        jerseyNumber: p.jerseyNumber,
      })),
    );
    await assertLogStillHolds(tx, fixture);
    changes.fixture(fixture.id, 'lineup', fixture);
    const [saved] = await lineupsOf(tx, fixture.id, body.teamId);
    return mode === 'create'
      ? { statusCode: 201, body: { message: m.lineupCreated, data: saved as Lineup } }
      : { statusCode: 200, body: { message: m.lineupUpdated, data: saved as Lineup } };
  });
}
