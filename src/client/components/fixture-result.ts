import { formatResult } from '../../shared/domain/formats';
import type { FixtureSummary } from '../../shared/schemas/reads';

type Scored = Pick<FixtureSummary, 'homeScore' | 'awayScore' | 'homePenaltyScore' | 'awayPenaltyScore' | 'extraTime'>;

const shootout = (fixture: Scored) => fixture.homePenaltyScore !== null && fixture.awayPenaltyScore !== null;

/**
 * A match's result as every screen reads it: "2–1", "3–2 (a.e.t.)", "2–2 (a.e.t.), 4–3 on penalties".
 * A read saved on a phone before `extraTime` was sent has none: it counts as regular time.
 */
export function fixtureResult(fixture: Scored): string {
  return formatResult({ ...fixture, extraTime: fixture.extraTime ?? false });
}

/** The result says more than the score: the match went to extra time or to penalties. */
export const decidedBeyondRegularTime = (fixture: Scored) => (fixture.extraTime ?? false) || shootout(fixture);
