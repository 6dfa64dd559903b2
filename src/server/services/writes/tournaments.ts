import { asc, eq, inArray, or } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { TournamentSummary } from '../../../shared/schemas/reads';
import type { CreateTournamentBody } from '../../../shared/schemas/writes';
import type { Database } from '../../db/database';
import { teams, tournamentOrganisers, tournaments, tournamentTeams } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { pictureField } from '../pictures';
import { tournamentOwnedBy } from './authorize';

const summary = {
  id: tournaments.id,
  name: tournaments.name,
  description: tournaments.description,
  logo: tournaments.logo,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  timeZone: tournaments.timeZone,
  adminId: tournaments.adminId,
};

export async function createTournament(
  db: Database,
  adminId: string,
  body: CreateTournamentBody,
  defaultTimeZone: string,
): Promise<TournamentSummary> {
  const logo = await pictureField(db, body.logo, 'Logo');
  const [created] = await db
    .insert(tournaments)
    .values({
      name: body.name,
      description: body.description,
      logo: logo ?? null,
      startDate: body.startDate,
      endDate: body.endDate,
      timeZone: body.timeZone ?? defaultTimeZone,
      adminId,
    })
    .returning(summary);
  return created as TournamentSummary;
}

/** Tournaments the user organises: as admin or as co-organiser. */
export function myTournaments(db: Database, userId: string): Promise<TournamentSummary[]> {
  const coOrganised = db
    .select({ id: tournamentOrganisers.tournamentId })
    .from(tournamentOrganisers)
    .where(eq(tournamentOrganisers.userId, userId));
  return db
    .select(summary)
    .from(tournaments)
    .where(or(eq(tournaments.adminId, userId), inArray(tournaments.id, coOrganised)))
    .orderBy(asc(tournaments.startDate));
}

/** Adds a team to a tournament once; only the tournament's admin may. Answers the team's name. */
export async function addTeamToTournament(db: Database, userId: string, tournamentId: string, teamId: string) {
  await tournamentOwnedBy(db, tournamentId, userId);
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound(messages.server.teamNotFound);
  const inserted = await db
    .insert(tournamentTeams)
    .values({ tournamentId, teamId })
    .onConflictDoNothing()
    .returning({ teamId: tournamentTeams.teamId });
  if (inserted.length === 0) throw conflict(messages.server.teamAlreadyInTournament);
  return team.name;
}
