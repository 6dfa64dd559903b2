/**
 * A bracket's teams from the results so far (docs/rules.md#competition-formats). A pure function
 * of the group tables and the knockout results, so the order results come in never matters: the
 * server and a phone that scored a match offline get the same pairings.
 *
 * - A group place is filled once its group is complete.
 * - Best-placed places are filled once every group is complete. The best-placed teams that go
 *   through are dealt to those places so that none meets a team of its own group earlier than it
 *   must (bracket.ts, arrange): the best of them takes the first place ("Best third-placed team 1")
 *   unless that would bring such a meeting forward, and so on.
 * - "Winner of" and "Loser of" places are filled once that match has a result with a winner
 *   (knockout-result.ts) between the teams the bracket gives it.
 * A result recorded between other teams than the bracket now gives (a group result was corrected
 * after the knockout match was played) counts for nothing and is reported as stale.
 */
import { arrange, type Bracket, type SlotSource } from './bracket';
import type { BestPlacedRow, GroupTable } from './group-tables';
import { decideKnockout, type MatchScore } from './knockout-result';

export interface KnockoutFixture extends MatchScore {
  /** The bracket match's id: 'QF1', 'SF2', 'F'… */
  match: string;
  homeTeamId: string;
  awayTeamId: string;
}

export interface ResolvedSlot {
  source: SlotSource;
  /** null while the source is undecided: show the placeholder. */
  teamId: string | null;
}

export interface ResolvedMatch {
  id: string;
  round: number;
  home: ResolvedSlot;
  away: ResolvedSlot;
  /** The result that counts; null before it is played (or when it is stale). */
  result: KnockoutFixture | null;
  winnerTeamId: string | null;
  loserTeamId: string | null;
}

export interface ResolvedBracket {
  matches: ResolvedMatch[];
  /** Matches whose recorded result is between other teams than the bracket now gives them. */
  stale: string[];
}

export interface BracketProgress {
  /** The group tables, for groups then knockout. */
  tables?: readonly GroupTable[];
  /** The best-placed ranking (group-tables.ts, rankBestPlaced) when the bracket has best-placed places. */
  bestPlaced?: readonly BestPlacedRow[];
  /** At most one per bracket match. */
  results: readonly KnockoutFixture[];
}

/** Team ids of the best-placed places by rank, once every group is complete. */
function bestPlacedTeams(bracket: Bracket, progress: BracketProgress): Map<number, string> {
  const teams = new Map<number, string>();
  const slots = bracket.draw.flatMap((source, place) => (source?.kind === 'best-placed' ? [{ source, place }] : []));
  const tables = progress.tables ?? [];
  if (slots.length === 0 || tables.length === 0 || !tables.every((t) => t.complete)) return teams;
  const through = (progress.bestPlaced ?? []).slice(0, slots.length);
  if (through.length < slots.length) return teams;
  slots.sort((a, b) => a.source.rank - b.source.rank);
  const placed = new Map(
    bracket.draw.flatMap((source, place) => (source?.kind === 'group' ? [[place, source.group] as const] : [])),
  );
  const places = arrange(
    through.map((row) => row.group),
    slots.map((s) => s.place),
    placed,
    bracket.size,
  );
  through.forEach((row, i) => {
    const slot = slots.find((s) => s.place === places[i]);
    if (slot) teams.set(slot.source.rank, row.team.id);
  });
  return teams;
}

export function resolveBracket(bracket: Bracket, progress: BracketProgress): ResolvedBracket {
  const results = new Map<string, KnockoutFixture>();
  for (const result of progress.results) {
    if (results.has(result.match)) throw new Error(`Two results for bracket match ${result.match}`);
    results.set(result.match, result);
  }
  const tables = new Map((progress.tables ?? []).map((t) => [t.group, t]));
  const bestPlaced = bestPlacedTeams(bracket, progress);
  const resolved = new Map<string, ResolvedMatch>();
  const stale: string[] = [];

  const teamOf = (source: SlotSource): string | null => {
    switch (source.kind) {
      case 'team':
        return source.teamId;
      case 'group': {
        const table = tables.get(source.group);
        return table?.complete ? (table.rows[source.position - 1]?.team.id ?? null) : null;
      }
      case 'best-placed':
        return bestPlaced.get(source.rank) ?? null;
      case 'winner':
        return resolved.get(source.match)?.winnerTeamId ?? null;
      case 'loser':
        return resolved.get(source.match)?.loserTeamId ?? null;
    }
  };

  for (const match of bracket.matches) {
    const home = { source: match.home, teamId: teamOf(match.home) };
    const away = { source: match.away, teamId: teamOf(match.away) };
    const recorded = results.get(match.id) ?? null;
    const fits =
      recorded !== null &&
      home.teamId !== null &&
      away.teamId !== null &&
      [recorded.homeTeamId, recorded.awayTeamId].sort().join() === [home.teamId, away.teamId].sort().join();
    if (recorded && !fits) stale.push(match.id);
    const decision = fits ? decideKnockout(recorded) : null;
    const winner = decision && 'winner' in decision ? decision.winner : null;
    const result = fits ? recorded : null;
    resolved.set(match.id, {
      id: match.id,
      round: match.round,
      home,
      away,
      result,
      winnerTeamId: result && winner ? (winner === 'home' ? result.homeTeamId : result.awayTeamId) : null,
      loserTeamId: result && winner ? (winner === 'home' ? result.awayTeamId : result.homeTeamId) : null,
    });
  }
  return { matches: [...resolved.values()], stale };
}
