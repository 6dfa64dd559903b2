import type { LeaderboardRowRead } from '../../../shared/schemas/leaderboards';

/** The landing page's three scorers: goals above 0, most goals first (docs/rules.md#leaderboards-and-awards). */
export function topScorers(rows: readonly LeaderboardRowRead[], count = 3): LeaderboardRowRead[] {
  return rows
    .filter((row) => row.goals > 0)
    .sort((a, b) => b.goals - a.goals)
    .slice(0, count);
}

export interface TournamentBoard {
  tournamentId: string;
  name: string;
  rows: readonly LeaderboardRowRead[] | undefined;
}

export interface Featured {
  tournamentId: string;
  name: string;
  scorers: LeaderboardRowRead[];
}

/**
 * The featured tournament: of the live ones, the one whose top scorers have scored the most goals
 * (the first listed wins a tie). Null when nobody has scored anywhere yet.
 */
export function pickFeatured(boards: readonly TournamentBoard[]): Featured | null {
  let best: Featured | null = null;
  let bestGoals = 0;
  for (const board of boards) {
    const scorers = topScorers(board.rows ?? []);
    const goals = scorers.reduce((sum, row) => sum + row.goals, 0);
    if (goals > bestGoals) {
      best = { tournamentId: board.tournamentId, name: board.name, scorers };
      bestGoals = goals;
    }
  }
  return best;
}
