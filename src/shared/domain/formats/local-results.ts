/**
 * The bracket as a phone sees it before the server has its results (docs/offline.md): a match
 * this phone brought to full time, offline too, fills the places it feeds ('Winner of QF1',
 * 'Loser of SF1') at once, and a group whose every result the phone has fills its places
 * ('Winner of Group A'). Such a place is marked unconfirmed until the server's read fills it.
 * Places whose team needs what the phone lacks stay open: the best-placed, groups ranked by fair
 * play (the cards of other phones' matches) and groups with teams level on everything (lots).
 */

import type { CompetitionRead } from '../../schemas/competition-read';
import type { FixtureSummary, TournamentDetail } from '../../schemas/reads';
import { FINISHED, type TeamRef } from '../match-types';
import { groupTables } from './group-tables';
import { decideKnockout, formatResult, type MatchScore } from './knockout-result';
import { levelRuns, type TieBreakCriterion } from './tie-breakers';

/** A result this phone recorded and the server may not have yet. */
export interface LocalResult extends MatchScore {
  fixtureId: string;
}

type BracketRead = NonNullable<CompetitionRead['bracket']>;
type MatchRead = BracketRead['rounds'][number]['matches'][number];
type SlotRead = MatchRead['home'];

/** The fixtures with this phone's results on those the server has not seen finish. */
function withResults(fixtures: readonly FixtureSummary[], results: ReadonlyMap<string, LocalResult>) {
  return fixtures.map((fixture) => {
    const result = results.get(fixture.id);
    return result && fixture.status !== FINISHED ? { ...fixture, ...result, status: FINISHED } : fixture;
  });
}

/**
 * The teams in order of the groups whose every match the phone has a result of, by group name, each
 * ranked by its own order. A group ranked by fair play (the cards of other phones' matches) or with
 * teams level on everything (the admin's drawing of lots) waits for the server.
 */
function groupOrders(
  competition: CompetitionRead,
  fixtures: readonly FixtureSummary[],
  teams: readonly TeamRef[],
): Map<string, TeamRef[]> {
  const { format, tieBreak } = competition;
  if (format.kind !== 'groups-knockout') return new Map();
  const criteriaOf = (group: CompetitionRead['groups'][number]) =>
    (group.criteria ?? tieBreak.criteria) as TieBreakCriterion[];
  const ranked = competition.groups.filter((g) => !criteriaOf(g).includes('fair-play'));
  const tables = groupTables({
    groups: ranked.map((g) => ({ name: g.name, teamIds: g.rows.map((row) => row.team.id) })),
    teams,
    fixtures: fixtures.filter((f) => ranked.some((g) => g.name === f.stage)),
    rounds: format.rounds,
    criteria: tieBreak.criteria as TieBreakCriterion[],
    groupCriteria: Object.fromEntries(ranked.map((g) => [g.name, criteriaOf(g)])),
  });
  return new Map(
    tables
      .filter((t) => t.complete && levelRuns(t.rows).length === 0)
      .map((t) => [t.group, t.rows.map((row) => row.team)]),
  );
}

/**
 * The tournament read with this phone's results in its bracket: a slot filled from them carries
 * `unconfirmed`, as does a match whose result is this phone's. What the server's read already
 * decided stays as it is.
 */
export function withLocalResults(tournament: TournamentDetail, results: readonly LocalResult[]): TournamentDetail {
  const { competition } = tournament;
  if (!competition?.bracket || results.length === 0) return tournament;
  const fixtures = withResults(tournament.fixtures, new Map(results.map((r) => [r.fixtureId, r])));
  const local = new Map(
    results.flatMap((result) => {
      const fixture = tournament.fixtures.find((f) => f.id === result.fixtureId);
      return fixture && fixture.status !== FINISHED ? [[fixture.id, { fixture, result }] as const] : [];
    }),
  );
  const groups = groupOrders(competition, fixtures, tournament.teams);
  const outcomes = new Map<string, { winner: TeamRef; loser: TeamRef }>();

  const teamOf = (source: SlotRead['source']): TeamRef | null => {
    switch (source?.kind) {
      case 'winner':
        return outcomes.get(source.match)?.winner ?? null;
      case 'loser':
        return outcomes.get(source.match)?.loser ?? null;
      case 'group':
        return groups.get(source.group)?.[source.position - 1] ?? null;
      default:
        return null;
    }
  };
  const fill = (slot: SlotRead): SlotRead => {
    if (slot.team) return slot;
    const team = teamOf(slot.source);
    return team ? { ...slot, team, label: team.name, unconfirmed: true } : slot;
  };
  const play = (match: MatchRead): MatchRead => {
    const filled = { ...match, home: fill(match.home), away: fill(match.away) };
    const played = match.fixtureId ? local.get(match.fixtureId) : undefined;
    if (!played) return filled;
    const decision = decideKnockout(played.result);
    if (!('winner' in decision)) return filled;
    const { homeTeam, awayTeam } = played.fixture;
    const [winner, loser] = decision.winner === 'home' ? [homeTeam, awayTeam] : [awayTeam, homeTeam];
    outcomes.set(match.id, { winner, loser });
    const result = formatResult(played.result);
    return { ...filled, status: FINISHED, result, winnerTeamId: winner.id, unconfirmed: true };
  };
  // Round by round as the read lists them: a match's result is known before the places it feeds.
  const rounds = competition.bracket.rounds.map((round) => ({ ...round, matches: round.matches.map(play) }));
  return { ...tournament, competition: { ...competition, bracket: { rounds } } };
}
