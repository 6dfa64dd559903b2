/**
 * Ranking a table by the organiser's tie-break criteria (docs/rules.md#tie-breakers).
 *
 * Points: 3 for a win, 1 for a draw, from FULL_TIME fixtures only. Teams are ordered by the
 * criteria in turn; each criterion orders only the teams the earlier ones left level:
 * - points, goal difference, goals scored, fair play (fewer card points first): over all the
 *   team's matches in the table;
 * - head-to-head: a table of only the matches between the teams still level, compared by points,
 *   goal difference and goals scored. When it splits them only in part (a three-way tie where one
 *   team is ahead and two stay level), head-to-head is applied again to each smaller group still
 *   level, with only the matches among that group; when it splits nothing, the next criterion applies;
 * - lots: the order an admin recorded from a drawing of lots, used only when it names every team
 *   still level.
 * Teams level on every criterion are ordered by name (A to Z, ignoring case), and marked so.
 */
import { byName, FINISHED, type FixtureResult, type TeamRef } from '../match-types';
import type { StandingsRow } from '../standings';

export type TieBreakCriterion = 'points' | 'goal-difference' | 'goals-for' | 'head-to-head' | 'fair-play' | 'lots';

export type TieBreakPreset = 'standard' | 'head-to-head-first';

export const TIE_BREAK_PRESETS: Record<TieBreakPreset, readonly TieBreakCriterion[]> = {
  /** The common order: the matches between tied teams count only once the overall figures are level. */
  standard: ['points', 'goal-difference', 'goals-for', 'head-to-head', 'lots'],
  /** UEFA's order: among teams level on points, their matches against each other come first. */
  'head-to-head-first': ['points', 'head-to-head', 'goal-difference', 'goals-for', 'lots'],
};

/** A preset's criteria, with fair play (when chosen) just before the drawing of lots. */
export function tieBreakCriteria(preset: TieBreakPreset, options: { fairPlay?: boolean } = {}): TieBreakCriterion[] {
  const criteria = TIE_BREAK_PRESETS[preset].filter((c) => c !== 'lots');
  return [...criteria, ...(options.fairPlay ? (['fair-play'] as const) : []), 'lots'];
}

export type Tally = Omit<StandingsRow, 'position' | 'team'>;

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  goalDifference: 0,
  points: 0,
});

function record(tally: Tally, scored: number, conceded: number) {
  tally.played += 1;
  tally.goalsFor += scored;
  tally.goalsAgainst += conceded;
  tally.goalDifference = tally.goalsFor - tally.goalsAgainst;
  if (scored > conceded) {
    tally.won += 1;
    tally.points += 3;
  } else if (scored === conceded) {
    tally.drawn += 1;
    tally.points += 1;
  } else {
    tally.lost += 1;
  }
}

/** Tallies of the given teams from the finished fixtures played only between them. */
export function tallies(teamIds: ReadonlySet<string>, fixtures: readonly FixtureResult[]): Map<string, Tally> {
  const table = new Map([...teamIds].map((id) => [id, emptyTally()]));
  for (const f of fixtures) {
    const home = table.get(f.homeTeamId);
    const away = table.get(f.awayTeamId);
    if (f.status !== FINISHED || !home || !away) continue;
    record(home, f.homeScore, f.awayScore);
    record(away, f.awayScore, f.homeScore);
  }
  return table;
}

const compareTallies = (a: Tally, b: Tally) =>
  b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor;

/** What put a row above the next one: a criterion, or 'name' when they are level on all of them. */
export type Separator = TieBreakCriterion | 'name';

export interface RankedRow extends StandingsRow {
  /** Card points (fewer is better); 0 without card data. */
  fairPlayPoints: number;
  /** The criterion that put this row above the next one; null on the last row. */
  decidedBy: Separator | null;
  /** The row's place among the teams level with it was decided by the drawing of lots. */
  byLots: boolean;
}

export interface RankingEntry {
  team: TeamRef;
  tally: Tally;
  fairPlayPoints: number;
}

export interface RankingContext {
  criteria: readonly TieBreakCriterion[];
  /** Tallies of the matches among the given teams only; null when the entries never met (skips head-to-head). */
  headToHead: ((teamIds: ReadonlySet<string>) => Map<string, Tally>) | null;
  /** Team ids in the order a drawing of lots gave. */
  lots: readonly string[];
}

type Compare = (a: RankingEntry, b: RankingEntry) => number;

