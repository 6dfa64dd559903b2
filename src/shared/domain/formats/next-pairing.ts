import type { CompetitionRead } from '../../schemas/competition-read';

export interface NextPairing {
  /** The winner's name. */
  team: string;
  /** The bracket match the winner goes to: 'SF1', 'F'. */
  match: string;
  /** The other side there: a team's name or its placeholder ("Winner of QF2"). */
  opponent: string;
}

/** Where the winner of bracket match `matchId` plays next, once the read knows the winner; null after the final. */
export function nextPairing(competition: CompetitionRead | null | undefined, matchId: string): NextPairing | null {
  for (const round of competition?.bracket?.rounds ?? []) {
    for (const match of round.matches) {
      for (const [side, other] of [
        [match.home, match.away],
        [match.away, match.home],
      ] as const) {
        const fed = side.source?.kind === 'winner' && side.source.match === matchId;
        if (fed && side.team) return { team: side.team.name, match: match.id, opponent: other.label };
      }
    }
  }
  return null;
}
