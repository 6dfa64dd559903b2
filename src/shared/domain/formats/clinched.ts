/**
 * Places decided before a group is complete, by points alone (docs/rules.md#competition-formats):
 * a team is through once too few others can still reach its points to push it out of the top
 * `advance`, and out once too many already have more points than it can still reach. Ties are
 * counted against the team (the tie-breakers are not known yet), so no match still to play takes a mark back.
 */
import type { RankedRow } from './tie-breakers';

export type Clinched = 'through' | 'out' | null;

const WIN = 3;

/**
 * What `row`'s team has made sure of in its group. `advance`: the places that go through;
 * `places`: those that still lead somewhere (advance, plus one when the best-placed of that place go
 * through); out means beyond all of them.
 */
export function clinched(
  rows: readonly Pick<RankedRow, 'team' | 'played' | 'points'>[],
  rounds: 1 | 2,
  row: Pick<RankedRow, 'team' | 'played' | 'points'>,
  { advance, places }: { advance: number; places: number },
): Clinched {
  const perTeam = (rows.length - 1) * rounds;
  const most = (r: Pick<RankedRow, 'played' | 'points'>) => r.points + WIN * Math.max(0, perTeam - r.played);
  const others = rows.filter((other) => other.team.id !== row.team.id);
  if (others.filter((other) => most(other) >= row.points).length < advance) return 'through';
  if (others.filter((other) => other.points > most(row)).length >= places) return 'out';
  return null;
}
