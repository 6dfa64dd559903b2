import { and, eq, inArray, or } from 'drizzle-orm';
import { formatMessages } from '../../../shared/domain/formats';
import { NOT_PLAYED } from '../../../shared/domain/match-types';
import { consentMessages } from '../../../shared/messages';
import type { Database } from '../../db/database';
import { fixtures, matchEvents, matchLog, tournaments, tournamentTeams } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import type { ChangeSet } from '../../live/change-set';
import { formatHasTeam } from '../competition/progress';
import { teamManagedBy } from './authorize';

const c = consentMessages.server;

/** Whether anything was recorded for these fixtures: a match log entry, or an event from before the log. */
async function anythingRecorded(tx: Database, fixtureIds: string[]): Promise<boolean> {
  if (fixtureIds.length === 0) return false;
  const [logged] = await tx
    .select({ id: matchLog.id })
    .from(matchLog)
    .where(inArray(matchLog.fixtureId, fixtureIds))
    .limit(1);
  if (logged) return true;
  const [event] = await tx
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(inArray(matchEvents.fixtureId, fixtureIds))
    .limit(1);
  return !!event;
}

/**
 * The manager takes the team out of a tournament before its first match there (docs/rules.md#teams-in-a-tournament):
 * its fixtures in the tournament, none played yet, go with it. Once one has kicked off or has
 * anything recorded, the team stays. Runs in the write's transaction: the team's entry is deleted
 * first, so a fixture being built for the team at the same moment waits and then finds it gone.
 */
export async function withdrawTeam(
  tx: Database,
  managerId: string,
  teamId: string,
  tournamentId: string,
  changes: ChangeSet,
): Promise<string> {
  const team = await teamManagedBy(tx, teamId, managerId, c.notTeamManager);
  const left = await tx
    .delete(tournamentTeams)
    .where(
      and(
        eq(tournamentTeams.tournamentId, tournamentId),
        eq(tournamentTeams.teamId, teamId),
        eq(tournamentTeams.status, 'accepted'),
      ),
    )
    .returning({ teamId: tournamentTeams.teamId });
  if (left.length === 0) throw notFound(c.teamNotInTournament);
  if (await formatHasTeam(tx, tournamentId, teamId)) throw conflict(formatMessages.changes.teamInFormat(team.name));
  const own = await tx
    .select()
    .from(fixtures)
    .where(
      and(
        eq(fixtures.tournamentId, tournamentId),
        or(eq(fixtures.homeTeamId, teamId), eq(fixtures.awayTeamId, teamId)),
      ),
    )
    .for('update');
  const ids = own.map((fixture) => fixture.id);
  if (own.some((fixture) => !NOT_PLAYED.has(fixture.status)) || (await anythingRecorded(tx, ids))) {
    throw conflict(c.alreadyPlayed(team.name));
  }
  if (ids.length > 0) await tx.delete(fixtures).where(inArray(fixtures.id, ids));
  for (const fixture of own) changes.fixture(fixture.id, 'fixture', fixture);
  if (ids.length > 0) changes.tournament(tournamentId, 'fixtures');
  changes.named(tournamentId, teamId);
  const [tournament] = await tx
    .select({ name: tournaments.name })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return c.withdrawn(team.name, tournament?.name ?? '');
}
