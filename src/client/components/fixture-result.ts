import { isFinal } from '../../shared/domain/fixture-status';
import { formatResult } from '../../shared/domain/formats';
import { browseMessages } from '../../shared/messages';
import type { FixtureSummary } from '../../shared/schemas/reads';

const text = browseMessages.fixtures;

type Scored = Pick<
  FixtureSummary,
  'status' | 'homeScore' | 'awayScore' | 'homePenaltyScore' | 'awayPenaltyScore' | 'extraTime' | 'shootout'
>;

/**
 * The match as its result reads: a shootout under way stands at 0–0 before its first kick; a score
 * is "after extra time" once extra time is over (full time, or the shootout), not while it is played.
 */
const played = (fixture: Scored) => ({
  ...fixture,
  extraTime: (fixture.extraTime ?? false) && (isFinal(fixture.status) || !!fixture.shootout),
  homePenaltyScore: fixture.homePenaltyScore ?? (fixture.shootout ? 0 : null),
  awayPenaltyScore: fixture.awayPenaltyScore ?? (fixture.shootout ? 0 : null),
});

/**
 * A match's result as every screen reads it: "2–1", "3–2 (a.e.t.)", "2–2 (a.e.t.), 4–3 on penalties".
 * A read saved on a phone before `extraTime` was sent has none: it counts as regular time.
 */
export function fixtureResult(fixture: Scored): string {
  return formatResult(played(fixture));
}

/**
 * What the result says beyond the score shown large above it: 'After extra time', '4–3 on penalties',
 * or both; null for a match decided in regular time.
 */
export function resultBeyondScore(fixture: Scored): string | null {
  const { extraTime, homePenaltyScore, awayPenaltyScore } = played(fixture);
  const parts = [
    extraTime ? text.extraTimeNote : null,
    homePenaltyScore !== null && awayPenaltyScore !== null
      ? text.onPenalties(homePenaltyScore, awayPenaltyScore)
      : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
