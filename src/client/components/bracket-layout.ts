/** How a bracket is laid out and followed on screen: pure functions of the `competition` read. */
import type { CompetitionRead } from '../../shared/schemas/competition-read';

export type BracketRead = NonNullable<CompetitionRead['bracket']>;
export type BracketRound = BracketRead['rounds'][number];
export type BracketMatchRead = BracketRound['matches'][number];

const THIRD_PLACE = '3P';
const isThirdPlace = (round: BracketRound) => round.matches.some((match) => match.id === THIRD_PLACE);

/** The rounds in order of play, the third-place match after the final (they share a round number). */
export function roundsInOrder(bracket: BracketRead): BracketRound[] {
  return [...bracket.rounds].sort((a, b) => a.round - b.round || Number(isThirdPlace(a)) - Number(isThirdPlace(b)));
}

/** Desktop columns, one per round number: the final and the third-place match stand in one column. */
export function bracketColumns(bracket: BracketRead): BracketRound[][] {
  const columns: BracketRound[][] = [];
  for (const round of roundsInOrder(bracket)) {
    const last = columns.at(-1);
    if (last && last[0]?.round === round.round) last.push(round);
    else columns.push([round]);
  }
  return columns;
}

const hasTeam = (match: BracketMatchRead, teamId: string) =>
  match.home.team?.id === teamId || match.away.team?.id === teamId;

/** The matches a team has played or is drawn to play: its path through the bracket. */
export function teamPath(bracket: BracketRead, teamId: string): Set<string> {
  return new Set(bracket.rounds.flatMap((round) => round.matches.filter((m) => hasTeam(m, teamId)).map((m) => m.id)));
}

/** The side that won the match, once it has a winner. */
export function winnerSide(match: BracketMatchRead): 'home' | 'away' | null {
  if (!match.winnerTeamId) return null;
  if (match.home.team?.id === match.winnerTeamId) return 'home';
  return match.away.team?.id === match.winnerTeamId ? 'away' : null;
}

/**
 * The round a phone opens on (its name): the first with a match not decided yet, so a visitor sees
 * what is on or next; the final's round once everything is played.
 */
export function openingRound(bracket: BracketRead): string | null {
  const rounds = roundsInOrder(bracket);
  const open = rounds.find((round) => round.matches.some((match) => !match.winnerTeamId));
  return (open ?? rounds.filter((round) => !isThirdPlace(round)).at(-1) ?? rounds.at(-1))?.name ?? null;
}
