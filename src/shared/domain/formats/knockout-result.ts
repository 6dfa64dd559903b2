/**
 * A knockout match always has a winner: after regular time, after extra time, or on penalties
 * (docs/rules.md#knockout-matches). A league match may end level.
 */
import { browseMessages } from '../../messages-browse';
import type { Side } from '../match-centre';
import type { Score } from '../score';
import type { formatMessages } from './messages';

export interface MatchScore extends Score {
  /** The score includes extra time. */
  extraTime: boolean;
}

export type KnockoutDecision = { winner: Side; by: 'regular-time' | 'extra-time' | 'penalties' };

export type KnockoutProblem = keyof Pick<
  typeof formatMessages.problems,
  'levelKnockout' | 'shootoutLevel' | 'shootoutNotLevel'
>;

/** Who won a knockout match and how, or why the score cannot end one. */
export function decideKnockout(score: MatchScore): KnockoutDecision | { problem: KnockoutProblem } {
  const { homeScore, awayScore, homePenaltyScore, awayPenaltyScore } = score;
  const shootout = homePenaltyScore !== null || awayPenaltyScore !== null;
  if (homeScore !== awayScore) {
    if (shootout) return { problem: 'shootoutNotLevel' };
    return { winner: homeScore > awayScore ? 'home' : 'away', by: score.extraTime ? 'extra-time' : 'regular-time' };
  }
  if (!shootout) return { problem: 'levelKnockout' };
  const home = homePenaltyScore ?? 0;
  const away = awayPenaltyScore ?? 0;
  if (home === away) return { problem: 'shootoutLevel' };
  return { winner: home > away ? 'home' : 'away', by: 'penalties' };
}

/** A result as every screen reads it: "2–1", "3–2 (a.e.t.)", "2–2 (a.e.t.), 4–3 on penalties". */
export function formatResult(score: MatchScore): string {
  const text = browseMessages.fixtures;
  const result = score.extraTime
    ? text.afterExtraTime(score.homeScore, score.awayScore)
    : text.score(score.homeScore, score.awayScore);
  return score.homePenaltyScore === null || score.awayPenaltyScore === null
    ? result
    : text.withPenalties(result, score.homePenaltyScore, score.awayPenaltyScore);
}
