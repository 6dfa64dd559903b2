import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type TournamentPeriod as Period, todayIn } from '../../../shared/domain/tournament-period';
import { messages } from '../../../shared/messages';
import type { TeamRefRead, TournamentDetail, TournamentSummary } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { fixtures, teams, tournaments, tournamentTeams } from '../../db/schema';
import { notFound } from '../../http-error';
import { isCoOrganiser } from '../writes/authorize';
import { fixtureSummaries } from './fixture-summaries';

/**
 * "Today" is the tournament's own date in its own time zone, not the server's. It is worked out here, once per
 * zone in use, not by the database: its zone list can lack a name Intl accepts (US/Pacific-New), and one such
 * tournament would make every list fail.
 */
async function todayByZone(db: Database) {
  const now = Date.now();
  const zones = await db.selectDistinct({ timeZone: tournaments.timeZone }).from(tournaments);
  if (zones.length === 0) return null;
  const cases = zones.map(({ timeZone }) => sql`when ${timeZone} then ${todayIn(timeZone, now)}::date`);
  return sql`(case ${tournaments.timeZone} ${sql.join(cases, sql` `)} else ${todayIn('UTC', now)}::date end)`;
}

const periodWhere = (period: Period, today: SQL) =>
  ({
    past: sql`${tournaments.endDate} < ${today}`,
    current: sql`${tournaments.startDate} <= ${today} and ${tournaments.endDate} >= ${today}`,
    future: sql`${tournaments.startDate} > ${today}`,
  })[period];

const summaryColumns = {
  id: tournaments.id,
  name: tournaments.name,
  description: tournaments.description,
  logo: tournaments.logo,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  timeZone: tournaments.timeZone,
  adminId: tournaments.adminId,
};

export async function tournamentsIn(db: Database, period: Period): Promise<TournamentSummary[]> {
  const today = await todayByZone(db);
  if (!today) return [];
  const order = period === 'past' ? sql`${tournaments.endDate} desc` : asc(tournaments.startDate);
  return db
    .select(summaryColumns)
    .from(tournaments)
    .where(periodWhere(period, today))
    .orderBy(order, asc(tournaments.name));
}

export function listTournamentTeams(db: Database, tournamentId: string): Promise<TeamRefRead[]> {
  return db
    .select({ id: teams.id, name: teams.name, logo: teams.logo })
    .from(tournamentTeams)
    .innerJoin(teams, eq(teams.id, tournamentTeams.teamId))
    .where(eq(tournamentTeams.tournamentId, tournamentId))
    .orderBy(sql`lower(${teams.name})`, asc(teams.name));
}

export async function tournamentSummary(db: Database, id: string): Promise<TournamentSummary> {
  const [found] = await db.select(summaryColumns).from(tournaments).where(eq(tournaments.id, id)).limit(1);
  if (!found) throw notFound(messages.server.tournamentNotFound);
  return found;
}

/** Whether the viewer organises the tournament: its admin or a co-organiser. */
const organises = async (db: Database, summary: TournamentSummary, viewerId: string | null) =>
  viewerId !== null && (viewerId === summary.adminId || (await isCoOrganiser(db, summary.id, viewerId)));

/** The tournament with its teams and fixtures; isAdmin when the (optional) viewer organises it. */
export async function tournamentDetail(db: Database, id: string, viewerId: string | null): Promise<TournamentDetail> {
  const summary = await tournamentSummary(db, id);
  const [teamList, fixtureList, isAdmin] = await Promise.all([
    listTournamentTeams(db, id),
    fixtureSummaries(db, eq(fixtures.tournamentId, id)),
    organises(db, summary, viewerId),
  ]);
  return { ...summary, teams: teamList, fixtures: fixtureList, isAdmin };
}
