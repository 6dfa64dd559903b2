import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { TeamRefRead } from '../../../shared/schemas/reads';
import type { CreateTeamBody } from '../../../shared/schemas/writes';
import type { Database } from '../../db/database';
import { fixtures, teamMembers, teams, users } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { pictureField } from '../pictures';
import { teamManagedBy } from './authorize';

/**
 * A new team of the signed-in manager. Not a second one under a name he already uses (whatever its
 * case and spaces): two alike in one manager's list, and in the tournament's Add Teams list, is a
 * slip an organiser then picks wrongly. Another manager's club may share the name.
 */
export async function createTeam(db: Database, managerId: string, body: CreateTeamBody) {
  const [same] = await db
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.managerId, managerId), sql`lower(btrim(${teams.name})) = ${body.name.trim().toLowerCase()}`))
    .limit(1);
  if (same) throw conflict(messages.server.teamNameTaken(same.name));
  const logo = await pictureField(db, body.logo, 'Logo');
  const [created] = await db
    .insert(teams)
    .values({
      name: body.name,
      description: body.description,
      abbreviation: body.abbreviation.toUpperCase(),
      logo: logo ?? null,
      managerId,
    })
    .returning({ id: teams.id, name: teams.name, logo: teams.logo, abbreviation: teams.abbreviation });
  return created as TeamRefRead & { abbreviation: string };
}

/** Teams the user manages or plays in. */
export async function myTeams(db: Database, userId: string): Promise<TeamRefRead[]> {
  const memberOf = db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return db
    .select({ id: teams.id, name: teams.name, logo: teams.logo })
    .from(teams)
    .where(or(eq(teams.managerId, userId), inArray(teams.id, memberOf)))
    .orderBy(asc(teams.name));
}

/** Adds a signed-up player (found by phone) to a team; only the team's manager may. */
export async function addPlayer(db: Database, managerId: string, teamId: string, phoneNumber: string) {
  await teamManagedBy(db, teamId, managerId);
  const [player] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    // Only a verified sign-up is a player: an unverified one is anybody's claim to that number.
    .where(and(eq(users.phoneNumber, phoneNumber), isNotNull(users.verifiedAt)))
    .limit(1);
  if (!player) throw notFound(messages.server.playerNotFound);
  const inserted = await db
    .insert(teamMembers)
    .values({ teamId, userId: player.id })
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  if (inserted.length === 0) throw conflict(messages.server.playerAlreadyInTeam);
  return player;
}

/**
 * The fixtures a team plays in: their reads list the team's squad (the lineup screen and a match
 * without lineups show it), so a change of squad makes them stale too.
 */
export async function fixtureIdsOfTeam(db: Database, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(or(eq(fixtures.homeTeamId, teamId), eq(fixtures.awayTeamId, teamId)));
  return rows.map((row) => row.id);
}
