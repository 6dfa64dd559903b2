import { and, eq, inArray, or } from 'drizzle-orm';
import { LIVE_STATUSES } from '../../../shared/domain/fixture-status';
import { consentMessages, messages } from '../../../shared/messages';
import type { Database } from '../../db/database';
import { fixtures, teamMembers, teams, users } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { teamManagedBy } from './authorize';

const c = consentMessages.server;

async function teamNamed(db: Database, teamId: string) {
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound(messages.server.teamNotFound);
  return team;
}

/**
 * A match being played counts the squad of a team without a lineup (src/server/services/match-log/lineups.ts):
 * a player leaving then would take his goals out of the match, so the team's squad waits for the final whistle.
 */
async function refuseDuringMatch(db: Database, teamId: string, teamName: string) {
  const [playing] = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(
      and(
        or(eq(fixtures.homeTeamId, teamId), eq(fixtures.awayTeamId, teamId)),
        inArray(fixtures.status, [...LIVE_STATUSES]),
      ),
    )
    .limit(1);
  if (playing) throw conflict(c.matchOn(teamName));
}

/**
 * A player leaves a team (`callerId` is `userId`), or its manager takes a player off. Only the
 * membership goes: the player's lineups and events stay, and so do their statistics.
 */
export async function removeMember(db: Database, callerId: string, teamId: string, userId: string): Promise<string> {
  const leaving = callerId === userId;
  const team = leaving ? await teamNamed(db, teamId) : await teamManagedBy(db, teamId, callerId, c.notTeamManager);
  const [member] = await db
    .select({ name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!member) throw notFound(leaving ? c.notInTeam : c.playerNotInTeam);
  await refuseDuringMatch(db, teamId, team.name);
  await db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return leaving ? c.leftTeam(team.name) : c.playerRemoved(member.name, team.name);
}
