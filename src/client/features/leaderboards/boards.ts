import { LEADERBOARD_MATCHES_CAP } from '../../../shared/constants';
import { browseMessages } from '../../../shared/messages';
import type { AwardsData, LeaderboardRowRead } from '../../../shared/schemas/leaderboards';

const text = browseMessages.leaderboard;

export interface Board {
  value: string;
  label: string;
  rows: (awards: AwardsData) => LeaderboardRowRead[];
  /** The numbers ranked, first is the main one. */
  stats: { key: 'goals' | 'cleanSheets' | 'saves' | 'assists'; label: string }[];
}

/** The three award tables, in the screen's order; the server sends each already sorted. */
export const BOARDS: Board[] = [
  {
    value: 'golden-boot',
    label: text.tabs.goldenBoot,
    rows: (a) => a.goldenBoot,
    stats: [{ key: 'goals', label: text.columns.goals }],
  },
  {
    value: 'golden-glove',
    label: text.tabs.goldenGlove,
    rows: (a) => a.goldenGlove,
    stats: [
      { key: 'cleanSheets', label: text.columns.cleanSheets },
      { key: 'saves', label: text.columns.saves },
    ],
  },
  {
    value: 'assists',
    label: text.tabs.assists,
    rows: (a) => a.assistsLeaderboard,
    stats: [{ key: 'assists', label: text.columns.assists }],
  },
];

/** Matches played as shown in the tables: at most 6 (docs/rules.md#leaderboards-and-awards). */
export const shownMatches = (matchesPlayed: number) => Math.min(matchesPlayed, LEADERBOARD_MATCHES_CAP);

/**
 * Each row's place, shared by rows level on everything the board ranks by (its stats, then
 * matches played): 1, 1, 3 — the order of level rows (by name) is not a ranking.
 */
export function places(board: Board, rows: readonly LeaderboardRowRead[]): number[] {
  const key = (row: LeaderboardRowRead) => [...board.stats.map((stat) => row[stat.key]), row.matchesPlayed].join();
  return rows.map((row, index) => {
    let first = index;
    while (first > 0 && key(rows[first - 1] as LeaderboardRowRead) === key(row)) first -= 1;
    return first + 1;
  });
}
