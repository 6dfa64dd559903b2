import { formatResult } from '../../shared/domain/formats';
import { browseMessages } from '../../shared/messages';
import type { FixtureSummary } from '../../shared/schemas/reads';

const text = browseMessages.fixtures;

type Scored = Pick<FixtureSummary, 'homeScore' | 'awayScore' | 'homePenaltyScore' | 'awayPenaltyScore' | 'extraTime'>;

const shootout = (fixture: Scored) => fixture.homePenaltyScore !== null && fixture.awayPenaltyScore !== null;

/**
 * A match's result as every screen reads it: "2–1", "3–2 (a.e.t.)", "2–2 (a.e.t.), 4–3 on penalties".
 * A read saved on a phone before `extraTime` was sent has none: it counts as regular time.
 */
export function fixtureResult(fixture: Scored): string {
  return formatResult({ ...fixture, extraTime: fixture.extraTime ?? false });
}

/**
 * What the result says beyond the score shown large above it: 'After extra time', '4–3 on penalties',
 * or both; null for a match decided in regular time.
 */
export function resultBeyondScore(fixture: Scored): string | null {
  const parts = [
    fixture.extraTime ? text.extraTimeNote : null,
    shootout(fixture) ? text.onPenalties(fixture.homePenaltyScore ?? 0, fixture.awayPenaltyScore ?? 0) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
