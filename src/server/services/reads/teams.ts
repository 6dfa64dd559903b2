import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Member, TeamDetail, TeamListItem } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { fixtures, teamMembers, teams, tournaments, tournamentTeams, users } from '../../db/schema';
import { notFound } from '../../http-error';
import { fixtureSummaries } from './fixture-summaries';
import { tournamentCardColumns } from './tournaments';

/** By name ignoring case (as the standings' tie-break), on PGlite's C collation too. */
export function allTeams(db: Database): Promise<TeamListItem[]> {
  return db
    .select({ id: teams.id, name: teams.name, logo: teams.logo, abbreviation: teams.abbreviation })
    .from(teams)
    .orderBy(sql`lower(${teams.name})`, asc(teams.name));
}

/** Members of several teams in one query, grouped by team (no phone numbers: this is public). */
export async function membersOf(db: Database, teamIds: string[]): Promise<Map<string, Member[]>> {
  const byTeam = new Map<string, Member[]>(teamIds.map((id) => [id, []]));
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({
      teamId: teamMembers.teamId,
      id: users.id,
      name: users.name,
      image: users.image,
      primaryPosition: users.primaryPosition,
      number: teamMembers.jerseyNumber,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(sql`lower(${users.name})`, asc(users.name));
  for (const { teamId, ...member } of rows) byTeam.get(teamId)?.push(member);
  return byTeam;
}

export async function teamDetail(db: Database, id: string): Promise<TeamDetail> {
  const [team] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  if (!team) throw notFound(messages.server.teamNotFound);
  const [members, fixtureList, tournamentList] = await Promise.all([
    membersOf(db, [id]),
    fixtureSummaries(db, or(eq(fixtures.homeTeamId, id), eq(fixtures.awayTeamId, id))),
    db
      .select(tournamentCardColumns)
      .from(tournamentTeams)
      .innerJoin(tournaments, eq(tournaments.id, tournamentTeams.tournamentId))
      .where(and(eq(tournamentTeams.teamId, id), eq(tournamentTeams.status, 'accepted')))
      .orderBy(asc(tournaments.startDate)),
  ]);
  return {
    id: team.id,
    name: team.name,
    logo: team.logo,
    description: team.description,
    abbreviation: team.abbreviation,
    managerId: team.managerId,
    members: members.get(id) ?? [],
    homeFixtures: fixtureList.filter((f) => f.homeTeamId === id),
    awayFixtures: fixtureList.filter((f) => f.awayTeamId === id),
    tournaments: tournamentList,
  };
}
