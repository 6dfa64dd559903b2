import { asc, eq, inArray } from 'drizzle-orm';
import { awards, computeLeaderboard } from '../../../shared/domain/leaderboards';
import type { LineupEntry, MatchEventInput, PlayerRef } from '../../../shared/domain/match-types';
import { computeStandings, type TypedFixtureResult } from '../../../shared/domain/standings';
import type { Database } from '../../db/database';
import { fixtureContainers, fixtures, lineupPlayers, lineups, teamMembers, users } from '../../db/schema';
import { asMatchInput, effectiveEvents } from '../effective-events';
import { matchTypeOf } from './fixture-summaries';
import { listTournamentTeams, tournamentSummary } from './tournaments';

/** What tables are computed from: each fixture's teams, status and score (the standings add its match type). */
export const resultColumns = {
  id: fixtures.id,
  homeTeamId: fixtures.homeTeamId,
  awayTeamId: fixtures.awayTeamId,
  status: fixtures.status,
  homeScore: fixtures.homeScore,
  awayScore: fixtures.awayScore,
};

async function results(db: Database, tournamentId: string): Promise<TypedFixtureResult[]> {
  const rows = await db
    .select({ ...resultColumns, containerMatchType: fixtureContainers.matchType, bracketMatch: fixtures.bracketMatch })
    .from(fixtures)
    .leftJoin(fixtureContainers, eq(fixtureContainers.id, fixtures.containerId))
    .where(eq(fixtures.tournamentId, tournamentId));
  return rows.map(({ containerMatchType, bracketMatch, ...result }) => ({
    ...result,
    matchType: matchTypeOf(containerMatchType, bracketMatch),
  }));
}

/** Standings are derived from the finished League fixtures on every read, never stored. */
export async function standingsOf(db: Database, tournamentId: string) {
  await tournamentSummary(db, tournamentId);
  const [teams, fixtureResults] = await Promise.all([listTournamentTeams(db, tournamentId), results(db, tournamentId)]);
  return computeStandings(teams, fixtureResults);
}

/**
 * Players who played in the tournament's matches and are no longer in their team (they left): their
 * numbers stay on the tournament's boards, with the team they played for.
 */
async function formerPlayers(
  db: Database,
  lineupRows: readonly { playerId: string; teamId: string }[],
  events: readonly MatchEventInput[],
  members: ReadonlySet<string>,
): Promise<PlayerRef[]> {
  const teamOf = new Map<string, string>();
  const note = (playerId: string | null, teamId: string | null) => {
    if (playerId && teamId && !members.has(playerId) && !teamOf.has(playerId)) teamOf.set(playerId, teamId);
  };
  for (const row of lineupRows) note(row.playerId, row.teamId);
  for (const event of events) {
    note(event.playerId, event.teamId);
    note(event.substitutePlayerId, event.teamId);
  }
  if (teamOf.size === 0) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, image: users.image })
    .from(users)
    .where(inArray(users.id, [...teamOf.keys()]));
  return rows.map((row) => ({ ...row, teamId: teamOf.get(row.id) as string }));
}

/** How many lineups and events of the tournament have each player with each team, by `player team`. */
function playedFor(
  lineupRows: readonly { playerId: string; teamId: string }[],
  events: readonly MatchEventInput[],
): Map<string, number> {
  const times = new Map<string, number>();
  const count = (playerId: string | null, teamId: string | null) => {
    if (!playerId || !teamId) return;
    const key = `${playerId} ${teamId}`;
    times.set(key, (times.get(key) ?? 0) + 1);
  };
  for (const row of lineupRows) count(row.playerId, row.teamId);
  for (const event of events) {
    count(event.playerId, event.teamId);
    count(event.substitutePlayerId, event.teamId);
  }
  return times;
}

/**
 * One board row per player: a member of several of the tournament's teams is listed with the one
 * they played for most here, the one they joined first when level (as when they have not played).
 */
function oneRowEach(memberRows: readonly PlayerRef[], times: ReadonlyMap<string, number>): PlayerRef[] {
  const played = (row: PlayerRef) => times.get(`${row.id} ${row.teamId}`) ?? 0;
  const chosen = new Map<string, PlayerRef>();
  for (const row of memberRows) {
    const held = chosen.get(row.id);
    if (!held || played(row) > played(held)) chosen.set(row.id, row);
  }
  return [...chosen.values()];
}

/** Player numbers of one tournament, from its fixtures, lineups and events (six queries, a seventh for players who left). */
export async function leaderboardOf(db: Database, tournamentId: string) {
  await tournamentSummary(db, tournamentId);
  const [teams, fixtureResults] = await Promise.all([listTournamentTeams(db, tournamentId), results(db, tournamentId)]);
  const teamIds = teams.map((team) => team.id);
  const fixtureIds = fixtureResults.map((fixture) => fixture.id);
  const [memberRows, lineupRows, eventRows] = await Promise.all([
    teamIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, image: users.image, teamId: teamMembers.teamId })
          .from(teamMembers)
          .innerJoin(users, eq(users.id, teamMembers.userId))
          .where(inArray(teamMembers.teamId, teamIds))
          // The first team a player joined wins a tie between two (oneRowEach): the same on every read.
          .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.teamId)),
    fixtureIds.length === 0
      ? []
      : db
          .select({
            fixtureId: lineups.fixtureId,
            teamId: lineups.teamId,
            playerId: lineupPlayers.playerId,
            isStarting: lineupPlayers.isStarting,
            position: lineupPlayers.position,
          })
          .from(lineupPlayers)
          .innerJoin(lineups, eq(lineups.id, lineupPlayers.lineupId))
          .where(inArray(lineups.fixtureId, fixtureIds)),
    effectiveEvents(db, fixtureIds),
  ]);
  const events = eventRows.map(asMatchInput);
  const members = oneRowEach(memberRows, playedFor(lineupRows, events));
  const seen = new Set(members.map((member) => member.id));
  return computeLeaderboard({
    players: [...members, ...(await formerPlayers(db, lineupRows, events, seen))],
    teams,
    fixtures: fixtureResults,
    lineups: lineupRows as LineupEntry[],
    events,
  });
}

export async function awardsOf(db: Database, tournamentId: string) {
  return awards(await leaderboardOf(db, tournamentId));
}
