import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { LIVE_STATUSES } from '../../../shared/domain/fixture-status';
import { nextMidnightIn, type TournamentPeriod as Period, todayIn } from '../../../shared/domain/tournament-period';
import { messages } from '../../../shared/messages';
import type { TeamRefRead, TournamentDetail, TournamentSummary } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { fixtures, teams, tournamentOrganisers, tournaments, tournamentTeams } from '../../db/schema';
import { notFound } from '../../http-error';
import { competitionRead } from './competition';
import { fixtureSummaries } from './fixture-summaries';

/**
 * "Today" is the tournament's own date in its own time zone, not the server's. It is worked out here, once per
 * zone in use, not by the database: its zone list can lack a name Intl accepts (US/Pacific-New), and one such
 * tournament would make every list fail.
 */
async function todayByZone(db: Database, now: number) {
  const zones = await db.selectDistinct({ timeZone: tournaments.timeZone }).from(tournaments);
  if (zones.length === 0) return null;
  const cases = zones.map(({ timeZone }) => sql`when ${timeZone} then ${todayIn(timeZone, now)}::date`);
  return {
    today: sql`(case ${tournaments.timeZone} ${sql.join(cases, sql` `)} else ${todayIn('UTC', now)}::date end)`,
    /** The first midnight, in any of these zones, when a tournament may move from one list to the next. */
    turnsOverAt: Math.min(...zones.map(({ timeZone }) => nextMidnightIn(timeZone, now))),
  };
}

/** A match of the tournament is being played now (started early, or running past midnight on its last day). */
const playing = sql<boolean>`exists (select 1 from ${fixtures} where ${fixtures.tournamentId} = ${tournaments.id} and ${fixtures.status} in (${sql.join(
  LIVE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}))`;

/** By its dates, as periodOf says; a tournament with a match being played is on now, whatever its dates. */
const periodWhere = (period: Period, today: SQL) =>
  ({
    past: sql`${tournaments.endDate} < ${today} and not ${playing}`,
    current: sql`(${tournaments.startDate} <= ${today} and ${tournaments.endDate} >= ${today}) or ${playing}`,
    future: sql`${tournaments.startDate} > ${today} and not ${playing}`,
  })[period];

/** What a tournament's card shows wherever it is listed (a team's tournaments, an invitation). */
export const tournamentCardColumns = {
  id: tournaments.id,
  name: tournaments.name,
  logo: tournaments.logo,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  timeZone: tournaments.timeZone,
};

/** The tournament's own columns of its summary. */
export const storedSummaryColumns = {
  ...tournamentCardColumns,
  description: tournaments.description,
  adminId: tournaments.adminId,
};

/** What every answer that lists or shows a tournament gives of it. */
export const summaryColumns = {
  ...storedSummaryColumns,
  playing: sql<boolean>`${playing}`.mapWith(Boolean),
};

/** A period's list as of `now`, and the instant the list may change by the date alone. */
export async function tournamentsIn(
  db: Database,
  period: Period,
  now = Date.now(),
): Promise<{ list: TournamentSummary[]; turnsOverAt: number }> {
  const byZone = await todayByZone(db, now);
  if (!byZone) return { list: [], turnsOverAt: nextMidnightIn('UTC', now) };
  const order = period === 'past' ? sql`${tournaments.endDate} desc` : asc(tournaments.startDate);
  const list = await db
    .select(summaryColumns)
    .from(tournaments)
    .where(periodWhere(period, byZone.today))
    .orderBy(order, asc(tournaments.name));
  return { list, turnsOverAt: byZone.turnsOverAt };
}

/** The teams taking part: an invited team shows nowhere public until its manager accepts. */
export function listTournamentTeams(db: Database, tournamentId: string): Promise<TeamRefRead[]> {
  return db
    .select({ id: teams.id, name: teams.name, logo: teams.logo })
    .from(tournamentTeams)
    .innerJoin(teams, eq(teams.id, tournamentTeams.teamId))
    .where(and(eq(tournamentTeams.tournamentId, tournamentId), eq(tournamentTeams.status, 'accepted')))
    .orderBy(sql`lower(${teams.name})`, asc(teams.name));
}

export async function tournamentSummary(db: Database, id: string): Promise<TournamentSummary> {
  const [found] = await db.select(summaryColumns).from(tournaments).where(eq(tournaments.id, id)).limit(1);
  if (!found) throw notFound(messages.server.tournamentNotFound);
  return found;
}

/** Who may manage the tournament: its admin, then its co-organisers. */
export async function organiserIdsOf(db: Database, tournament: { id: string; adminId: string }): Promise<string[]> {
  const rows = await db
    .select({ id: tournamentOrganisers.userId })
    .from(tournamentOrganisers)
    .where(eq(tournamentOrganisers.tournamentId, tournament.id));
  return [tournament.adminId, ...rows.map((row) => row.id)];
}

/**
 * The tournament with its teams, fixtures and competition format: the same answer for everyone, so it is cached for
 * everyone. The phone works out from organiserIds whether its user organises it; isAdmin stays
 * false here for clients that read it.
 */
export async function tournamentDetail(db: Database, id: string): Promise<TournamentDetail> {
  const summary = await tournamentSummary(db, id);
  const [teamList, fixtureList, organiserIds] = await Promise.all([
    listTournamentTeams(db, id),
    fixtureSummaries(db, eq(fixtures.tournamentId, id)),
    organiserIdsOf(db, summary),
  ]);
  const competition = await competitionRead(db, id, teamList, fixtureList);
  return { ...summary, teams: teamList, fixtures: fixtureList, organiserIds, isAdmin: false, competition };
}
