import { decideKnockout, formatMessages } from '../../../shared/domain/formats';
import { FINISHED } from '../../../shared/domain/match-types';
import type { Score } from '../../../shared/domain/score';
import type { Database } from '../../db/database';
import type { fixtures } from '../../db/schema';
import type { ChangeSet } from '../../live/change-set';
import { fillBracket } from './fill-bracket';

type Fixture = Pick<typeof fixtures.$inferSelect, 'tournamentId' | 'stage' | 'bracketMatch'>;

/** Why a knockout fixture cannot end with this score (level, no shootout winner), or null. */
export function knockoutEndRefusal(fixture: Fixture, score: Score): string | null {
  if (!fixture.bracketMatch) return null;
  const decision = decideKnockout({ ...score, extraTime: false });
  return 'problem' in decision ? formatMessages.problems[decision.problem] : null;
}

/** After a fixture of a competition format is (again) at full time, its bracket follows (fill-bracket.ts). */
export async function followResult(tx: Database, fixture: Fixture, status: string, changes?: ChangeSet) {
  if (status === FINISHED && fixture.stage !== null) await fillBracket(tx, fixture.tournamentId, changes);
}
