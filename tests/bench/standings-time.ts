import type { FixtureResult } from '../../src/shared/domain/match-types';
import { computeStandings } from '../../src/shared/domain/standings';

/** A league of `teams` teams playing `rounds` double round robins, every match finished with a score. */
function league(teams: number, rounds: number) {
  const refs = Array.from({ length: teams }, (_, i) => ({ id: `t${i}`, name: `Team ${i}`, logo: null }));
  const fixtures: FixtureResult[] = [];
  let seed = 7;
  const goals = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % 5;
  };
  for (let round = 0; round < rounds; round++) {
    for (const home of refs) {
      for (const away of refs) {
        if (home === away) continue;
        const id = `f${fixtures.length}`;
        fixtures.push({ id, homeTeamId: home.id, awayTeamId: away.id, status: 'FULL_TIME', ...score(goals) });
      }
    }
  }
  return { refs, fixtures };
}

const score = (goals: () => number) => ({ homeScore: goals(), awayScore: goals() });

/** Median milliseconds of computing the table, over 21 runs. */
export function standingsTime(teams: number, rounds: number): { fixtures: number; ms: number } {
  const { refs, fixtures } = league(teams, rounds);
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    computeStandings(refs, fixtures);
    times.push(performance.now() - started);
  }
  return { fixtures: fixtures.length, ms: times.toSorted((a, b) => a - b)[10] ?? 0 };
}
