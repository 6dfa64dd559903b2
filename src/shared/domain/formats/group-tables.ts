/**
 * Group tables and the ranking of the teams placed alike across groups (the best thirds), from
 * the group matches played so far (docs/rules.md#competition-formats).
 */
import type { FixtureResult, TeamRef } from '../match-types';
import { type Group, groupMatchCount } from './groups';
import { type RankedRow, rankEntries, rankTable, type Tally, type TieBreakCriterion, tallies } from './tie-breakers';

/** Key of the drawing of lots among best-placed teams, beside the groups' names. */
export const BEST_PLACED_LOTS = 'best-placed';

export interface GroupStage {
  groups: readonly Group[];
  /** The teams, for their names and logos. */
  teams: readonly TeamRef[];
  /** The group matches; only FULL_TIME ones count. */
  fixtures: readonly FixtureResult[];
  /** Group matches once, or home and away. */
  rounds: 1 | 2;
  criteria: readonly TieBreakCriterion[];
  /** A group's own criteria, by group name, in place of `criteria` (which still ranks the best-placed). */
  groupCriteria?: Readonly<Record<string, readonly TieBreakCriterion[]>>;
  /** Card points per team id (fair-play.ts). */
  fairPlay?: ReadonlyMap<string, number>;
  /** Drawings of lots recorded by the admin: team ids in order, by group name or BEST_PLACED_LOTS. */
  lots?: Readonly<Record<string, readonly string[]>>;
}

export interface GroupTable {
  group: string;
  rows: RankedRow[];
  /** Every match of the group is finished: its positions are final. */
  complete: boolean;
}

export function groupTables(stage: GroupStage): GroupTable[] {
  const byId = new Map(stage.teams.map((t) => [t.id, t]));
  return stage.groups.map((group) => {
    const teams = group.teamIds.map((id) => byId.get(id) ?? { id, name: id, logo: null });
    const rows = rankTable({
      teams,
      fixtures: stage.fixtures,
      criteria: stage.groupCriteria?.[group.name] ?? stage.criteria,
      fairPlay: stage.fairPlay,
      lots: stage.lots?.[group.name],
    });
    const played = rows.reduce((sum, row) => sum + row.played, 0) / 2;
    return { group: group.name, rows, complete: played >= groupMatchCount(teams.length, stage.rounds) };
  });
}

export interface BestPlacedRow extends RankedRow {
  group: string;
}

/**
 * The teams placed `position` in their groups, best first. They never met, so head-to-head does
 * not apply; the other criteria do, lots included. When groups differ in size, a team's matches
 * against the teams placed below the smallest group's size are left out, so that every team is
 * compared on as many matches.
 */
export function rankBestPlaced(stage: GroupStage, tables: readonly GroupTable[], position: number): BestPlacedRow[] {
  const smallest = Math.min(...tables.map((t) => t.rows.length));
  const groupOf = new Map<string, string>();
  const entries = tables.flatMap((table) => {
    const row = table.rows[position - 1];
    if (!row) return [];
    groupOf.set(row.team.id, table.group);
    const compared = new Set([...table.rows.slice(0, smallest).map((r) => r.team.id), row.team.id]);
    const counted = tallies(compared, stage.fixtures);
    return [{ team: row.team, tally: counted.get(row.team.id) as Tally, fairPlayPoints: row.fairPlayPoints }];
  });
  return rankEntries(entries, {
    criteria: stage.criteria,
    headToHead: null,
    lots: stage.lots?.[BEST_PLACED_LOTS] ?? [],
  }).map((row) => ({ ...row, group: groupOf.get(row.team.id) as string }));
}
