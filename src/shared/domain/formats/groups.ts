/**
 * Groups of a competition (docs/rules.md#competition-formats): 3 to 5 teams each, named A, B, C…,
 * drawn at random (optionally from pots) or set by hand; each group plays a round robin.
 */
import { GROUP_SIZE_MAX, GROUP_SIZE_MIN, GROUPS_MAX } from '../../constants';
import { roundRobinMatchdays } from '../fixture-rules';
import type { formatMessages } from './messages';
import { type RandomSource, shuffle } from './random';

export interface Group {
  /** A, B, C… */
  name: string;
  teamIds: string[];
}

export const groupName = (index: number) => String.fromCharCode(65 + index);

/** Sizes of `groupCount` groups sharing the teams as evenly as possible, the larger ones first. */
export function groupSizes(teamCount: number, groupCount: number): number[] {
  const base = Math.floor(teamCount / groupCount);
  return Array.from({ length: groupCount }, (_, i) => base + (i < teamCount % groupCount ? 1 : 0));
}

/** The numbers of groups that give every group 3 to 5 of the teams. */
export function groupCountOptions(teamCount: number): number[] {
  const counts: number[] = [];
  for (let count = 1; count <= Math.min(GROUPS_MAX, teamCount); count++) {
    const sizes = groupSizes(teamCount, count);
    if (sizes.every((size) => size >= GROUP_SIZE_MIN && size <= GROUP_SIZE_MAX)) counts.push(count);
  }
  return counts;
}

/**
 * Groups drawn at random. With pots (team ids, the strongest pot first), each pot is drawn in
 * turn and dealt to the groups in order, A, B, C… and round again, so the teams of one pot land
 * in different groups while it has no more teams than there are groups; teams in no pot are
 * drawn last.
 */
export function drawGroups(
  teamIds: readonly string[],
  groupCount: number,
  random: RandomSource,
  pots: readonly (readonly string[])[] = [],
): Group[] {
  const potted = new Set<string>();
  const draws = [...pots, teamIds].map((pot) => {
    const drawn = pot.filter((id) => teamIds.includes(id) && !potted.has(id));
    for (const id of drawn) potted.add(id);
    return shuffle(drawn, random);
  });
  const sizes = groupSizes(teamIds.length, groupCount);
  const groups = sizes.map((_, i) => ({ name: groupName(i), teamIds: [] as string[] }));
  let next = 0;
  for (const id of draws.flat()) {
    while ((groups[next % groupCount] as Group).teamIds.length >= (sizes[next % groupCount] as number)) next++;
    (groups[next % groupCount] as Group).teamIds.push(id);
    next++;
  }
  return groups;
}

export type GroupProblem = keyof Pick<typeof formatMessages.problems, 'groupCount' | 'groupSize' | 'groupTeams'>;

/** Why groups (drawn or set by hand) cannot be played, or null: the first problem found. */
export function groupProblem(groups: readonly Group[], teamIds: readonly string[]): GroupProblem | null {
  if (groups.length < 1 || groups.length > GROUPS_MAX) return 'groupCount';
  const placed = groups.flatMap((g) => g.teamIds);
  if (placed.length !== teamIds.length || new Set(placed).size !== placed.length) return 'groupTeams';
  if (!placed.every((id) => teamIds.includes(id))) return 'groupTeams';
  if (groups.some((g) => g.teamIds.length < GROUP_SIZE_MIN || g.teamIds.length > GROUP_SIZE_MAX)) return 'groupSize';
  return null;
}

export interface StageMatch {
  /** The group's name; null in a league. */
  group: string | null;
  /** From 1; every group plays its matchday n on the same day. */
  matchday: number;
  homeTeamId: string;
  awayTeamId: string;
}

const roundRobinMatches = (teamIds: readonly string[], rounds: 1 | 2, group: string | null): StageMatch[] =>
  roundRobinMatchdays(teamIds, rounds).flatMap((pairings, day) =>
    pairings.map(({ home, away }) => ({ group, matchday: day + 1, homeTeamId: home, awayTeamId: away })),
  );

/** A league's round robin, once or home and away. */
export const leagueMatches = (teamIds: readonly string[], rounds: 1 | 2) => roundRobinMatches(teamIds, rounds, null);

/** Each group's round robin, once or home and away. */
export const groupMatches = (groups: readonly Group[], rounds: 1 | 2) =>
  groups.flatMap((group) => roundRobinMatches(group.teamIds, rounds, group.name));

/** The matches a group plays in all: it is complete once that many are finished. */
export const groupMatchCount = (size: number, rounds: 1 | 2) => (size * (size - 1) * rounds) / 2;
