import { and, inArray } from 'drizzle-orm';
import { entryOrder, wentToExtraTime, wentToShootout } from '../../../shared/domain/match-tracker';
import type { TrackerEntry } from '../../../shared/domain/match-tracker/types';
import type { Database } from '../../db/database';
import { matchLog } from '../../db/schema';

/** The entries that decide whether a log went to extra time or to a shootout: those and what can take one back. */
const DECIDING = ['STAGE', 'SHOOTOUT_START', 'UNDO', 'RESET'];

export interface StagesReached {
  /** Their results read "(a.e.t.)" (docs/rules.md#knockout-matches). */
  extraTime: Set<string>;
  /** While the match is on, its shootout is being played: the fixture's status stays that of the stage before it. */
  shootout: Set<string>;
}

/**
 * Fixtures whose match log went to extra time, and to a penalty shootout, as the log counts (one
 * undone or reset away does not).
 */
export async function stagesReached(db: Database, ids: readonly string[]): Promise<StagesReached> {
  const reached: StagesReached = { extraTime: new Set(), shootout: new Set() };
  if (ids.length === 0) return reached;
  const rows = await db
    .select({ fixtureId: matchLog.fixtureId, entry: matchLog.entry })
    .from(matchLog)
    .where(and(inArray(matchLog.fixtureId, [...ids]), inArray(matchLog.kind, DECIDING)));
  const logs = new Map<string, TrackerEntry[]>();
  for (const row of rows) logs.set(row.fixtureId, [...(logs.get(row.fixtureId) ?? []), row.entry as TrackerEntry]);
  for (const [fixtureId, log] of logs) {
    // The log counts in the order of its entries' instants, as every phone replays it.
    log.sort(entryOrder);
    if (wentToExtraTime(log)) reached.extraTime.add(fixtureId);
    if (wentToShootout(log)) reached.shootout.add(fixtureId);
  }
  return reached;
}
