import type { MatchEventInput } from './match-types';

export interface Score {
  homeScore: number;
  awayScore: number;
  /** Kicks scored in a penalty shootout, null when there was none. */
  homePenaltyScore: number | null;
  awayPenaltyScore: number | null;
}

type ScoringEvent = Pick<MatchEventInput, 'teamId' | 'type' | 'penaltyOutcome' | 'isShootout'>;

/**
 * The score of a match from its events: goals and scored in-match penalties count for the
 * player's team, an own goal for the other team; shootout kicks only make the shootout score.
 */
export function scoreFromEvents(homeTeamId: string, awayTeamId: string, events: readonly ScoringEvent[]): Score {
  const score: Score = { homeScore: 0, awayScore: 0, homePenaltyScore: null, awayPenaltyScore: null };
  for (const e of events) {
    const home = e.teamId === homeTeamId;
    if (!home && e.teamId !== awayTeamId) continue;
    if (e.type === 'PENALTY' && e.isShootout) {
      score.homePenaltyScore ??= 0;
      score.awayPenaltyScore ??= 0;
      if (e.penaltyOutcome === 'SCORED') {
        if (home) score.homePenaltyScore += 1;
        else score.awayPenaltyScore += 1;
      }
    } else if (e.type === 'GOAL' || (e.type === 'PENALTY' && e.penaltyOutcome === 'SCORED')) {
      if (home) score.homeScore += 1;
      else score.awayScore += 1;
    } else if (e.type === 'OWN_GOAL') {
      if (home) score.awayScore += 1;
      else score.homeScore += 1;
    }
  }
  return score;
}
