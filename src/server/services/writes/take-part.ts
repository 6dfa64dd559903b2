import { and, eq, inArray } from 'drizzle-orm';
import { consentMessages } from '../../../shared/messages';
import type { Database } from '../../db/database';
import { teams, tournamentTeams } from '../../db/schema';
import { conflict } from '../../http-error';

/**
 * Refuses when one of these teams is only invited to the tournament: its fixtures, lineups and
 * events wait for its manager's answer (docs/rules.md#teams-in-a-tournament), so nobody records
 * cards and goals on the profiles of players whose manager did not agree.
 */
export async function refuseInvitedTeams(db: Database, tournamentId: string, teamIds: readonly string[]) {
  const [invited] = await db
    .select({ name: teams.name })
    .from(tournamentTeams)
    .innerJoin(teams, eq(teams.id, tournamentTeams.teamId))
    .where(
      and(
        eq(tournamentTeams.tournamentId, tournamentId),
        inArray(tournamentTeams.teamId, [...new Set(teamIds)]),
        eq(tournamentTeams.status, 'invited'),
      ),
    )
    .limit(1);
  if (invited) throw conflict(consentMessages.server.teamNotAccepted(invited.name));
}
