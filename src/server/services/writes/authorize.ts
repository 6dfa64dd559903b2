import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { Database } from '../../db/database';
import { fixtures, teams, tournamentOrganisers, tournaments } from '../../db/schema';
import { forbidden, notFound } from '../../http-error';

const m = messages.server;

/** The tournament, when `userId` is its admin (from the database, never from the request body). */
export async function tournamentOwnedBy(db: Database, tournamentId: string, userId: string) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId)).limit(1);
  if (!tournament) throw notFound(m.tournamentNotFound);
  if (tournament.adminId !== userId) throw forbidden(m.notTournamentAdmin);
  return tournament;
}

/** Whether `userId` is a co-organiser the tournament's admin added. */
export async function isCoOrganiser(db: Database, tournamentId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: tournamentOrganisers.userId })
    .from(tournamentOrganisers)
    .where(and(eq(tournamentOrganisers.tournamentId, tournamentId), eq(tournamentOrganisers.userId, userId)))
    .limit(1);
  return !!row;
}

/** The tournament, when `userId` is its admin or a co-organiser: they build fixtures, pick lineups and score. */
export async function tournamentOrganisedBy(db: Database, tournamentId: string, userId: string) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId)).limit(1);
  if (!tournament) throw notFound(m.tournamentNotFound);
  if (tournament.adminId !== userId && !(await isCoOrganiser(db, tournamentId, userId))) {
    throw forbidden(m.notTournamentAdmin);
  }
  return tournament;
}

/** The fixture and its tournament, when `userId` organises the tournament (admin or co-organiser). */
export async function fixtureOwnedBy(db: Database, fixtureId: string, userId: string) {
  const [fixture] = await db.select().from(fixtures).where(eq(fixtures.id, fixtureId)).limit(1);
  if (!fixture) throw notFound(m.fixtureNotFound);
  const tournament = await tournamentOrganisedBy(db, fixture.tournamentId, userId);
  return { fixture, tournament };
}

/** The team, when `userId` is its manager; `refusal` says what only the manager may do. */
export async function teamManagedBy(db: Database, teamId: string, userId: string, refusal: string = m.notTeamManager) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound(m.teamNotFound);
  if (team.managerId !== userId) throw forbidden(refusal);
  return team;
}
