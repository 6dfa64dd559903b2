import { byName, FINISHED, type FixtureResult, type TeamRef } from './match-types';

/**
 * The league table, derived from finished (FULL_TIME) fixtures on every read.
 *
 * Points: 3 for a win, 1 for a draw, 0 for a loss. Order:
 *   1. points, 2. goal difference, 3. goals scored,
 *   4. head-to-head among exactly the teams still level: a table of only the matches between them,
 *      compared again by points, goal difference and goals scored,
 *   5. name (A to Z, ignoring case).
 * Teams with no finished match yet appear with zeros.
 */
export interface StandingsRow {
  position: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

type Tally = Omit<StandingsRow, 'position' | 'team'>;

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
function tallies(teamIds: Set<string>, fixtures: readonly FixtureResult[]): Map<string, Tally> {
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

/** Splits an ordered list into runs of items that compare equal. */
function runsOfEqual<T>(items: T[], equal: (a: T, b: T) => boolean): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const run = runs[runs.length - 1];
    if (run && equal(run[0] as T, item)) run.push(item);
    else runs.push([item]);
  }
  return runs;
}

/** Orders teams level on the overall table by their matches against each other, then by name. */
function breakTie(tied: TeamRef[], fixtures: readonly FixtureResult[]): TeamRef[] {
  if (tied.length < 2) return tied;
  const mini = tallies(new Set(tied.map((t) => t.id)), fixtures);
  const tally = (team: TeamRef) => mini.get(team.id) as Tally;
  const ordered = [...tied].sort((a, b) => compareTallies(tally(a), tally(b)) || byName(a, b));
  return runsOfEqual(ordered, (a, b) => compareTallies(tally(a), tally(b)) === 0).flatMap((run) =>
    // Still level after head-to-head (or it decided nothing): name order, already applied above.
    run.length === tied.length ? run : breakTie(run, fixtures),
  );
}

export function computeStandings(teams: readonly TeamRef[], fixtures: readonly FixtureResult[]): StandingsRow[] {
  const overall = tallies(new Set(teams.map((t) => t.id)), fixtures);
  const tally = (team: TeamRef) => overall.get(team.id) as Tally;
  const ordered = [...teams].sort((a, b) => compareTallies(tally(a), tally(b)));
  const runs = runsOfEqual(ordered, (a, b) => compareTallies(tally(a), tally(b)) === 0);
  return runs
    .flatMap((run) => breakTie(run, fixtures))
    .map((team, index) => ({
      position: index + 1,
      team: { id: team.id, name: team.name, logo: team.logo },
      ...tally(team),
    }));
}
