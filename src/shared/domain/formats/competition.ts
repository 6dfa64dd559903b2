/**
 * The formats an organiser chooses when building a tournament (docs/rules.md#competition-formats):
 * a league, groups then a knockout, or a knockout only. A plan is the group stage's matches and
 * the knockout bracket with placeholders; the teams of later rounds are resolved as results come
 * (resolve.ts).
 */
import { KNOCKOUT_MAX_TEAMS } from '../../constants';
import { type Bracket, buildBracket, type Entrant, nextPowerOfTwo } from './bracket';
import { type Group, groupMatches, groupProblem, leagueMatches, type StageMatch } from './groups';
import type { formatMessages } from './messages';

export type CompetitionFormat =
  | { kind: 'league'; rounds: 1 | 2 }
  | {
      kind: 'groups-knockout';
      /** Group matches once, or home and away. */
      rounds: 1 | 2;
      /** Teams through from each group: its winner, the top two or the top three. */
      advance: 1 | 2 | 3;
      /**
       * How many of the teams placed just below those go through as the best of them (the best
       * third-placed teams when two go through). Left out: as many as fill the bracket to a power
       * of two, when there are enough groups for it, else none (the top seeds get byes).
       */
      bestPlaced?: number;
      thirdPlace: boolean;
    }
  | { kind: 'knockout'; thirdPlace: boolean };

export type FormatProblem =
  | keyof Pick<
      typeof formatMessages.problems,
      'tooFewTeams' | 'tooManyTeams' | 'advance' | 'bestPlaced' | 'fewQualifiers'
    >
  | NonNullable<ReturnType<typeof groupProblem>>;

export interface CompetitionPlan {
  /** Empty for a league and a knockout only. */
  groups: Group[];
  /** The league's or the groups' matches; empty for a knockout only. */
  stageMatches: StageMatch[];
  bracket: Bracket | null;
}

/** The best-placed teams that fill the bracket to a power of two, or 0 when the groups cannot. */
export function defaultBestPlaced(groupCount: number, advance: number): number {
  const direct = groupCount * advance;
  const missing = nextPowerOfTwo(direct) - direct;
  return missing <= groupCount ? missing : 0;
}

/** The knockout's entrants in seed order: the winners (A, B, C…), the runners-up…, then the best-placed. */
export function groupKnockoutEntrants(groupNames: readonly string[], advance: number, bestPlaced: number): Entrant[] {
  const direct = Array.from({ length: advance }, (_, i) =>
    groupNames.map((group) => ({ source: { kind: 'group', group, position: i + 1 } as const, group, tier: i + 1 })),
  ).flat();
  const best = Array.from({ length: bestPlaced }, (_, i) => ({
    source: { kind: 'best-placed', position: advance + 1, rank: i + 1 } as const,
    group: null,
    tier: advance + 1,
  }));
  return [...direct, ...best];
}

/** Seeds in order (the caller shuffles them first for an open draw). */
export const knockoutEntrants = (teamIds: readonly string[]): Entrant[] =>
  teamIds.map((teamId) => ({ source: { kind: 'team', teamId }, group: null, tier: 1 }));

/**
 * The plan of a competition, or why the format does not fit the teams. Teams of a knockout only
 * come in seed order; groups (drawn or set by hand, groups.ts) are needed for groups then knockout.
 */
export function planCompetition(
  format: CompetitionFormat,
  teamIds: readonly string[],
  groups: readonly Group[] = [],
): CompetitionPlan | { problem: FormatProblem } {
  if (teamIds.length < 2) return { problem: 'tooFewTeams' };
  switch (format.kind) {
    case 'league':
      return { groups: [], stageMatches: leagueMatches(teamIds, format.rounds), bracket: null };
    case 'knockout':
      if (teamIds.length > KNOCKOUT_MAX_TEAMS) return { problem: 'tooManyTeams' };
      return { groups: [], stageMatches: [], bracket: buildBracket(knockoutEntrants(teamIds), format.thirdPlace) };
    case 'groups-knockout': {
      const problem = groupProblem(groups, teamIds);
      if (problem) return { problem };
      const smallest = Math.min(...groups.map((g) => g.teamIds.length));
      if (format.advance >= smallest) return { problem: 'advance' };
      const bestPlaced = format.bestPlaced ?? defaultBestPlaced(groups.length, format.advance);
      if (bestPlaced < 0 || bestPlaced > groups.length || !Number.isInteger(bestPlaced)) {
        return { problem: 'bestPlaced' };
      }
      const entrants = groupKnockoutEntrants(
        groups.map((g) => g.name),
        format.advance,
        bestPlaced,
      );
      if (entrants.length < 2) return { problem: 'fewQualifiers' };
      return {
        groups: groups.map((g) => ({ name: g.name, teamIds: [...g.teamIds] })),
        stageMatches: groupMatches(groups, format.rounds),
        bracket: buildBracket(entrants, format.thirdPlace),
      };
    }
  }
}
