import { asc, eq, inArray, or } from 'drizzle-orm';
import type { TournamentSummary } from '../../../shared/schemas/reads';
import type { CreateTournamentBody } from '../../../shared/schemas/writes';
import type { Database } from '../../db/database';
import { tournamentOrganisers, tournaments } from '../../db/schema';
import { pictureField } from '../pictures';
import { storedSummaryColumns, summaryColumns } from '../reads/tournaments';

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
    .returning(storedSummaryColumns);
  // A new tournament has no match yet, let alone one being played.
  return { ...(created as Omit<TournamentSummary, 'playing'>), playing: false };
}

/** Tournaments the user organises: as admin or as co-organiser. */
export function myTournaments(db: Database, userId: string): Promise<TournamentSummary[]> {
  const coOrganised = db
    .select({ id: tournamentOrganisers.tournamentId })
    .from(tournamentOrganisers)
    .where(eq(tournamentOrganisers.userId, userId));
  return db
    .select(summaryColumns)
    .from(tournaments)
    .where(or(eq(tournaments.adminId, userId), inArray(tournaments.id, coOrganised)))
    .orderBy(asc(tournaments.startDate));
}