function comparatorFor(criterion: TieBreakCriterion, tied: RankingEntry[], context: RankingContext): Compare | null {
  switch (criterion) {
    case 'points':
      return (a, b) => b.tally.points - a.tally.points;
    case 'goal-difference':
      return (a, b) => b.tally.goalDifference - a.tally.goalDifference;
    case 'goals-for':
      return (a, b) => b.tally.goalsFor - a.tally.goalsFor;
    case 'fair-play':
      return (a, b) => a.fairPlayPoints - b.fairPlayPoints;
    case 'head-to-head': {
      if (!context.headToHead) return null;
      const mini = context.headToHead(new Set(tied.map((e) => e.team.id)));
      return (a, b) => compareTallies(mini.get(a.team.id) as Tally, mini.get(b.team.id) as Tally);
    }
    case 'lots': {
      const drawn = (e: RankingEntry) => context.lots.indexOf(e.team.id);
      return tied.every((e) => drawn(e) >= 0) ? (a, b) => drawn(a) - drawn(b) : null;
    }
  }
}

/** Splits an ordered list into runs of items that compare equal. */
function runsOfEqual<T>(items: T[], compare: (a: T, b: T) => number): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const run = runs[runs.length - 1];
    if (run && compare(run[0] as T, item) === 0) run.push(item);
    else runs.push([item]);
  }
  return runs;
}

interface Placed {
  entry: RankingEntry;
  decidedBy: Separator | null;
  byLots: boolean;
}

function order(tied: RankingEntry[], from: number, context: RankingContext): Placed[] {
  if (tied.length === 1) return [{ entry: tied[0] as RankingEntry, decidedBy: null, byLots: false }];
  for (let i = from; i < context.criteria.length; i++) {
    const criterion = context.criteria[i] as TieBreakCriterion;
    const compare = comparatorFor(criterion, tied, context);
    if (!compare) continue;
    const runs = runsOfEqual([...tied].sort(compare), compare);
    if (runs.length === 1) continue;
    // Head-to-head starts again on each smaller group it leaves level; the others go on to the next criterion.
    const next = criterion === 'head-to-head' ? i : i + 1;
    return runs.flatMap((run, r) => {
      const placed = order(run, next, context);
      const last = placed[placed.length - 1] as Placed;
      if (r < runs.length - 1) last.decidedBy = criterion;
      if (criterion === 'lots') for (const p of placed) p.byLots = true;
      return placed;
    });
  }
  return [...tied]
    .sort((a, b) => byName(a.team, b.team))
    .map((entry, index) => ({ entry, decidedBy: index < tied.length - 1 ? 'name' : null, byLots: false }));
}

/** The entries in ranked order, with positions from 1. */
export function rankEntries(entries: readonly RankingEntry[], context: RankingContext): RankedRow[] {
  if (entries.length === 0) return [];
  return order([...entries], 0, context).map(({ entry, decidedBy, byLots }, index) => ({
    position: index + 1,
    team: { id: entry.team.id, name: entry.team.name, logo: entry.team.logo },
    ...entry.tally,
    fairPlayPoints: entry.fairPlayPoints,
    decidedBy,
    byLots,
  }));
}

export interface TableInput {
  teams: readonly TeamRef[];
  /** The table's fixtures; only FULL_TIME ones between two of its teams count. */
  fixtures: readonly FixtureResult[];
  criteria: readonly TieBreakCriterion[];
  /** Card points per team id (see fair-play.ts). */
  fairPlay?: ReadonlyMap<string, number>;
  /** Team ids in the order a drawing of lots gave. */
  lots?: readonly string[];
}

/** A league or group table ranked by the given criteria. */
export function rankTable(input: TableInput): RankedRow[] {
  const overall = tallies(new Set(input.teams.map((t) => t.id)), input.fixtures);
  const entries = input.teams.map((team) => ({
    team,
    tally: overall.get(team.id) as Tally,
    fairPlayPoints: input.fairPlay?.get(team.id) ?? 0,
  }));
  return rankEntries(entries, {
    criteria: input.criteria,
    headToHead: (teamIds) => tallies(teamIds, input.fixtures),
    lots: input.lots ?? [],
  });
}

/** Runs of ranked rows level on every criterion (rows the table could only put in name order): what a drawing of lots settles. */
export function levelRuns<Row extends { decidedBy: string | null }>(rows: readonly Row[]): Row[][] {
  const runs: Row[][] = [];
  let run: Row[] = [];
  for (const row of rows) {
    run.push(row);
    if (row.decidedBy !== 'name') {
      if (run.length > 1) runs.push(run);
      run = [];
    }
  }
  return runs;
}
