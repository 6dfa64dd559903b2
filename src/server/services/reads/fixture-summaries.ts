import { asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FixtureSummary } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { fixtureContainers, fixtures, teams, tournaments } from '../../db/schema';
import { stagesReached } from '../match-log/stages-reached';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

/**
 * A fixture's match type: its container's, or for a fixture a competition format wrote (it has no
 * container) Knockout for a bracket match and League for a league or group match.
 */
export const matchTypeOf = (containerMatchType: string | null, bracketMatch: string | null) =>
  containerMatchType ?? (bracketMatch ? 'Knockout' : 'League');

/**
 * Fixtures with both teams' names and logos and their tournament's time zone (a team's fixtures
 * span tournaments), and whether each went to extra time and to a shootout, in date order: two
 * queries whatever the count.
 */
export async function fixtureSummaries(db: Database, where: SQL | undefined): Promise<FixtureSummary[]> {
  const rows = await db
    .select({
      fixture: fixtures,
      matchType: fixtureContainers.matchType,
      timeZone: tournaments.timeZone,
      home: { id: home.id, name: home.name, logo: home.logo },
      away: { id: away.id, name: away.name, logo: away.logo },
    })
    .from(fixtures)
    .innerJoin(tournaments, eq(tournaments.id, fixtures.tournamentId))
    .innerJoin(home, eq(home.id, fixtures.homeTeamId))
    .innerJoin(away, eq(away.id, fixtures.awayTeamId))
    .leftJoin(fixtureContainers, eq(fixtureContainers.id, fixtures.containerId))
    .where(where)
    .orderBy(asc(fixtures.date), asc(fixtures.createdAt));
  const started = rows.filter(({ fixture }) => fixture.status !== 'SCHEDULED').map(({ fixture }) => fixture.id);
  const reached = await stagesReached(db, started);
  return rows.map(({ fixture, matchType, timeZone, home, away }) => ({
    id: fixture.id,
    tournamentId: fixture.tournamentId,
    timeZone,
    matchType: matchTypeOf(matchType, fixture.bracketMatch),
    date: fixture.date.toISOString(),
    venue: fixture.venue,
    status: fixture.status,
    homeTeamId: fixture.homeTeamId,
    awayTeamId: fixture.awayTeamId,
    homeTeam: home,
    awayTeam: away,
    homeScore: fixture.homeScore,
    awayScore: fixture.awayScore,
    homePenaltyScore: fixture.homePenaltyScore,
    awayPenaltyScore: fixture.awayPenaltyScore,
    extraTime: reached.extraTime.has(fixture.id),
    shootout: reached.shootout.has(fixture.id),
    clock:
      fixture.clockMs === null
        ? null
        : { runningSince: fixture.clockRunningSince?.toISOString() ?? null, elapsedMs: fixture.clockMs },
    stage: fixture.stage,
    bracketMatch: fixture.bracketMatch,
  }));
}
